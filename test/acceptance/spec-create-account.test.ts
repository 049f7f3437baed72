// Acceptance: spec 4.2 Create Account, field by field, with bodies built only from the spec's tables.
import { describe, expect, it } from 'vitest';
import { validateCreateAccount } from '../../src/index.js';
import {
  CLIENT_ID,
  catalog,
  context,
  EMPLOYER_ID,
  INSTITUTION_ID,
  PLAN_ID,
  RESPONSIBLE_ID,
  SPEC_AUTHORITIES,
  TRUSTEE_ID,
} from './helpers.js';

type Body = Record<string, unknown>;

const custodial = { ClientId: CLIENT_ID, InstitutionId: INSTITUTION_ID };
const benefit = { ClientId: CLIENT_ID, EmployerId: EMPLOYER_ID, PlanYear: 2026, AnnualElection: 1000 };
const deposit = {
  ClientId: CLIENT_ID,
  InstitutionId: INSTITUTION_ID,
  OverdraftPermitted: false,
  AnnualPercentageYield: 0.5,
};

// Spec 4.2: common fields plus "Type-specific additional fields (all required unless stated)".
// Values of the inherited enums: the spec names NotAnEdb and TenYearRuleWithAnnualRmd; design.md 2 the rest.
const SPEC_BODIES: Readonly<Record<string, { body: Body; required: readonly string[] }>> = {
  'inherited-traditional-ira': {
    body: {
      ...custodial,
      DecedentDateOfDeath: '2024-02-10',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
    },
    required: [
      'ClientId',
      'InstitutionId',
      'DecedentDateOfDeath',
      'DecedentDiedOnOrAfterRbd',
      'BeneficiaryEligibleDesignatedClass',
      'BeneficiaryDistributionDecision',
    ],
  },
  'inherited-roth-ira': {
    body: {
      ...custodial,
      DecedentDateOfDeath: '2024-02-10',
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRule',
    },
    required: [
      'ClientId',
      'InstitutionId',
      'DecedentDateOfDeath',
      'DecedentDiedOnOrAfterRbd',
      'BeneficiaryEligibleDesignatedClass',
      'BeneficiaryDistributionDecision',
    ],
  },
  'emergency-savings-plesa': {
    body: { ...custodial, TrusteeId: TRUSTEE_ID, PlanId: PLAN_ID, IsNonHighlyCompensated: true },
    required: ['ClientId', 'InstitutionId', 'PlanId', 'IsNonHighlyCompensated'],
  },
  'employee-stock-ownership-plan': {
    body: { ...custodial, TrusteeId: TRUSTEE_ID, PlanId: PLAN_ID },
    required: ['ClientId', 'InstitutionId', 'PlanId'],
  },
  'child-roth-ira': {
    body: { ...custodial, ResponsibleIndividualId: RESPONSIBLE_ID },
    required: ['ClientId', 'InstitutionId', 'ResponsibleIndividualId'],
  },
  'coverdell-esa': { body: { ...custodial }, required: ['ClientId', 'InstitutionId'] },
  'sarsep-ira': { body: { ...custodial }, required: ['ClientId', 'InstitutionId'] },
  'simple-ira': { body: { ...custodial }, required: ['ClientId', 'InstitutionId'] },
  'spousal-roth-ira': { body: { ...custodial }, required: ['ClientId', 'InstitutionId'] },
  'sep-ira': { body: { ...custodial }, required: ['ClientId', 'InstitutionId'] },
  'irrevocable-trust': { body: { ...custodial }, required: ['ClientId', 'InstitutionId'] },
  'demand-deposit-checking': {
    body: { ...deposit, ProductType: 'Checking' },
    required: ['ClientId', 'InstitutionId', 'ProductType', 'OverdraftPermitted', 'AnnualPercentageYield'],
  },
  'money-market-deposit-account': {
    body: { ...deposit, ProductType: 'MoneyMarketDeposit' },
    required: ['ClientId', 'InstitutionId', 'ProductType', 'OverdraftPermitted', 'AnnualPercentageYield'],
  },
  'time-deposit-certificate': {
    body: { ...deposit, ProductType: 'TimeDeposit' },
    required: ['ClientId', 'InstitutionId', 'ProductType', 'OverdraftPermitted', 'AnnualPercentageYield'],
  },
  'commuter-benefits': {
    body: { ...benefit, UniformCoverage: 'DoesNotApply' },
    required: ['ClientId', 'EmployerId', 'PlanYear', 'AnnualElection', 'UniformCoverage'],
  },
  'health-care-fsa': {
    body: { ...benefit, UniformCoverage: 'Applies' },
    required: ['ClientId', 'EmployerId', 'PlanYear', 'AnnualElection', 'UniformCoverage'],
  },
  'health-reimbursement-arrangement': {
    body: { ...benefit, UniformCoverage: 'Applies' },
    required: ['ClientId', 'EmployerId', 'PlanYear', 'AnnualElection', 'UniformCoverage'],
  },
  'lifestyle-spending-account': {
    body: { ...benefit, UniformCoverage: 'DoesNotApply' },
    required: ['ClientId', 'EmployerId', 'PlanYear', 'AnnualElection', 'UniformCoverage'],
  },
  'dependent-care-fsa': {
    body: { ...benefit, UniformCoverage: 'DoesNotApply' },
    required: ['ClientId', 'EmployerId', 'PlanYear', 'AnnualElection', 'UniformCoverage'],
  },
  // design.md 2: roth-ira takes the same parameters as the other Roth IRAs (none beyond the common ones).
  'roth-ira': { body: { ...custodial }, required: ['ClientId', 'InstitutionId'] },
};

