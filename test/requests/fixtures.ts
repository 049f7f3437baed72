import { type CreateAccountContext, defaultCatalog } from '../../src/index.js';

export const catalog = defaultCatalog;
export const CLIENT_ID = '11111111-1111-4111-8111-111111111111';
export const INSTITUTION_ID = '22222222-2222-4222-8222-222222222222';
export const TRUSTEE_ID = '33333333-3333-4333-8333-333333333333';
export const PLAN_ID = '44444444-4444-4444-8444-444444444444';
export const EMPLOYER_ID = '55555555-5555-4555-8555-555555555555';
export const RESPONSIBLE_ID = '66666666-6666-4666-8666-666666666666';
export const TODAY = '2026-08-01';

export const ALL_SLUGS = catalog.types.map((t) => t.Slug);
export const ALL_AUTHORITIES = catalog.authorities.map((a) => a.Name);

/** A context in which everything is found, authorized, contracted and ungated. */
export function fullContext(over: Partial<CreateAccountContext> = {}): CreateAccountContext {
  return {
    Client: {
      ClientId: CLIENT_ID,
      ClientType: 'Individual',
      Contact: { FirstName: 'Ada', LastName: 'Lovelace', DateOfBirth: '1990-05-17' },
      ClientStatus: 'Active',
    },
    Institution: { InstitutionId: INSTITUTION_ID, Authorities: ALL_AUTHORITIES },
    ContractedTypes: ALL_SLUGS,
    SatisfiedGates: ALL_SLUGS,
    Today: TODAY,
    ...over,
  };
}

const custodial = { ClientId: CLIENT_ID, InstitutionId: INSTITUTION_ID };
const benefit = { ClientId: CLIENT_ID, EmployerId: EMPLOYER_ID, PlanYear: 2026, AnnualElection: '500.00' };
const deposit = {
  ClientId: CLIENT_ID,
  InstitutionId: INSTITUTION_ID,
  OverdraftPermitted: false,
  AnnualPercentageYield: '0.5',
};
const inherited = {
  ...custodial,
  DecedentDateOfDeath: '2023-03-10',
  DecedentDiedOnOrAfterRbd: false,
  BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
  BeneficiaryDistributionDecision: 'TenYearRule',
};

/** A minimal valid Create Account body for each of the 22 types (named cases, spec 4.2). */
export const MINIMAL: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'inherited-traditional-ira': { AccountTypeCode: 'inherited-traditional-ira', ...inherited },
  'inherited-roth-ira': { AccountTypeCode: 'inherited-roth-ira', ...inherited },
  'emergency-savings-plesa': {
    AccountTypeCode: 'emergency-savings-plesa',
    ...custodial,
    TrusteeId: TRUSTEE_ID,
    PlanId: PLAN_ID,
    IsNonHighlyCompensated: true,
  },
  'employee-stock-ownership-plan': {
    AccountTypeCode: 'employee-stock-ownership-plan',
    ...custodial,
    TrusteeId: TRUSTEE_ID,
    PlanId: PLAN_ID,
  },
  'commuter-benefits': { AccountTypeCode: 'commuter-benefits', ...benefit, UniformCoverage: 'DoesNotApply' },
  'health-care-fsa': { AccountTypeCode: 'health-care-fsa', ...benefit, UniformCoverage: 'Applies' },
  'health-reimbursement-arrangement': {
    AccountTypeCode: 'health-reimbursement-arrangement',
    ...benefit,
    UniformCoverage: 'Applies',
  },
  'lifestyle-spending-account': {
    AccountTypeCode: 'lifestyle-spending-account',
    ...benefit,
    UniformCoverage: 'DoesNotApply',
  },
  'dependent-care-fsa': { AccountTypeCode: 'dependent-care-fsa', ...benefit, UniformCoverage: 'DoesNotApply' },
  'child-roth-ira': { AccountTypeCode: 'child-roth-ira', ...custodial, ResponsibleIndividualId: RESPONSIBLE_ID },
  'spousal-roth-ira': { AccountTypeCode: 'spousal-roth-ira', ...custodial },
  'roth-ira': { AccountTypeCode: 'roth-ira', ...custodial },
  'traditional-ira': { AccountTypeCode: 'traditional-ira', ...custodial },
  'coverdell-esa': { AccountTypeCode: 'coverdell-esa', ...custodial, BeneficiaryDateOfBirth: '2015-06-01' },
  'sarsep-ira': { AccountTypeCode: 'sarsep-ira', ...custodial, ArrangementEstablishedDate: '1995-01-01' },
  'simple-ira': { AccountTypeCode: 'simple-ira', ...custodial },
  'sep-ira': { AccountTypeCode: 'sep-ira', ...custodial },
  'irrevocable-trust': { AccountTypeCode: 'irrevocable-trust', ...custodial },
  'demand-deposit-checking': { AccountTypeCode: 'demand-deposit-checking', ...deposit, ProductType: 'Checking' },
  'money-market-deposit-account': {
    AccountTypeCode: 'money-market-deposit-account',
    ...deposit,
    ProductType: 'MoneyMarketDeposit',
  },
  'time-deposit-certificate': {
    AccountTypeCode: 'time-deposit-certificate',
    ...deposit,
    ProductType: 'TimeDeposit',
    EarlyWithdrawalPenaltyDisclosed: true,
  },
  'health-savings-account': {
    AccountTypeCode: 'health-savings-account',
    ...custodial,
    CoverageTier: 'SelfOnly',
    HighDeductiblePlanStartDate: '2026-01-01',
  },
  'trump-account': {
    AccountTypeCode: 'trump-account',
    ...custodial,
    BeneficiaryDateOfBirth: '2015-03-01',
    AccountOrigin: 'Rollover',
  },
};

export function minimal(slug: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  const base = MINIMAL[slug];
  if (!base) throw new Error(`no minimal request for ${slug}`);
  return { ...base, ...over };
}

export function without(obj: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  const out = { ...obj };
  for (const k of keys) delete out[k];
  return out;
}
