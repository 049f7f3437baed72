// The permissible reasons for missing the 60-day rollover deadline that an owner may
// self-certify to the receiving IRA's custodian: Rev. Proc. 2016-47 sec. 3.02(2)(a)-(k) and the
// reason Rev. Proc. 2020-46 added (a distribution made to a state unclaimed property fund).

export const SELF_CERTIFICATION_REASONS = [
  'FinancialInstitutionError',
  'CheckMisplacedNeverCashed',
  'DepositedIntoAccountMistakenForRetirementPlan',
  'PrincipalResidenceSeverelyDamaged',
  'FamilyMemberDied',
  'SeriousIllness',
  'Incarceration',
  'ForeignCountryRestrictions',
  'PostalError',
  'LevyProceedsReturned',
  'DistributorDelayedInformation',
  'StateUnclaimedPropertyFund',
] as const;
export type SelfCertificationReason = (typeof SELF_CERTIFICATION_REASONS)[number];

/** Each reason as the revenue procedure states it (our words), with its paragraph. */
export const SELF_CERTIFICATION_REASON_TEXT: Readonly<Record<SelfCertificationReason, string>> = {
  FinancialInstitutionError:
    'an error was made by the financial institution receiving the contribution or making the distribution ' +
    '(Rev. Proc. 2016-47 sec. 3.02(2)(a))',
  CheckMisplacedNeverCashed:
    'the distribution was paid by check, and the check was misplaced and never cashed (3.02(2)(b))',
  DepositedIntoAccountMistakenForRetirementPlan:
    'the distribution was deposited into, and stayed in, an account the owner mistakenly thought was an ' +
    'eligible retirement plan (3.02(2)(c))',
  PrincipalResidenceSeverelyDamaged: "the owner's principal residence was severely damaged (3.02(2)(d))",
  FamilyMemberDied: "a member of the owner's family died (3.02(2)(e))",
  SeriousIllness: "the owner or a member of the owner's family was seriously ill (3.02(2)(f))",
  Incarceration: 'the owner was incarcerated (3.02(2)(g))',
  ForeignCountryRestrictions: 'restrictions were imposed by a foreign country (3.02(2)(h))',
  PostalError: 'a postal error occurred (3.02(2)(i))',
  LevyProceedsReturned:
    'the distribution was made on account of a levy under 26 U.S.C. 6331 and the proceeds of the levy were ' +
    'returned to the owner (3.02(2)(j))',
  DistributorDelayedInformation:
    'the party making the distribution delayed information the receiving IRA needed to complete the ' +
    "rollover, despite the owner's reasonable efforts to obtain it (3.02(2)(k))",
  StateUnclaimedPropertyFund:
    'the distribution was made to a state unclaimed property fund (added by Rev. Proc. 2020-46 sec. 3.02(2)(l))',
};
