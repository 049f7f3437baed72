import { describe, expect, it } from 'vitest';
import { validateCreateAccount } from '../../src/index.js';
import {
  ALL_SLUGS,
  CLIENT_ID,
  catalog,
  fullContext,
  INSTITUTION_ID,
  minimal,
  TRUSTEE_ID,
  without,
} from './fixtures.js';

const run = (body: unknown) => validateCreateAccount(catalog, body, fullContext());
function errorsOf(body: unknown) {
  const r = run(body);
  if (r.ok) throw new Error('expected a failure');
  return r;
}

describe('every type-specific required field (loop over the catalog)', () => {
  for (const type of catalog.types) {
    for (const f of type.CreateAccountFields.filter((x) => x.Required)) {
      it(`${type.Slug}: ${f.Name} missing gives Required on ${f.Name}`, () => {
        const r = errorsOf(without(minimal(type.Slug), f.Name));
        expect(r.ErrorCode).toBe('InvalidRequest');
        expect(r.Errors).toContainEqual(expect.objectContaining({ FieldName: f.Name, ErrorCode: 'Required' }));
      });
    }
  }
});

describe('type-specific required fields (named cases, spec 4.2)', () => {
  const cases: [string, string][] = [
    ['inherited-traditional-ira', 'DecedentDateOfDeath'],
    ['inherited-traditional-ira', 'DecedentDiedOnOrAfterRbd'],
    ['inherited-roth-ira', 'BeneficiaryEligibleDesignatedClass'],
    ['inherited-roth-ira', 'BeneficiaryDistributionDecision'],
    ['emergency-savings-plesa', 'PlanId'],
    ['emergency-savings-plesa', 'IsNonHighlyCompensated'],
    ['employee-stock-ownership-plan', 'PlanId'],
    ['child-roth-ira', 'ResponsibleIndividualId'],
    ['demand-deposit-checking', 'ProductType'],
    ['money-market-deposit-account', 'OverdraftPermitted'],
    ['time-deposit-certificate', 'AnnualPercentageYield'],
    ['commuter-benefits', 'EmployerId'],
    ['health-care-fsa', 'PlanYear'],
    ['dependent-care-fsa', 'AnnualElection'],
    ['lifestyle-spending-account', 'UniformCoverage'],
    ['trump-account', 'BeneficiaryDateOfBirth'],
    ['trump-account', 'AccountOrigin'],
  ];
  for (const [slug, field] of cases) {
    it(`${slug} requires ${field}`, () => {
      expect(errorsOf(without(minimal(slug), field)).Errors).toContainEqual(
        expect.objectContaining({ FieldName: field, ErrorCode: 'Required' }),
      );
    });
  }
  // Spec 4.2 lists no such field for these types, so they are optional (acceptance review,
  // docs/decisions/80-acceptance.md); without them the rule is reported as not checked.
  for (const [slug, field] of [
    ['time-deposit-certificate', 'EarlyWithdrawalPenaltyDisclosed'],
    ['sarsep-ira', 'ArrangementEstablishedDate'],
  ] as const) {
    it(`${slug} without ${field} opens with a RuleNotChecked warning naming ${field}`, () => {
      const r = validateCreateAccount(catalog, without(minimal(slug), field), fullContext());
      if (!r.ok) expect.fail(`${r.ErrorCode}: ${r.Message}`);
      expect(r.value.Warnings).toContainEqual(
        expect.objectContaining({ Code: 'RuleNotChecked', Message: expect.stringContaining(field) }),
      );
    });
  }
  it('null counts as missing for a required field', () => {
    expect(errorsOf(minimal('child-roth-ira', { ResponsibleIndividualId: null })).Errors[0]).toMatchObject({
      FieldName: 'ResponsibleIndividualId',
      ErrorCode: 'Required',
    });
  });
});

