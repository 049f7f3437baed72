import type { Catalog } from '../catalog/types.js';
import type { BeneficiaryOwnerFacts, SpousalConsentRequirement } from './types.js';

/**
 * Whether a married owner's non-spouse primary beneficiary needs the spouse's written consent:
 * always in a plan account (a PlanHolding nature: 26 U.S.C. 401(a)(11), 417(a)(2)), and for any
 * other account where the owner is domiciled in a community-property state (the catalog's list:
 * the spouse owns half of what was earned during the marriage). Facts not given leave the answer
 * null and are named in Unchecked; the rule is never assumed either way.
 */
export function spousalConsentRequirement(catalog: Catalog, facts: BeneficiaryOwnerFacts): SpousalConsentRequirement {
  const cp = catalog.communityProperty;
  const type = typeof facts?.AccountTypeCode === 'string' ? catalog.typeBySlug.get(facts.AccountTypeCode) : undefined;
  const married = facts?.OwnerIsMarried;
  const plan = cp !== undefined && type !== undefined && cp.PlanSpousalConsent.Natures.includes(type.Nature);
  if (married === false) return { Required: false, Reason: 'The owner is not married.', Unchecked: [] };
  if (plan) {
    const source = cp.PlanSpousalConsent.Source;
    if (married === true)
      return {
        Required: true,
        Reason:
          `A ${type.Slug} is a plan account: a married participant's death benefit goes to the spouse unless ` +
          `the spouse consents in writing.`,
        Source: source,
        Unchecked: [],
      };
    return {
      Required: null,
      Reason: 'OwnerIsMarried was not given (a plan account).',
      Source: source,
      Unchecked: ['OwnerIsMarried'],
    };
  }
  if (cp === undefined)
    return {
      Required: null,
      Reason: 'The catalog has no rules/community-property-states.json.',
      Unchecked: ['CommunityPropertyStates'],
    };
  const stateCode = facts?.OwnerStateOfResidence;
  if (typeof stateCode !== 'string' || !/^[A-Za-z]{2}$/.test(stateCode))
    return {
      Required: null,
      Reason:
        `OwnerStateOfResidence was ` +
        `${typeof stateCode === 'string' ? 'not a two-letter USPS code' : 'not given'}, so community property ` +
        `was not checked.`,
      Unchecked: married === true ? ['OwnerStateOfResidence'] : ['OwnerStateOfResidence', 'OwnerIsMarried'],
    };
  const state = cp.States.find((s) => s.Code === stateCode.toUpperCase());
  if (state === undefined)
    return {
      Required: false,
      Reason: `${stateCode.slice(0, 8)} is not a community-property state of the catalog.`,
      Unchecked: [],
    };
  if (married === true)
    return {
      Required: true,
      Reason: `The owner lives in ${state.Name}, a community-property state, and is married.`,
      Source: state.Source,
      Unchecked: [],
    };
  return {
    Required: null,
    Reason: `The owner lives in ${state.Name}, a community-property state; OwnerIsMarried was not given.`,
    Source: state.Source,
    Unchecked: ['OwnerIsMarried'],
  };
}