function create(slug: string, body: Body, ctx = context()) {
  return validateCreateAccount(catalog, { AccountTypeCode: slug, ...body }, ctx);
}

function without(body: Body, key: string): Body {
  const out = { ...body };
  delete out[key];
  return out;
}

describe('spec 4.2 Create Account: bodies built only from the spec are accepted', () => {
  for (const [slug, { body }] of Object.entries(SPEC_BODIES)) {
    it(`spec 4.2: a ${slug} body with exactly the spec's fields is accepted`, () => {
      const r = create(slug, body);
      if (!r.ok) expect.fail(`${slug}: ${r.ErrorCode} ${r.Message}`);
      expect(r.value.AccountTypeCode).toBe(slug);
    });
  }
});

describe('spec 4.2 Create Account: each missing required field is refused, naming the field', () => {
  for (const [slug, { body, required }] of Object.entries(SPEC_BODIES)) {
    for (const field of required) {
      it(`spec 4.2: ${slug} without ${field} gives InvalidRequest naming ${field}`, () => {
        const r = create(slug, without(body, field));
        if (r.ok) expect.fail('accepted');
        expect(r.ErrorCode).toBe('InvalidRequest');
        expect(r.Errors?.map((e) => e.FieldName)).toContain(field);
      });
    }
  }

  it('spec 4.2: a body without AccountTypeCode is InvalidRequest naming AccountTypeCode', () => {
    const r = validateCreateAccount(catalog, { ...custodial }, context());
    if (r.ok) expect.fail('accepted');
    expect(r.ErrorCode).toBe('InvalidRequest');
    expect(r.Errors?.map((e) => e.FieldName)).toContain('AccountTypeCode');
  });

  for (const slug of ['emergency-savings-plesa', 'employee-stock-ownership-plan']) {
    it(`spec 4.2 and 7.2: ${slug} (PlanHolding) without TrusteeId gives TrusteeRequired; null is not a trustee`, () => {
      const body = SPEC_BODIES[slug]?.body ?? {};
      for (const b of [without(body, 'TrusteeId'), { ...body, TrusteeId: null }]) {
        const r = create(slug, b);
        if (r.ok) expect.fail('accepted');
        expect(r.ErrorCode).toBe('TrusteeRequired');
        expect(r.Errors?.map((e) => e.FieldName)).toContain('TrusteeId');
      }
    });
  }
});

