import fc from 'fast-check';
import type { Catalog, CompiledAccountType } from '../../core/catalog/types.js';
import { requiredBeginningDate } from '../../core/distributions/required-beginning-date.js';
import { addDays, addYears } from '../primitives/day-number.js';
import { arbitraryBeneficiaryBirth, arbitraryDateOfDeath, permittedDecisions } from './decision-matrix.js';

/** What `inheritedIraSchedule(catalog, q)` takes (design.md section 2a). */
export interface InheritedIraInput {
  readonly AccountTypeCode: string;
  readonly DecedentDateOfBirth: string;
  readonly DecedentDateOfDeath: string;
  readonly DecedentDiedOnOrAfterRbd: boolean;
  readonly BeneficiaryEligibleDesignatedClass: string;
  readonly BeneficiaryDistributionDecision: string;
  readonly BeneficiaryDateOfBirth?: string;
}

export interface InheritedInputOptions {
  /** Latest date of death (default 2032-12-31). */
  readonly latestDeath?: string;
  /**
   * Earliest date of death (default: January 1 of the year before the first year of the catalog's
   * earliest SingleLife table, so that every schedule year has a table in force).
   */
  readonly earliestDeath?: string;
}

/** Distributions start the year after death, so a death the year before the first table is the earliest covered. */
function earliestCoveredDeath(catalog: Catalog): string {
  let first: number | undefined;
  for (const t of catalog.tables.values())
    if (t.Kind === 'SingleLife' && (first === undefined || t.EffectiveFromYear < first)) first = t.EffectiveFromYear;
  return first === undefined ? '1990-01-01' : `${first - 1}-01-01`;
}

/** Types whose opening rules include the inherited decision check: the catalog's inherited IRAs. */
export function inheritedTypes(catalog: Catalog): CompiledAccountType[] {
  return catalog.types.filter((t) => t.Rules.some((r) => r.Check?.Kind === 'InheritedDistributionDecision'));
}

/**
 * Inherited-IRA schedule inputs across every regime (dates of death on both sides of each
 * boundary of the catalog's Regimes), every beneficiary class of the decision matrix, both RBD
 * facts and every decision the matrix permits for them. The facts agree with each other: the
 * RBD flag follows the owner's birth date and the applicable age, and the beneficiary's birth
 * date fits the class, so the engine must answer with a schedule.
 */
export function arbitraryInheritedIraInput(
  catalog: Catalog,
  opts: InheritedInputOptions = {},
): fc.Arbitrary<InheritedIraInput> {
  const matrix = catalog.inheritedDecisions;
  const types = inheritedTypes(catalog);
  if (!matrix || types.length === 0)
    throw new Error('arbitraryInheritedIraInput: the catalog has no inherited IRA type or decision matrix');
  const latest = opts.latestDeath ?? '2032-12-31';
  const earliest = opts.earliestDeath ?? earliestCoveredDeath(catalog);
  const classes = [...new Set(matrix.Rows.flatMap((r) => r.Classes))];
  return fc
    .record({
      type: fc.constantFrom(...types),
      death: arbitraryDateOfDeath(matrix, latest, earliest),
      ageAtDeath: fc.oneof(fc.integer({ min: 20, max: 100 }), fc.integer({ min: 69, max: 78 })),
      cls: fc.constantFrom(...classes),
      rothFlag: fc.boolean(),
      pick: fc.nat(),
    })
    .chain(({ type, death, ageAtDeath, cls, rothFlag, pick }) => {
      const born = addDays(addYears(death, -ageAtDeath), -(pick % 365));
      const rbd = requiredBeginningDate(born);
      const isRoth = matrix.RothTreatedAsDyingBeforeRbd.includes(type.Slug);
      const diedOnOrAfterRbd = isRoth ? rothFlag : rbd !== undefined && death >= rbd;
      const permitted = permittedDecisions(matrix, type.Slug, death, cls, diedOnOrAfterRbd);
      if (permitted.length === 0) return fc.constant(undefined);
      return arbitraryBeneficiaryBirth(cls, born, death).map(
        (benBirth): InheritedIraInput => ({
          AccountTypeCode: type.Slug,
          DecedentDateOfBirth: born,
          DecedentDateOfDeath: death,
          DecedentDiedOnOrAfterRbd: diedOnOrAfterRbd,
          BeneficiaryEligibleDesignatedClass: cls,
          BeneficiaryDistributionDecision: permitted[pick % permitted.length]!,
          ...(benBirth === undefined ? {} : { BeneficiaryDateOfBirth: benBirth }),
        }),
      );
    })
    .filter((x): x is InheritedIraInput => x !== undefined);
}