describe('common fields by nature (spec 2.5, 4.2)', () => {
  it('ClientId is required and must be a Guid', () => {
    expect(errorsOf(without(minimal('sep-ira'), 'ClientId')).Errors[0]).toMatchObject({
      FieldName: 'ClientId',
      ErrorCode: 'Required',
    });
    expect(errorsOf(minimal('sep-ira', { ClientId: '1234' })).Errors[0]).toMatchObject({
      FieldName: 'ClientId',
      ErrorCode: 'InvalidFormat',
    });
    expect(
      errorsOf(minimal('sep-ira', { ClientId: '00000000-0000-0000-0000-000000000000' })).Errors[0]?.FieldName,
    ).toBe('ClientId');
  });
  it('Guids are accepted in upper case and normalized to lower case', () => {
    const r = run(
      minimal('sep-ira', { ClientId: CLIENT_ID.toUpperCase(), InstitutionId: INSTITUTION_ID.toUpperCase() }),
    );
    expect(r.ok && r.value.ClientId).toBe(CLIENT_ID);
  });
  it('InstitutionId is required for every type whose nature takes one, and forbidden otherwise', () => {
    for (const slug of ALL_SLUGS) {
      const type = catalog.typeBySlug.get(slug)!;
      if (type.nature.TakesInstitutionId) {
        expect(errorsOf(without(minimal(slug), 'InstitutionId')).Errors).toContainEqual(
          expect.objectContaining({ FieldName: 'InstitutionId', ErrorCode: 'Required' }),
        );
      } else {
        expect(errorsOf(minimal(slug, { InstitutionId: INSTITUTION_ID })).Errors).toContainEqual(
          expect.objectContaining({ FieldName: 'InstitutionId', ErrorCode: 'NotAllowed' }),
        );
      }
    }
  });
  it('BenefitObligation types take no InstitutionId, TrusteeId or InvestmentId', () => {
    const benefit = catalog.types.filter((t) => t.Nature === 'BenefitObligation');
    expect(benefit).toHaveLength(5);
    for (const t of benefit) {
      const r = errorsOf(minimal(t.Slug, { InstitutionId: INSTITUTION_ID, TrusteeId: TRUSTEE_ID, InvestmentId: 42 }));
      expect(
        r.Errors.filter((e) => e.ErrorCode === 'NotAllowed')
          .map((e) => e.FieldName)
          .sort(),
      ).toEqual(['InstitutionId', 'InvestmentId', 'TrusteeId']);
      expect(r.Errors[0]?.Message).toMatch(/BenefitObligation/);
    }
  });
  it('TrusteeId is optional for custodial types and forbidden for deposit types', () => {
    expect(run(minimal('irrevocable-trust', { TrusteeId: TRUSTEE_ID })).ok).toBe(true);
    expect(errorsOf(minimal('demand-deposit-checking', { TrusteeId: TRUSTEE_ID })).Errors[0]).toMatchObject({
      FieldName: 'TrusteeId',
      ErrorCode: 'NotAllowed',
    });
  });
  it('InvestmentId: a long as a JSON integer or digit string, 1..2^63-1, returned as a digit string', () => {
    const ok1 = run(minimal('sep-ira', { InvestmentId: 42 }));
    expect(ok1.ok && ok1.value.InvestmentId).toBe('42');
    const ok2 = run(minimal('sep-ira', { InvestmentId: '9223372036854775807' }));
    expect(ok2.ok && ok2.value.InvestmentId).toBe('9223372036854775807');
    for (const bad of ['9223372036854775808', 0, -1, 1.5, '01', 'abc', 2 ** 60, true]) {
      expect(errorsOf(minimal('sep-ira', { InvestmentId: bad })).Errors[0]?.FieldName).toBe('InvestmentId');
    }
  });
  it('ProviderReferenceId: optional string of at most 128 characters', () => {
    expect(run(minimal('sep-ira', { ProviderReferenceId: 'r'.repeat(128) })).ok).toBe(true);
    expect(errorsOf(minimal('sep-ira', { ProviderReferenceId: 'r'.repeat(129) })).Errors[0]).toMatchObject({
      FieldName: 'ProviderReferenceId',
      ErrorCode: 'TooLong',
    });
    expect(errorsOf(minimal('sep-ira', { ProviderReferenceId: 5 })).Errors[0]?.ErrorCode).toBe('InvalidFormat');
    expect(errorsOf(minimal('sep-ira', { ProviderReferenceId: '  ' })).Errors[0]?.ErrorCode).toBe('InvalidValue');
  });
});

describe('unknown and misplaced fields', () => {
  it('an unknown field is named', () => {
    const r = errorsOf(minimal('sep-ira', { Colour: 'blue' }));
    expect(r.Errors).toEqual([expect.objectContaining({ FieldName: 'Colour', ErrorCode: 'UnknownField' })]);
    expect(r.Message).toContain('Colour');
  });
  it("another type's field is NotAllowed, naming a type that takes it", () => {
    expect(errorsOf(minimal('sep-ira', { PlanId: '44444444-4444-4444-8444-444444444444' })).Errors[0]).toMatchObject({
      FieldName: 'PlanId',
      ErrorCode: 'NotAllowed',
    });
  });
  it('service-assigned fields may not be sent', () => {
    expect(
      errorsOf(minimal('sep-ira', { AccountId: CLIENT_ID, Phase: 'Standard' })).Errors.map((e) => e.ErrorCode),
    ).toEqual(['NotAllowed', 'NotAllowed']);
  });
  it('a body with very many fields is refused in one error', () => {
    const big: Record<string, unknown> = minimal('sep-ira');
    for (let i = 0; i < 500; i++) big[`F${i}`] = i;
    const r = errorsOf(big);
    expect(r.Errors).toHaveLength(1);
    expect(r.Errors[0]?.ErrorCode).toBe('TooManyFields');
  });
  it('unknown-field errors are bounded and summarised', () => {
    const body: Record<string, unknown> = minimal('sep-ira');
    for (let i = 0; i < 60; i++) body[`F${i}`] = i;
    const r = errorsOf(body);
    expect(r.Errors.length).toBeLessThanOrEqual(33);
    expect(r.Errors.at(-1)?.Message).toMatch(/more fields/);
  });
});

