import fc from 'fast-check';
import { BENEFICIARY_CLASSES, DISTRIBUTION_DECISIONS } from '../../core/catalog/enums.js';
import type { DecisionMatrixFile } from '../../core/catalog/schema.js';
import type { Catalog } from '../../core/catalog/types.js';
import { requiredBeginningDate } from '../../core/distributions/required-beginning-date.js';
import { arbitraryDateAround, arbitraryIsoDate } from '../primitives/dates.js';
import { addDays, addYears } from '../primitives/day-number.js';

/** The inherited-IRA Create Account fields (spec 4.2) the decision check and the fact checks read. */
export interface InheritedChoice {
  /** Optional; when given, on or before the date of death (a decedent is born before dying). */
  readonly DecedentDateOfBirth?: string;
  readonly DecedentDateOfDeath: string;
  readonly DecedentDiedOnOrAfterRbd: boolean;
  readonly BeneficiaryEligibleDesignatedClass: string;
  readonly BeneficiaryDistributionDecision: string;
  /** Optional; when given, it fits the class. */
  readonly BeneficiaryDateOfBirth?: string;
}

/** The regime whose date range holds the date of death, read from the matrix's Regimes. */
export function regimeFor(matrix: DecisionMatrixFile, dateOfDeath: string): string | undefined {
  return matrix.Regimes.find(
    (r) =>
      (r.DeathsBefore === undefined || dateOfDeath < r.DeathsBefore) &&
      (r.DeathsOnOrAfter === undefined || dateOfDeath >= r.DeathsOnOrAfter),
  )?.Regime;
}

/** Decisions the matrix permits; a Roth type (RothTreatedAsDyingBeforeRbd) is read as dying before the RBD. */
export function permittedDecisions(
  matrix: DecisionMatrixFile,
  slug: string,
  dateOfDeath: string,
  cls: string,
  diedOnOrAfterRbd: boolean,
): readonly string[] {
  const regime = regimeFor(matrix, dateOfDeath);
  const rbd = matrix.RothTreatedAsDyingBeforeRbd.includes(slug) ? false : diedOnOrAfterRbd;
  const row = matrix.Rows.find(
    (r) => r.Regime === regime && r.DecedentDiedOnOrAfterRbd === rbd && (r.Classes as readonly string[]).includes(cls),
  );
  return row?.Permitted ?? [];
}

/** Dates of death: around each regime boundary, and anywhere from `earliest` (default 1990-01-01) to `latest`. */
export function arbitraryDateOfDeath(
  matrix: DecisionMatrixFile,
  latest: string,
  earliest = '1990-01-01',
): fc.Arbitrary<string> {
  const anchors = matrix.Regimes.flatMap((r) => [r.DeathsBefore, r.DeathsOnOrAfter]).filter(
    (d): d is string => d !== undefined && d <= latest && d >= earliest,
  );
  const uniform = arbitraryIsoDate({ min: earliest, max: latest });
  if (anchors.length === 0) return uniform;
  return fc.oneof(
    uniform,
    arbitraryDateAround(anchors, { radius_days: 400 }).filter((d) => d <= latest),
  );
}

/**
 * A beneficiary's birth date that agrees with the class (26 CFR 1.401(a)(9)-4(e)): a minor child
 * is under 21 at the death; a beneficiary not more than ten years younger is born within ten
 * years after the owner; a designated beneficiary who is not an EDB is more than ten years
 * younger. No birth date for a non-designated beneficiary (an estate or charity).
 */
export function arbitraryBeneficiaryBirth(
  cls: string,
  decedentBirth: string,
  death: string,
): fc.Arbitrary<string | undefined> {
  const between = (min: string, max: string): fc.Arbitrary<string> =>
    arbitraryIsoDate({ min: min < max ? min : max, max });
  const tenYearsAfterOwner = addYears(decedentBirth, 10);
  switch (cls) {
    case 'NotADesignatedBeneficiary':
      return fc.constant(undefined);
    case 'MinorChild':
      return between(addDays(addYears(death, -21), 1), death);
    case 'NotMoreThanTenYearsYounger':
      return between(addYears(decedentBirth, -30), tenYearsAfterOwner < death ? tenYearsAfterOwner : death);
    case 'NotAnEdb':
      return between(addDays(tenYearsAfterOwner, 1), death);
    default:
      return between(addYears(death, -90), death);
  }
}

/**
 * Facts and a decision for an inherited type: `permitted` true gives a decision the matrix permits
 * for the facts, false one it does not. Classes and decisions come from the matrix's own rows.
 * The owner's and beneficiary's birth dates are sent at random; when sent they agree with the
 * facts (the RBD flag follows the owner's applicable age; the beneficiary's fits the class).
 */
export function arbitraryInheritedChoice(
  catalog: Catalog,
  slug: string,
  today: string,
  permitted: boolean,
): fc.Arbitrary<InheritedChoice> {
  const matrix = catalog.inheritedDecisions;
  if (!matrix) throw new Error('arbitraryInheritedChoice: the catalog has no inherited-distribution-decisions matrix');
  const classes = [...new Set(matrix.Rows.flatMap((r) => r.Classes))];
  const roth = matrix.RothTreatedAsDyingBeforeRbd.includes(slug);
  return fc
    .record({
      DecedentDateOfDeath: arbitraryDateOfDeath(matrix, today),
      flag: fc.boolean(),
      BeneficiaryEligibleDesignatedClass: fc.constantFrom(...(classes.length > 0 ? classes : BENEFICIARY_CLASSES)),
      pick: fc.nat(),
      ageAtDeath: fc.integer({ min: 20, max: 100 }),
      sendOwnerBirth: fc.boolean(),
      sendBeneficiaryBirth: fc.boolean(),
    })
    .chain(
      ({
        DecedentDateOfDeath,
        flag,
        BeneficiaryEligibleDesignatedClass,
        pick,
        ageAtDeath,
        sendOwnerBirth,
        sendBeneficiaryBirth,
      }) => {
        const ownerBirth = addDays(addYears(DecedentDateOfDeath, -ageAtDeath), -(pick % 365));
        const rbd = requiredBeginningDate(ownerBirth);
        // Without the owner's birth date the flag is free; with it, it must follow the applicable age.
        const DecedentDiedOnOrAfterRbd =
          sendOwnerBirth && !roth && rbd !== undefined ? DecedentDateOfDeath >= rbd : flag;
        const ok = permittedDecisions(
          matrix,
          slug,
          DecedentDateOfDeath,
          BeneficiaryEligibleDesignatedClass,
          DecedentDiedOnOrAfterRbd,
        );
        const pool = permitted ? ok : DISTRIBUTION_DECISIONS.filter((d) => !ok.includes(d));
        if (pool.length === 0) return fc.constant(undefined);
        return arbitraryBeneficiaryBirth(BeneficiaryEligibleDesignatedClass, ownerBirth, DecedentDateOfDeath).map(
          (beneficiaryBirth): InheritedChoice => ({
            ...(sendOwnerBirth ? { DecedentDateOfBirth: ownerBirth } : {}),
            DecedentDateOfDeath,
            DecedentDiedOnOrAfterRbd,
            BeneficiaryEligibleDesignatedClass,
            BeneficiaryDistributionDecision: pool[pick % pool.length]!,
            ...(sendBeneficiaryBirth && beneficiaryBirth !== undefined
              ? { BeneficiaryDateOfBirth: beneficiaryBirth }
              : {}),
          }),
        );
      },
    )
    .filter((c): c is InheritedChoice => c !== undefined);
}
