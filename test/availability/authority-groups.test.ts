import { describe, expect, it } from 'vitest';
import {
  type AvailabilityReason,
  defaultCatalog,
  resolveAvailability,
  type TypeAvailability,
} from '../../src/index.js';

const ALL_SLUGS = defaultCatalog.types.map((t) => t.Slug);

/** Availability of one type with every type contracted and every gate satisfied, so only authorities decide. */
function one(slug: string, authorities: string[]): TypeAvailability {
  const r = resolveAvailability(defaultCatalog, {
    Authorities: authorities,
    ContractedTypes: ALL_SLUGS,
    SatisfiedGates: ALL_SLUGS,
  });
  const found = r.find((x) => x.Slug === slug);
  if (!found) throw new Error(`no ${slug}`);
  return found;
}
const groups = (r: TypeAvailability): (readonly string[])[] =>
  r.Reasons.flatMap((x: AvailabilityReason) => (x.Code === 'AuthorityGroupUnmet' ? [x.Group] : []));
const IBN = ['IrsNonbankCustodian', 'Bank', 'StateTrustCompany'];

describe('spec part 2.5 authority groups: IBN = IrsNonbankCustodian OR Bank OR StateTrustCompany', () => {
  it('sep-ira with only StateTrustCompany is available', () =>
    expect(one('sep-ira', ['StateTrustCompany']).Available).toBe(true));
  it('sep-ira with only IrsNonbankCustodian, or only Bank, is available', () => {
    expect(one('sep-ira', ['IrsNonbankCustodian']).Available).toBe(true);
    expect(one('sep-ira', ['Bank']).Available).toBe(true);
  });
  it('sep-ira with BrokerDealer only fails naming the IBN group with its alternatives', () => {
    const r = one('sep-ira', ['BrokerDealer']);
    expect(r.Available).toBe(false);
    expect(groups(r)).toEqual([IBN]);
    expect(r.Reasons[0]!.Message).toContain('IrsNonbankCustodian OR Bank OR StateTrustCompany');
  });
});

describe('spec part 2.5: emergency-savings-plesa needs ErisaTrustee AND IBN', () => {
  it('ErisaTrustee alone fails naming the IBN group', () =>
    expect(groups(one('emergency-savings-plesa', ['ErisaTrustee']))).toEqual([IBN]));
  it('IBN alone fails naming ErisaTrustee', () =>
    expect(groups(one('emergency-savings-plesa', ['Bank']))).toEqual([['ErisaTrustee']]));
  it('neither fails naming both groups', () =>
    expect(groups(one('emergency-savings-plesa', []))).toEqual([['ErisaTrustee'], IBN]));
  it('ErisaTrustee and Bank: available', () =>
    expect(one('emergency-savings-plesa', ['ErisaTrustee', 'Bank']).Available).toBe(true));
  it('employee-stock-ownership-plan follows the same groups', () => {
    expect(one('employee-stock-ownership-plan', ['ErisaTrustee', 'StateTrustCompany']).Available).toBe(true);
    expect(groups(one('employee-stock-ownership-plan', ['ErisaTrustee']))).toEqual([IBN]);
  });
});

describe('spec part 2.5: irrevocable-trust needs Bank OR StateTrustCompany', () => {
  it('Bank alone or StateTrustCompany alone is available', () => {
    expect(one('irrevocable-trust', ['Bank']).Available).toBe(true);
    expect(one('irrevocable-trust', ['StateTrustCompany']).Available).toBe(true);
  });
  it('IrsNonbankCustodian alone fails', () => {
    const r = one('irrevocable-trust', ['IrsNonbankCustodian']);
    expect(r.Available).toBe(false);
    expect(groups(r)).toEqual([['Bank', 'StateTrustCompany']]);
  });
});

describe('spec part 2.5: deposit types need InsuredDepositoryInstitution alone', () => {
  for (const slug of ['demand-deposit-checking', 'money-market-deposit-account', 'time-deposit-certificate']) {
    it(`${slug}: InsuredDepositoryInstitution is available; Bank (or every other authority) fails`, () => {
      expect(one(slug, ['InsuredDepositoryInstitution']).Available).toBe(true);
      expect(groups(one(slug, ['Bank']))).toEqual([['InsuredDepositoryInstitution']]);
      const others = defaultCatalog.authorities.map((a) => a.Name).filter((n) => n !== 'InsuredDepositoryInstitution');
      expect(one(slug, others).Available).toBe(false);
    });
  }
});

describe('spec part 2.5 / design.md section 2: benefit types need no authority', () => {
  const benefit = [
    'commuter-benefits',
    'health-care-fsa',
    'health-reimbursement-arrangement',
    'lifestyle-spending-account',
    'dependent-care-fsa',
  ];
  for (const slug of benefit) {
    it(`${slug}: available with no authorities when contracted and its gate is satisfied`, () => {
      const r = resolveAvailability(defaultCatalog, {
        Authorities: [],
        ContractedTypes: [slug],
        SatisfiedGates: [slug],
      }).find((x) => x.Slug === slug)!;
      expect(r).toEqual({ Slug: slug, Available: true, Reasons: [] });
    });
    it(`${slug}: gated, so without its gate it is not available`, () => {
      const r = resolveAvailability(defaultCatalog, { Authorities: [], ContractedTypes: [slug] }).find(
        (x) => x.Slug === slug,
      )!;
      expect(r.Reasons.map((x) => x.Code)).toEqual(['GateNotSatisfied']);
    });
  }
});

describe('contract and gate', () => {
  it('a shipped type needs no gate but needs a contract', () => {
    const r = resolveAvailability(defaultCatalog, { Authorities: ['Bank'], ContractedTypes: [] }).find(
      (x) => x.Slug === 'sep-ira',
    )!;
    expect(r.Reasons.map((x) => x.Code)).toEqual(['NotContracted']);
    const ok = resolveAvailability(defaultCatalog, { Authorities: ['Bank'], ContractedTypes: ['sep-ira'] }).find(
      (x) => x.Slug === 'sep-ira',
    )!;
    expect(ok.Available).toBe(true);
  });
  it('all three reasons at once, in order: groups, NotContracted, GateNotSatisfied', () => {
    const r = resolveAvailability(defaultCatalog, { Authorities: [], ContractedTypes: [] }).find(
      (x) => x.Slug === 'sarsep-ira',
    )!;
    expect(r.Reasons.map((x) => x.Code)).toEqual(['AuthorityGroupUnmet', 'NotContracted', 'GateNotSatisfied']);
  });
});