describe('field formats from the catalog Type', () => {
  it('date fields must be real dates', () => {
    for (const bad of ['2023-02-29', '2023-2-1', '20230201', 20230201, '2023-02-01T00:00:00Z']) {
      expect(errorsOf(minimal('inherited-traditional-ira', { DecedentDateOfDeath: bad })).Errors[0]?.FieldName).toBe(
        'DecedentDateOfDeath',
      );
    }
    expect(run(minimal('inherited-traditional-ira', { DecedentDateOfDeath: '2024-02-29' })).ok).toBe(true);
  });
  it('bool fields take JSON booleans only', () => {
    expect(errorsOf(minimal('demand-deposit-checking', { OverdraftPermitted: 'false' })).Errors[0]).toMatchObject({
      FieldName: 'OverdraftPermitted',
      ErrorCode: 'InvalidFormat',
    });
  });
  it('int fields take JSON integers in range', () => {
    for (const bad of ['2026', 2026.5, 1800, 3000])
      expect(errorsOf(minimal('health-care-fsa', { PlanYear: bad })).Errors[0]?.FieldName).toBe('PlanYear');
  });
  it('enum fields name the allowed values and hint at a case slip', () => {
    const r = errorsOf(minimal('trump-account', { AccountOrigin: 'initial' }));
    expect(r.Errors[0]).toMatchObject({ FieldName: 'AccountOrigin', ErrorCode: 'InvalidValue' });
    expect(r.Errors[0]?.Message).toMatch(/Initial, Rollover/);
    expect(r.Errors[0]?.Message).toMatch(/did you mean Initial/);
  });
  it('AnnualElection: positive, at most 2 decimals, number or string, normalized exactly', () => {
    const r = run(minimal('lifestyle-spending-account', { AnnualElection: 1234.5 }));
    expect(r.ok && r.value['AnnualElection']).toBe('1234.5');
    const s = run(minimal('lifestyle-spending-account', { AnnualElection: '0.10' }));
    expect(s.ok && s.value['AnnualElection']).toBe('0.1');
    for (const bad of [0, -5, '1.005', '1e3', 'abc', true]) {
      expect(errorsOf(minimal('lifestyle-spending-account', { AnnualElection: bad })).Errors[0]?.FieldName).toBe(
        'AnnualElection',
      );
    }
    expect(errorsOf(minimal('lifestyle-spending-account', { AnnualElection: -5 })).Errors[0]?.ErrorCode).toBe(
      'OutOfRange',
    );
    expect(errorsOf(minimal('lifestyle-spending-account', { AnnualElection: '1.005' })).Errors[0]?.ErrorCode).toBe(
      'InvalidFormat',
    );
  });
  it('AnnualPercentageYield: 0 to 100, up to 4 decimals', () => {
    for (const ok of [0, '0', '4.1234', 100])
      expect(run(minimal('demand-deposit-checking', { AnnualPercentageYield: ok })).ok).toBe(true);
    for (const bad of ['100.0001', '1.23456', -0.5]) {
      expect(errorsOf(minimal('demand-deposit-checking', { AnnualPercentageYield: bad })).Errors[0]?.FieldName).toBe(
        'AnnualPercentageYield',
      );
    }
  });
  it('all field problems are listed together', () => {
    const r = errorsOf({
      AccountTypeCode: 'emergency-savings-plesa',
      ClientId: 'x',
      InstitutionId: 5,
      TrusteeId: 'y',
      PlanId: null,
      IsNonHighlyCompensated: 'yes',
      Extra: 1,
    });
    expect(r.Errors.map((e) => e.FieldName).sort()).toEqual([
      'ClientId',
      'Extra',
      'InstitutionId',
      'IsNonHighlyCompensated',
      'PlanId',
      'TrusteeId',
    ]);
    expect(r.Message).toMatch(/6 problems/);
  });
});
