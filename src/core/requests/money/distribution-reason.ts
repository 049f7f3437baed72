import type { CompiledAccountType } from '../../catalog/types.js';
import { TRUMP_DISTRIBUTION_REASONS, type TrumpDistributionReason } from '../../distributions/trump-account.js';
import { GROWTH_PERIOD_TYPES } from '../create-account/initial-phase.js';
import type { FieldCollector } from '../fields/field-collector.js';
import { enumParser } from '../fields/parse-enum.js';
import type { EntryType } from './transaction-enums.js';

/** Entry types that take money out to the owner: the ones 26 U.S.C. 530A restricts in the growth period. */
export const DISTRIBUTION_ENTRY_TYPES: readonly EntryType[] = ['Distribution', 'Withdrawal'];

/**
 * Whether `slug` has a growth period (GROWTH_PERIOD_TYPES: trump-account), so its distributions take a
 * DistributionReason.
 */
export function takesDistributionReason(type: CompiledAccountType): boolean {
  return Object.hasOwn(GROWTH_PERIOD_TYPES, type.Slug);
}

/**
 * Transact's optional DistributionReason (an acctos extension of spec 4.8): one of
 * TRUMP_DISTRIBUTION_REASONS, taken only on a Distribution or Withdrawal from a growth-period type.
 * Whether the reason permits the distribution is checkTrumpDistribution's call, not this reader's.
 */
export function readDistributionReason(
  f: FieldCollector,
  type: CompiledAccountType,
  entryType: EntryType | undefined,
): TrumpDistributionReason | undefined {
  const growthType = takesDistributionReason(type);
  const distribution = entryType === undefined || DISTRIBUTION_ENTRY_TYPES.includes(entryType);
  const why = !growthType
    ? `is not taken by ${type.Slug}: only account types with a growth period ` +
      `(${Object.keys(GROWTH_PERIOD_TYPES).join(', ')}) take it`
    : `is taken only with EntryType ${DISTRIBUTION_ENTRY_TYPES.join(' or ')}, not ${String(entryType)}`;
  return f.read(
    'DistributionReason',
    enumParser(TRUMP_DISTRIBUTION_REASONS),
    growthType && distribution ? 'optional' : 'forbidden',
    why,
  );
}