describe('spec 4.2 Create Account: per-nature rules', () => {
  const benefitTypes = [
    'commuter-benefits',
    'health-care-fsa',
    'health-reimbursement-arrangement',
    'lifestyle-spending-account',
    'dependent-care-fsa',
  ];
  const extras: Readonly<Record<string, unknown>> = {
    InstitutionId: INSTITUTION_ID,
    TrusteeId: TRUSTEE_ID,
    InvestmentId: 42,
  };
  for (const slug of benefitTypes)
    for (const [field, value] of Object.entries(extras))
      it(`spec 4.2: ${slug} (BenefitObligation) refuses ${field}, naming it`, () => {
        const body = { ...(SPEC_BODIES[slug]?.body ?? {}), [field]: value };
        const r = create(slug, body);
        if (r.ok) expect.fail('accepted');
        expect(r.ErrorCode).toBe('InvalidRequest');
        expect(r.Errors?.map((e) => e.FieldName)).toContain(field);
      });

  for (const slug of ['demand-deposit-checking', 'money-market-deposit-account', 'time-deposit-certificate'])
    it(
      `spec 4.2 and 7.2: ${slug} needs InsuredDepositoryInstitution; every other authority together does not ` +
        `substitute`,
      () => {
        const others = SPEC_AUTHORITIES.filter((a) => a !== 'InsuredDepositoryInstitution');
        const r = create(
          slug,
          SPEC_BODIES[slug]?.body ?? {},
          context({ Institution: { InstitutionId: INSTITUTION_ID, Authorities: [...others] } }),
        );
        if (r.ok) expect.fail('accepted');
        expect(r.ErrorCode).toBe('InstitutionNotAuthorizedForAccountType');
        expect(r.Message).toContain('InsuredDepositoryInstitution');
        const ok = create(
          slug,
          SPEC_BODIES[slug]?.body ?? {},
          context({ Institution: { InstitutionId: INSTITUTION_ID, Authorities: ['InsuredDepositoryInstitution'] } }),
        );
        expect(ok.ok).toBe(true);
      },
    );

  it(
    'spec 4.2: ProductType values are Checking, Savings, MoneyMarketDeposit, TimeDeposit; anything else is ' +
      'refused naming ProductType',
    () => {
      const r = create('demand-deposit-checking', {
        ...(SPEC_BODIES['demand-deposit-checking']?.body ?? {}),
        ProductType: 'Brokerage',
      });
      if (r.ok) expect.fail('accepted');
      expect(r.ErrorCode).toBe('InvalidRequest');
      expect(r.Errors?.map((e) => e.FieldName)).toContain('ProductType');
    },
  );

  it('spec 4.2: UniformCoverage must be Applies or DoesNotApply', () => {
    const r = create('health-care-fsa', {
      ...(SPEC_BODIES['health-care-fsa']?.body ?? {}),
      UniformCoverage: 'Sometimes',
    });
    if (r.ok) expect.fail('accepted');
    expect(r.Errors?.map((e) => e.FieldName)).toContain('UniformCoverage');
  });

  it('spec 2.5: uniform coverage applies to a health-care-fsa, so DoesNotApply is refused', () => {
    const r = create('health-care-fsa', {
      ...(SPEC_BODIES['health-care-fsa']?.body ?? {}),
      UniformCoverage: 'DoesNotApply',
    });
    if (r.ok) expect.fail('accepted');
    expect(r.ErrorCode).toBe('InvalidRequest');
    expect(r.Errors?.map((e) => e.FieldName)).toContain('UniformCoverage');
  });

  it('spec 2.5: uniform coverage does not apply to a dependent-care-fsa, so Applies is refused', () => {
    const r = create('dependent-care-fsa', {
      ...(SPEC_BODIES['dependent-care-fsa']?.body ?? {}),
      UniformCoverage: 'Applies',
    });
    if (r.ok) expect.fail('accepted');
    expect(r.Errors?.map((e) => e.FieldName)).toContain('UniformCoverage');
  });

  it(
    'spec 4.2 and 7.2: an institution lacking a required authority gives ' +
      'InstitutionNotAuthorizedForAccountType (ESOP without ErisaTrustee)',
    () => {
      const r = create(
        'employee-stock-ownership-plan',
        SPEC_BODIES['employee-stock-ownership-plan']?.body ?? {},
        context({ Institution: { InstitutionId: INSTITUTION_ID, Authorities: ['Bank'] } }),
      );
      if (r.ok) expect.fail('accepted');
      expect(r.ErrorCode).toBe('InstitutionNotAuthorizedForAccountType');
      expect(r.Message).toContain('ErisaTrustee');
    },
  );

  it('spec 4.2 and 7.2: an unknown ClientId gives ClientNotFound', () => {
    const r = create('sep-ira', SPEC_BODIES['sep-ira']?.body ?? {}, context({ Client: null }));
    if (r.ok) expect.fail('accepted');
    expect(r.ErrorCode).toBe('ClientNotFound');
  });

  it('spec 9 and design.md 3: a legacy three-letter code and the removed TaxType give UnknownAccountType', () => {
    const legacy = validateCreateAccount(catalog, { AccountTypeCode: 'RTH', ...custodial }, context());
    expect(legacy.ok ? 'ok' : legacy.ErrorCode).toBe('UnknownAccountType');
    const taxType = validateCreateAccount(
      catalog,
      { AccountTypeCode: 'sep-ira', TaxType: 'Traditional', ...custodial },
      context(),
    );
    expect(taxType.ok ? 'ok' : taxType.ErrorCode).toBe('UnknownAccountType');
  });

  it('spec 2.5 and 9: the beneficiary decision PaymentsAtGrantor70AndHalf is refused', () => {
    const r = create('inherited-traditional-ira', {
      ...(SPEC_BODIES['inherited-traditional-ira']?.body ?? {}),
      BeneficiaryDistributionDecision: 'PaymentsAtGrantor70AndHalf',
    });
    if (r.ok) expect.fail('accepted');
    expect(r.ErrorCode).toBe('InvalidRequest');
    expect(r.Errors?.map((e) => e.FieldName)).toContain('BeneficiaryDistributionDecision');
  });

  it('design.md 2: TenYearRule for a NotAnEdb beneficiary whose owner died on or after the RBD is rejected', () => {
    const r = create('inherited-traditional-ira', {
      ...(SPEC_BODIES['inherited-traditional-ira']?.body ?? {}),
      BeneficiaryDistributionDecision: 'TenYearRule',
    });
    if (r.ok) expect.fail('accepted');
    expect(r.ErrorCode).toBe('InvalidRequest');
    expect(r.Errors?.map((e) => e.FieldName)).toContain('BeneficiaryDistributionDecision');
  });

  it('spec 2.5: the five-year rule applies only to non-designated beneficiaries', () => {
    const base = {
      ...(SPEC_BODIES['inherited-traditional-ira']?.body ?? {}),
      DecedentDiedOnOrAfterRbd: false,
      BeneficiaryDistributionDecision: 'FiveYearRule',
    };
    expect(create('inherited-traditional-ira', { ...base, BeneficiaryEligibleDesignatedClass: 'NotAnEdb' }).ok).toBe(
      false,
    );
    expect(
      create('inherited-traditional-ira', { ...base, BeneficiaryEligibleDesignatedClass: 'NotADesignatedBeneficiary' })
        .ok,
    ).toBe(true);
  });

  it(
    'spec 2.5: an inherited Roth IRA needs no annual amounts (TenYearRuleWithAnnualRmd is not permitted for ' +
      'a NotAnEdb)',
    () => {
      const r = create('inherited-roth-ira', {
        ...(SPEC_BODIES['inherited-roth-ira']?.body ?? {}),
        DecedentDiedOnOrAfterRbd: true,
        BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
      });
      expect(r.ok).toBe(false);
    },
  );

  it(
    'spec 2.5: sarsep-ira serves only arrangements established on or before 1996-12-31 (checked when the ' +
      'date is given)',
    () => {
      const late = create('sarsep-ira', { ...custodial, ArrangementEstablishedDate: '1997-01-02' });
      if (late.ok) expect.fail('accepted');
      expect(late.Errors?.map((e) => e.FieldName)).toContain('ArrangementEstablishedDate');
      expect(create('sarsep-ira', { ...custodial, ArrangementEstablishedDate: '1996-12-31' }).ok).toBe(true);
    },
  );

  it('spec 8: a coverdell-esa beneficiary of 18 or more is refused when the birth date is known', () => {
    const r = create('coverdell-esa', { ...custodial, BeneficiaryDateOfBirth: '2008-08-03' });
    if (r.ok) expect.fail('accepted');
    expect(r.Errors?.map((e) => e.FieldName)).toContain('BeneficiaryDateOfBirth');
    expect(create('coverdell-esa', { ...custodial, BeneficiaryDateOfBirth: '2008-08-04' }).ok).toBe(true);
  });

  it('the request body is not mutated by validation', () => {
    const body = {
      AccountTypeCode: 'inherited-traditional-ira',
      ...(SPEC_BODIES['inherited-traditional-ira']?.body ?? {}),
    };
    const copy = structuredClone(body);
    validateCreateAccount(catalog, body, context());
    expect(body).toEqual(copy);
  });
});
