// Exceptions to the 10 percent additional tax on early distributions (26 U.S.C. 72(t)(2)) that a
// withdrawal may claim, with what each needs and how the payer reports it. Death and disability
// are DistributionReasons of their own; age 59 1/2 needs no claim. Dollar limits are catalog
// parameters (catalog/parameters/), read for the distribution date.

export const EARLY_DISTRIBUTION_EXCEPTIONS = [
  'SubstantiallyEqualPeriodicPayments',
  'MedicalExpenses',
  'HealthInsurancePremiumsUnemployed',
  'HigherEducation',
  'FirstHome',
  'QualifiedReservist',
  'BirthOrAdoption',
  'EmergencyPersonalExpense',
  'DomesticAbuseVictim',
  'TerminalIllness',
  'QualifiedDisaster',
  'IrsLevy',
  'SeparationFromServiceAge55',
  'QualifiedDomesticRelationsOrder',
] as const;
export type EarlyDistributionException = (typeof EARLY_DISTRIBUTION_EXCEPTIONS)[number];

export function isEarlyDistributionException(v: unknown): v is EarlyDistributionException {
  return typeof v === 'string' && (EARLY_DISTRIBUTION_EXCEPTIONS as readonly string[]).includes(v);
}

/** Which accounts an exception is for: IRAs only, employer plans only, or both. */
export type ExceptionScope = 'Both' | 'IraOnly' | 'PlanOnly';

export interface EarlyDistributionExceptionRule {
  readonly Exception: EarlyDistributionException;
  readonly Scope: ExceptionScope;
  /**
   * Box 7 code the payer reports before 59 1/2 when this exception is claimed: '1' where the
   * instructions say to use Code 1 even so (the recipient claims it on Form 5329), '2' where the
   * payer knows the exception applies (docs/decisions/41-money-out-rules.md).
   */
  readonly PayerCode: '1' | '2';
  /** Catalog parameter holding the dollar limit, if the statute sets one. */
  readonly LimitParameter?: string;
  /**
   * Set where the statute says a plan distribution of this kind is not an eligible rollover
   * distribution for sections 401(a)(31), 402(f) and 3405 (no 20 percent): its source.
   */
  readonly NotEligibleRolloverDistribution?: string;
  readonly Source: string;
}

const CODE_1_SOURCE =
  'Instructions for Forms 1099-R and 5498, Guide to Distribution Codes, Code 1 ("use Code 1 even if the ' +
  'distribution is made for medical expenses, health insurance premiums, qualified higher education ' +
  'expenses, a first-time home purchase, a qualified reservist distribution, or a qualified birth or ' +
  'adoption distribution under section 72(t)(2)(B), (D), (E), (F), (G), or (H)")';
const NOT_ERD_SOURCE =
  'treated as not an eligible rollover distribution "for purposes of sections 401(a)(31), 402(f), and 3405" ' +
  '(no direct-rollover offer, no 402(f) notice, no 20 percent withholding; 3405(b) applies instead)';
const notErd = (what: string) => `${what} is ${NOT_ERD_SOURCE}`;
const CODE_2_SOURCE =
  'Instructions for Forms 1099-R and 5498, Guide to Distribution Codes, Code 2 (the payer knows an ' +
  'exception under section 72(q), (t), (u) or (v) applies that is not reported with Code 1, 3 or 4)';

export const EARLY_DISTRIBUTION_EXCEPTION_RULES: Readonly<
  Record<EarlyDistributionException, EarlyDistributionExceptionRule>
