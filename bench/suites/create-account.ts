import { defaultCatalog, validateCreateAccount } from '../../src/index.js';
import { type BenchRow, measureSync } from '../types.js';

// Create Account validation (design.md section 2a): a mix of valid requests of three natures
// and one invalid request, against looked-up client and institution records.

type Ctx = Parameters<typeof validateCreateAccount>[2];

const CLIENT = 'c0a8012e-7b3f-4c1d-9e2a-5f6b7c8d9e01';
const INSTITUTION = '5d1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const TRUSTEE = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const PLAN = '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';
const EMPLOYER = '2b3c4d5e-6f7a-4b9c-8d1e-2f3a4b5c6d7e';

const ctx: Ctx = {
  Client: {
    ClientId: CLIENT,
    ClientType: 'Individual',
    Contact: { FirstName: 'Ada', LastName: 'Lovelace', DateOfBirth: '1980-12-10' },
    ClientStatus: 'Active',
  },
  Institution: { InstitutionId: INSTITUTION, Authorities: ['Bank', 'ErisaTrustee', 'InsuredDepositoryInstitution'] },
  ContractedTypes: defaultCatalog.types.map((t) => t.Slug),
  SatisfiedGates: defaultCatalog.types.map((t) => t.Slug),
  Today: '2026-03-02',
};

const REQUESTS: readonly { readonly body: Record<string, unknown>; readonly valid: boolean }[] = [
  {
    body: { ClientId: CLIENT, AccountTypeCode: 'sep-ira', InstitutionId: INSTITUTION, ProviderReferenceId: 'bench-1' },
    valid: true,
  },
  {
    body: {
      ClientId: CLIENT,
      AccountTypeCode: 'inherited-traditional-ira',
      InstitutionId: INSTITUTION,
      DecedentDateOfDeath: '2024-05-01',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
    },
    valid: true,
  },
  {
    body: {
      ClientId: CLIENT,
      AccountTypeCode: 'employee-stock-ownership-plan',
      InstitutionId: INSTITUTION,
      TrusteeId: TRUSTEE,
      PlanId: PLAN,
    },
    valid: true,
  },
  {
    body: {
      ClientId: CLIENT,
      AccountTypeCode: 'health-care-fsa',
      EmployerId: EMPLOYER,
      PlanYear: 2026,
      AnnualElection: '2500.00',
      UniformCoverage: 'Applies',
    },
    valid: true,
  },
  { body: { ClientId: 'not-a-guid', AccountTypeCode: 'sep-ira', TaxType: 'Deferred' }, valid: false },
];

export default async function createAccountSuite(): Promise<BenchRow[]> {
  const unexpected = REQUESTS.flatMap((r, i) => {
    const res = validateCreateAccount(defaultCatalog, r.body, ctx);
    return res.ok === r.valid ? [] : [`request ${i}: ${res.ok ? 'accepted' : res.ErrorCode}`];
  });
  const ops = measureSync((n) => {
    let acc = 0;
    for (let i = 0; i < n; i++)
      acc += validateCreateAccount(defaultCatalog, REQUESTS[i % REQUESTS.length]!.body, ctx).ok ? 1 : 0;
    return acc;
  });
  return [
    {
      Group: 'create account',
      Name: `validateCreateAccount (mix of ${REQUESTS.length}: 4 valid, 1 invalid)`,
      OpsPerSecond: ops,
      Baseline: true,
      Note: unexpected.length === 0 ? 'requests/s' : `requests/s; unexpected outcomes: ${unexpected.join('; ')}`,
    },
  ];
}
