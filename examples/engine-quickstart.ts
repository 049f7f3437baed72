// The README's engine example, run by test/readme/quickstart.test.ts so it cannot rot.
import {
  defaultCatalog,
  inheritedIraSchedule,
  requiredDistributionAmount,
  resolveAvailability,
  validateCreateAccount,
} from '../src/index.js';

// 1. Which account types may this institution and provider open, and why not?
const availability = resolveAvailability(defaultCatalog, {
  Authorities: ['StateTrustCompany'],
  ContractedTypes: ['sep-ira', 'emergency-savings-plesa'],
  SatisfiedGates: [],
});
const plesa = availability.find((t) => t.Slug === 'emergency-savings-plesa');
// plesa.Available === false; plesa.Reasons names the unmet ErisaTrustee group and the gate.

// 2. Is this Create Account request valid, and if not, exactly why?
const result = validateCreateAccount(
  defaultCatalog,
  {
    ClientId: '5b1f6f0e-8c1d-4d39-9a47-0d2b1f3c9e11',
    AccountTypeCode: 'employee-stock-ownership-plan',
    InstitutionId: '0f8e2a64-3d7c-4f5e-9b1a-2c6d8e4f0a13',
    PlanId: '7a3c9e51-2b4d-4c6f-8e0a-1d3f5b7c9e24',
  },
  {
    Client: {
      ClientId: '5b1f6f0e-8c1d-4d39-9a47-0d2b1f3c9e11',
      ClientType: 'Individual',
      Contact: { FirstName: 'Ada', LastName: 'Byron' },
      ClientStatus: 'Active',
    },
    Institution: {
      InstitutionId: '0f8e2a64-3d7c-4f5e-9b1a-2c6d8e4f0a13',
      Authorities: ['ErisaTrustee', 'Bank'],
    },
    ContractedTypes: ['employee-stock-ownership-plan'],
    SatisfiedGates: ['employee-stock-ownership-plan'],
    Today: '2026-11-22',
  },
);
// result.ok === false, result.ErrorCode === 'TrusteeRequired'

// 3. An inherited IRA schedule: owner died in 2021 after the RBD, a non-EDB beneficiary.
const schedule = inheritedIraSchedule(defaultCatalog, {
  AccountTypeCode: 'inherited-traditional-ira',
  DecedentDateOfBirth: '1945-03-10',
  DecedentDateOfDeath: '2021-06-01',
  DecedentDiedOnOrAfterRbd: true,
  BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
  BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
  BeneficiaryDateOfBirth: '1975-08-20',
});
const amount = requiredDistributionAmount('33.3', '100000.00'); // "3003.00"

export { amount, plesa, result, schedule };