> = {
  SubstantiallyEqualPeriodicPayments: {
    Exception: 'SubstantiallyEqualPeriodicPayments',
    Scope: 'Both',
    PayerCode: '2',
    Source: `26 U.S.C. 72(t)(2)(A)(iv), (t)(4) (recapture on a modification); Notice 2022-6; ${CODE_2_SOURCE}`,
  },
  MedicalExpenses: {
    Exception: 'MedicalExpenses',
    Scope: 'Both',
    PayerCode: '1',
    Source:
      `26 U.S.C. 72(t)(2)(B) (up to the medical expenses deductible under section 213, over 7.5 percent of ` +
      `AGI); ${CODE_1_SOURCE}`,
  },
  HealthInsurancePremiumsUnemployed: {
    Exception: 'HealthInsurancePremiumsUnemployed',
    Scope: 'IraOnly',
    PayerCode: '1',
    Source:
      `26 U.S.C. 72(t)(2)(D) (IRAs only: health insurance premiums after 12 weeks of unemployment ` +
      `compensation); ${CODE_1_SOURCE}`,
  },
  HigherEducation: {
    Exception: 'HigherEducation',
    Scope: 'IraOnly',
    PayerCode: '1',
    Source:
      `26 U.S.C. 72(t)(2)(E), (t)(7) (IRAs only: qualified higher education expenses of the year); ` +
      `${CODE_1_SOURCE}`,
  },
  FirstHome: {
    Exception: 'FirstHome',
    Scope: 'IraOnly',
    PayerCode: '1',
    LimitParameter: 'first_home_distribution_lifetime_limit',
    Source: `26 U.S.C. 72(t)(2)(F), (t)(8) (IRAs only: $10,000 lifetime); ${CODE_1_SOURCE}`,
  },
  QualifiedReservist: {
    Exception: 'QualifiedReservist',
    Scope: 'Both',
    PayerCode: '1',
    Source: `26 U.S.C. 72(t)(2)(G) (a reservist ordered to active duty for more than 179 days); ${CODE_1_SOURCE}`,
  },
  BirthOrAdoption: {
    Exception: 'BirthOrAdoption',
    Scope: 'Both',
    PayerCode: '1',
    LimitParameter: 'birth_or_adoption_distribution_limit_per_child',
    NotEligibleRolloverDistribution: notErd(
      '26 U.S.C. 72(t)(2)(H)(vi)(II): a qualified birth or adoption distribution',
    ),
    Source:
      `26 U.S.C. 72(t)(2)(H) ($5,000 per child, within one year after the birth or the adoption); ` +
      `${CODE_1_SOURCE}`,
  },
  EmergencyPersonalExpense: {
    Exception: 'EmergencyPersonalExpense',
    Scope: 'Both',
    PayerCode: '2',
    LimitParameter: 'emergency_personal_expense_distribution_limit',
    NotEligibleRolloverDistribution: notErd(
      '26 U.S.C. 72(t)(2)(I) (rules like (H)(vi)): an emergency personal expense distribution',
    ),
    Source:
      `26 U.S.C. 72(t)(2)(I) (one a calendar year, at most $1,000 and the vested balance over $1,000; none ` +
      `in the next three years unless repaid or re-contributed); Notice 2024-55 (the payer may rely on the ` +
      `owner's written certification); ${CODE_2_SOURCE}`,
  },
  DomesticAbuseVictim: {
    Exception: 'DomesticAbuseVictim',
    Scope: 'Both',
    PayerCode: '2',
    LimitParameter: 'domestic_abuse_victim_distribution_limit',
    NotEligibleRolloverDistribution: notErd(
      '26 U.S.C. 72(t)(2)(K) (rules like (H)(vi)): a domestic abuse victim distribution',
    ),
    Source:
      `26 U.S.C. 72(t)(2)(K) (within one year after the abuse; the lesser of the indexed limit and 50 ` +
      `percent of the vested balance, less earlier ones); Notice 2024-55 (self-certification); ` +
      `${CODE_2_SOURCE}`,
  },
  TerminalIllness: {
    Exception: 'TerminalIllness',
    Scope: 'Both',
    PayerCode: '2',
    Source:
      `26 U.S.C. 72(t)(2)(L) (certified by a physician as terminally ill: death expected within 84 months); ` +
      `Notice 2024-2 section 3.F; ${CODE_2_SOURCE}`,
  },
  QualifiedDisaster: {
    Exception: 'QualifiedDisaster',
    Scope: 'Both',
    PayerCode: '2',
    LimitParameter: 'qualified_disaster_recovery_distribution_limit',
    NotEligibleRolloverDistribution: notErd('26 U.S.C. 72(t)(11): a qualified disaster recovery distribution'),
    Source:
      `26 U.S.C. 72(t)(2)(M), (t)(11) ($22,000 per federally declared disaster, within 180 days after the ` +
      `later of the incident's first day and the declaration); ${CODE_2_SOURCE}`,
  },
  IrsLevy: {
    Exception: 'IrsLevy',
    Scope: 'Both',
    PayerCode: '2',
    Source: `26 U.S.C. 72(t)(2)(A)(vii) (an IRS levy under section 6331); ${CODE_2_SOURCE}`,
  },
  SeparationFromServiceAge55: {
    Exception: 'SeparationFromServiceAge55',
    Scope: 'PlanOnly',
    PayerCode: '2',
    Source:
      `26 U.S.C. 72(t)(2)(A)(v) (plans only, not IRAs: separation from service in or after the year of ` +
      `reaching 55); ${CODE_2_SOURCE}`,
  },
  QualifiedDomesticRelationsOrder: {
    Exception: 'QualifiedDomesticRelationsOrder',
    Scope: 'PlanOnly',
    PayerCode: '2',
    Source: `26 U.S.C. 72(t)(2)(C) (plans only, not IRAs: paid to an alternate payee under a QDRO); ${CODE_2_SOURCE}`,
  },
};
