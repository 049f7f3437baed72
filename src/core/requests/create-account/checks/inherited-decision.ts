import { REMOVED_DISTRIBUTION_DECISIONS } from '../../../catalog/enums.js';
import type { OpeningCheck } from '../../../catalog/opening-check-schema.js';
import type { DecisionMatrixFile } from '../../../catalog/schema.js';
import { type CheckInput, type CheckOutcome, ruleError } from './check-input.js';

type Check = Extract<OpeningCheck, { Kind: 'InheritedDistributionDecision' }>;
type Regime = DecisionMatrixFile['Regimes'][number]['Regime'];

// The check's inputs are the four inherited-IRA fields of spec 4.2; their names are fixed by the spec.
const DOD = 'DecedentDateOfDeath';
const RBD = 'DecedentDiedOnOrAfterRbd';
const CLASS = 'BeneficiaryEligibleDesignatedClass';
const DECISION = 'BeneficiaryDistributionDecision';

export interface DecisionFacts {
  readonly Regime: Regime;
  /** DecedentDiedOnOrAfterRbd as the matrix reads it (false for Roth types, whatever was sent). */
  readonly EffectiveDiedOnOrAfterRbd: boolean;
  readonly RbdForcedBefore: boolean;
  readonly Permitted: readonly string[];
  readonly Source: string;
}

/**
 * The regime by date of death: the first Regimes entry whose bounds hold (DeathsBefore exclusive, DeathsOnOrAfter
 * inclusive).
 */
export function regimeFor(matrix: DecisionMatrixFile, dateOfDeath: string): Regime | undefined {
  for (const r of matrix.Regimes) {
    if (r.DeathsBefore !== undefined && !(dateOfDeath < r.DeathsBefore)) continue;
    if (r.DeathsOnOrAfter !== undefined && dateOfDeath < r.DeathsOnOrAfter) continue;
    return r.Regime;
  }
  return undefined;
}

/** The permitted decisions for the facts, read from catalog/rules/inherited-distribution-decisions.json. */
export function permittedDecisions(
  matrix: DecisionMatrixFile,
  slug: string,
  q: {
    readonly DecedentDateOfDeath: string;
    readonly DecedentDiedOnOrAfterRbd: boolean;
    readonly BeneficiaryEligibleDesignatedClass: string;
  },
): DecisionFacts | undefined {
  const regime = regimeFor(matrix, q.DecedentDateOfDeath);
  if (regime === undefined) return undefined;
  const forced = matrix.RothTreatedAsDyingBeforeRbd.includes(slug);
  const rbd = forced ? false : q.DecedentDiedOnOrAfterRbd;
  const row = matrix.Rows.find(
    (r) =>
      r.Regime === regime &&
      r.DecedentDiedOnOrAfterRbd === rbd &&
      (r.Classes as readonly string[]).includes(q.BeneficiaryEligibleDesignatedClass),
  );
  return {
    Regime: regime,
    EffectiveDiedOnOrAfterRbd: rbd,
    RbdForcedBefore: forced,
    Permitted: row?.Permitted ?? [],
    Source: forced ? `${row?.Source ?? 'no matrix row'}; ${matrix.RothSource}` : (row?.Source ?? 'no matrix row'),
  };
}

/** The decision must be one the regime, the beneficiary class and the RBD fact permit. */
export function checkInheritedDecision(input: CheckInput, check: Check): CheckOutcome {
  const out: CheckOutcome = { errors: [], warnings: [] };
  const dod = input.values[DOD];
  const rbd = input.values[RBD];
  const cls = input.values[CLASS];
  const decision = input.values[DECISION];
  if (typeof dod !== 'string' || typeof rbd !== 'boolean' || typeof cls !== 'string' || typeof decision !== 'string')
    return out;
  // the ValueRemoved check speaks
  if ((REMOVED_DISTRIBUTION_DECISIONS as readonly string[]).includes(decision)) return out;
  const matrix = input.catalog.inheritedDecisions;
  if (!matrix) {
    out.errors.push(
      ruleError(
        input,
        DECISION,
        check.ErrorCode,
        'The catalog has no inherited-distribution-decisions matrix, so no decision can be confirmed.',
      ),
    );
    return out;
  }
  const facts = permittedDecisions(matrix, input.type.Slug, {
    DecedentDateOfDeath: dod,
    DecedentDiedOnOrAfterRbd: rbd,
    BeneficiaryEligibleDesignatedClass: cls,
  });
  if (facts?.RbdForcedBefore && rbd) {
    out.warnings.push({
      Code: 'RbdTreatedAsBefore',
      Message:
        `DecedentDiedOnOrAfterRbd is true, but for ${input.type.Slug} the owner is always treated as dying ` +
        `before the required beginning date (${matrix.RothSource}); the distribution rules read it as false.`,
    });
  }
  if (facts?.Permitted.includes(decision)) return out;
  const when = facts ? `${facts.EffectiveDiedOnOrAfterRbd ? 'on or after' : 'before'} the required beginning date` : '';
  const roth = facts?.RbdForcedBefore
    ? ` (${input.type.Slug}: a Roth IRA owner is always treated as dying before the required beginning date)`
    : '';
  const permitted =
    facts && facts.Permitted.length > 0 ? facts.Permitted.join(', ') : 'none (no row of the matrix covers these facts)';
  const finding = facts
    ? `${decision} is not permitted for a ${cls} beneficiary when the owner died ${when}${roth}, under the ` +
      `${facts.Regime} regime (date of death ${dod}). Permitted decisions: ${permitted}. Matrix source: ` +
      `${facts.Source}.`
    : `No regime of the matrix covers the date of death ${dod}. Permitted decisions: none.`;
  out.errors.push(ruleError(input, DECISION, check.ErrorCode, finding));
  return out;
}
