import type { DecisionReason } from '../../decisions/decision.js';
import { DISTRIBUTION_CODES_SOURCE, type DistributionCode } from '../distribution-codes.js';
import type { RothDistributionCircumstance, RothDistributionResult } from '../roth-distribution.js';

// A Roth IRA distribution's codes (Guide to Distribution Codes: J, Q, T; Q and T are never
// combined with another code) and the reason that says why.

/** J before 59 1/2 (not for death or disability); else Q when the five-year period is met, T when not known. */
export function rothCodes(
  r: RothDistributionResult,
  circumstance: RothDistributionCircumstance,
  reached: boolean | null,
): DistributionCode[] | null {
  const exempt = circumstance === 'Death' || circumstance === 'Disability' || reached === true;
  if (!exempt && reached === null) return null;
  if (!exempt) return ['J'];
  return r.FiveYearPeriodMet === true ? ['Q'] : ['T'];
}

/** The DistributionCode reason for the codes rothCodes gave. */
export function rothCodesReason(codes: readonly DistributionCode[] | null): DecisionReason {
  return {
    Rule: 'DistributionCode',
    Message:
      codes === null
        ? "the code (J, Q or T) depends on 59 1/2: the owner's date of birth was not given"
        : codes[0] === 'J'
          ? 'a Roth IRA distribution before 59 1/2 (not for death or disability): code J'
          : codes[0] === 'Q'
            ? 'the five-year period is met and the owner is 59 1/2, disabled or dead: code Q'
            : 'the owner is 59 1/2, disabled or dead but the five-year period is not known to be met: code T',
    Source: DISTRIBUTION_CODES_SOURCE,
  };
}
