import type { Catalog } from '../../catalog/types.js';
import type { TrumpDistributionReason } from '../../distributions/trump-account.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { checkKeys, tooManyFields } from '../fields/check-keys.js';
import { parseProviderReferenceId } from '../fields/common-parsers.js';
import { FieldCollector } from '../fields/field-collector.js';
import { isPlainObject } from '../fields/json-value.js';
import { enumParser } from '../fields/parse-enum.js';
import { textParser } from '../fields/parse-text.js';
import { summarizeErrors } from '../fields/summarize.js';
import { REQUEST_LIMITS } from '../limits.js';
import { accountTypeOf } from './account-type-of.js';
import { readDistributionReason } from './distribution-reason.js';
import { readMoney } from './read-money.js';
import {
  ENTRY_TYPE_RULES,
  ENTRY_TYPES,
  type EntryType,
  PAYMENT_METHOD_TYPES,
  type PaymentMethodType,
} from './transaction-enums.js';

export interface TransactContext {
  /** The slug of the account; or pass the stored account as { Account: { AccountTypeCode } }. */
  readonly AccountTypeCode?: string;
  readonly Account?: { readonly AccountTypeCode: string };
}

export interface NormalizedTransact {
  readonly EntryType: EntryType;
  /** Positive, except an Adjustment, which is signed and non-zero. */
  readonly Amount: string;
  readonly Currency: string;
  /** Credit or Debit: fixed by EntryType, or by the sign of an Adjustment. */
  readonly Direction: 'Credit' | 'Debit';
  readonly PaymentMethodType?: PaymentMethodType;
  readonly Description?: string;
  readonly ProviderReferenceId?: string;
  /**
   * Why money leaves a growth-period account (trump-account): one of TRUMP_DISTRIBUTION_REASONS.
   * Taken only on a Distribution or Withdrawal from such a type; checkTrumpDistribution decides it.
   */
  readonly DistributionReason?: TrumpDistributionReason;
}

export type TransactResult =
  | { readonly ok: true; readonly value: NormalizedTransact }
  | Failure<'InvalidRequest' | 'UnknownAccountType'>;

const KNOWN = new Set([
  'EntryType',
  'Amount',
  'Currency',
  'PaymentMethodType',
  'Description',
  'ProviderReferenceId',
  'DistributionReason',
]);
const description = textParser({ max_chars: REQUEST_LIMITS.description_chars, multiline: true });

/**
 * Transact body shape (spec 4.8), with the entry types each nature takes (ENTRY_TYPE_RULES), and
 * the DistributionReason extension for growth-period types (distribution-reason.ts).
 */
export function validateTransactRequest(catalog: Catalog, body: unknown, ctx: TransactContext): TransactResult {
  if (!isPlainObject(body))
    return failure('InvalidRequest', 'The request body must be a JSON object.', [
      { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The request body must be a JSON object.' },
    ]);
  const t = accountTypeOf(catalog, ctx);
  if (!t.ok) return t;
  const type = t.type;
  const keyErrors = checkKeys(body, { known: KNOWN, what: 'the Transact request' });
  if (tooManyFields(keyErrors))
    return failure('InvalidRequest', summarizeErrors('The Transact request', keyErrors), keyErrors);
  const f = new FieldCollector(body);
  const EntryType = f.read('EntryType', enumParser(ENTRY_TYPES), 'required');
  const rule = EntryType !== undefined ? ENTRY_TYPE_RULES[EntryType] : undefined;
  if (EntryType !== undefined && rule && !rule.Natures.includes(type.Nature))
    f.add(
      'EntryType',
      'NotAllowed',
      `EntryType ${EntryType} does not apply to ${type.Slug} (a ${type.Nature} account); it applies to ` +
        `${rule.Natures.join(', ')}.`,
    );
  const money = readMoney(f, rule?.Direction === 'Signed');
  const PaymentMethodType = f.read('PaymentMethodType', enumParser(PAYMENT_METHOD_TYPES), 'optional');
  const Description = f.read('Description', description, 'optional');
  const ProviderReferenceId = f.read('ProviderReferenceId', parseProviderReferenceId, 'optional');
  const DistributionReason = readDistributionReason(f, type, EntryType);
  const errors = [...f.errors, ...keyErrors];
  if (
    errors.length > 0 ||
    EntryType === undefined ||
    rule === undefined ||
    money.Amount === undefined ||
    money.Currency === undefined
  ) {
    return failure('InvalidRequest', summarizeErrors(`The ${type.Slug} Transact request`, errors), errors);
  }
  const direction = rule.Direction === 'Signed' ? (money.Amount.startsWith('-') ? 'Debit' : 'Credit') : rule.Direction;
  return {
    ok: true,
    value: {
      EntryType,
      Amount: money.Amount,
      Currency: money.Currency,
      Direction: direction,
      ...(PaymentMethodType !== undefined ? { PaymentMethodType } : {}),
      ...(Description !== undefined ? { Description } : {}),
      ...(ProviderReferenceId !== undefined ? { ProviderReferenceId } : {}),
      ...(DistributionReason !== undefined ? { DistributionReason } : {}),
    },
  };
}
