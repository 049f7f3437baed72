// Acceptance: the specification's type catalog (part 2.5) and design.md section 2, encoded by hand.
import { describe, expect, it } from 'vitest';
import { assetEligibility, resolveAvailability } from '../../src/index.js';
import { ALL_SPEC_SLUGS, catalog } from './helpers.js';

const IBN = ['IrsNonbankCustodian', 'Bank', 'StateTrustCompany'];

interface SpecRow {
  readonly Nature: string;
  readonly Contributions: string;
  readonly Earnings: string;
  readonly ContributionYearRule: string;
  readonly Status: 'ship' | 'gated';
  readonly Groups: readonly (readonly string[])[];
}

// Spec 2.5 "Type catalog" table, row by row. Groups: AND of OR-lists.
const SPEC_2_5: Readonly<Record<string, SpecRow>> = {
  'inherited-traditional-ira': {
    Nature: 'CustodialHolding',
    Contributions: 'NotApplicable',
    Earnings: 'TaxDeferred',
    ContributionYearRule: 'NotApplicable',
    Status: 'ship',
    Groups: [IBN],
  },
  // Authority "see below" -> design.md 2: IBN.
  'inherited-roth-ira': {
    Nature: 'CustodialHolding',
    Contributions: 'NotApplicable',
    Earnings: 'TaxFreeIfQualified',
    ContributionYearRule: 'NotApplicable',
    Status: 'ship',
    Groups: [IBN],
  },
  'emergency-savings-plesa': {
    Nature: 'PlanHolding',
    Contributions: 'Nondeductible',
    Earnings: 'TaxFreeIfQualified',
    ContributionYearRule: 'PlanYear',
    Status: 'gated',
    Groups: [['ErisaTrustee'], IBN],
  },
  'employee-stock-ownership-plan': {
    Nature: 'PlanHolding',
    Contributions: 'Deductible',
    Earnings: 'TaxDeferred',
    ContributionYearRule: 'PlanYear',
    Status: 'gated',
    Groups: [['ErisaTrustee'], IBN],
  },
  'commuter-benefits': {
    Nature: 'BenefitObligation',
    Contributions: 'Excludable',
    Earnings: 'NotApplicable',
    ContributionYearRule: 'PlanYear',
    Status: 'gated',
    Groups: [],
  },
  // The next four: "see below" -> design.md 2: none.
  'health-care-fsa': {
    Nature: 'BenefitObligation',
    Contributions: 'Excludable',
    Earnings: 'NotApplicable',
    ContributionYearRule: 'PlanYear',
    Status: 'gated',
    Groups: [],
  },
  'health-reimbursement-arrangement': {
    Nature: 'BenefitObligation',
    Contributions: 'Excludable',
    Earnings: 'NotApplicable',
    ContributionYearRule: 'PlanYear',
    Status: 'gated',
    Groups: [],
  },
  'lifestyle-spending-account': {
    Nature: 'BenefitObligation',
    Contributions: 'NotApplicable',
    Earnings: 'CurrentlyTaxable',
    ContributionYearRule: 'PlanYear',
    Status: 'gated',
    Groups: [],
  },
  'dependent-care-fsa': {
    Nature: 'BenefitObligation',
    Contributions: 'Excludable',
    Earnings: 'NotApplicable',
    ContributionYearRule: 'PlanYear',
    Status: 'gated',
    Groups: [],
  },
  'child-roth-ira': {
    Nature: 'CustodialHolding',
    Contributions: 'Nondeductible',
    Earnings: 'TaxFreeIfQualified',
    ContributionYearRule: 'PriorYearElectionAllowed',
    Status: 'ship',
    Groups: [IBN],
  },
  'spousal-roth-ira': {
    Nature: 'CustodialHolding',
    Contributions: 'Nondeductible',
    Earnings: 'TaxFreeIfQualified',
    ContributionYearRule: 'PriorYearElectionAllowed',
    Status: 'ship',
    Groups: [IBN],
  },
  'coverdell-esa': {
    Nature: 'CustodialHolding',
    Contributions: 'Nondeductible',
    Earnings: 'TaxFreeIfQualified',
    ContributionYearRule: 'PriorYearElectionAllowed',
    Status: 'ship',
    Groups: [['EsaTrusteeOrCustodian']],
  },
  'sarsep-ira': {
    Nature: 'CustodialHolding',
    Contributions: 'Deductible',
    Earnings: 'TaxDeferred',
    ContributionYearRule: 'PriorYearElectionAllowed',
    Status: 'gated',
    Groups: [IBN],
  },
  'simple-ira': {
    Nature: 'CustodialHolding',
    Contributions: 'Deductible',
    Earnings: 'TaxDeferred',
    ContributionYearRule: 'PriorYearElectionAllowed',
    Status: 'ship',
    Groups: [IBN],
  },
  'sep-ira': {
    Nature: 'CustodialHolding',
    Contributions: 'Deductible',
    Earnings: 'TaxDeferred',
    ContributionYearRule: 'PriorYearElectionAllowed',
    Status: 'ship',
    Groups: [IBN],
  },
  'irrevocable-trust': {
    Nature: 'CustodialHolding',
    Contributions: 'NotApplicable',
    Earnings: 'CurrentlyTaxable',
    ContributionYearRule: 'NotApplicable',
    Status: 'ship',
    Groups: [['Bank', 'StateTrustCompany']],
  },
  'demand-deposit-checking': {
    Nature: 'DepositLiability',
    Contributions: 'NotApplicable',
    Earnings: 'CurrentlyTaxable',
    ContributionYearRule: 'NotApplicable',
    Status: 'gated',
    Groups: [['InsuredDepositoryInstitution']],
  },
  'money-market-deposit-account': {
    Nature: 'DepositLiability',
    Contributions: 'NotApplicable',
    Earnings: 'CurrentlyTaxable',
    ContributionYearRule: 'NotApplicable',
    Status: 'gated',
    Groups: [['InsuredDepositoryInstitution']],
  },
  'time-deposit-certificate': {
    Nature: 'DepositLiability',
    Contributions: 'NotApplicable',
    Earnings: 'CurrentlyTaxable',
    ContributionYearRule: 'NotApplicable',
    Status: 'gated',
    Groups: [['InsuredDepositoryInstitution']],
  },
  // design.md 2: roth-ira.
  'roth-ira': {
    Nature: 'CustodialHolding',
    Contributions: 'Nondeductible',
    Earnings: 'TaxFreeIfQualified',
    ContributionYearRule: 'PriorYearElectionAllowed',
    Status: 'ship',
    Groups: [IBN],
  },
  // issue 11: traditional-ira.
  'traditional-ira': {
    Nature: 'CustodialHolding',
    Contributions: 'Deductible',
    Earnings: 'TaxDeferred',
    ContributionYearRule: 'PriorYearElectionAllowed',
    Status: 'ship',
    Groups: [IBN],
  },
};

const sortGroups = (gs: readonly (readonly string[])[]) =>
  gs
    .map((g) => [...g].sort())
    .map((g) => g.join('|'))
    .sort();

describe('spec 2.5 type catalog, hand-encoded', () => {
  it(
    'the catalog holds exactly the 19 spec types plus roth-ira and trump-account (design.md 2), ' +
      'health-savings-account, the type the HsaTrusteeOrCustodian authority serves (issue 14), and ' +
      'traditional-ira (issue 11)',
    () => {
      expect(catalog.types.map((t) => t.Slug).sort()).toEqual([...ALL_SPEC_SLUGS, 'health-savings-account'].sort());
    },
  );

  for (const [slug, row] of Object.entries(SPEC_2_5)) {
    it(
      `spec 2.5 / design.md 2: ${slug} has Nature ${row.Nature}, Contributions ${row.Contributions}, ` +
        `Earnings ${row.Earnings}, ${row.ContributionYearRule}, ${row.Status}`,
      () => {
        const t = catalog.typeBySlug.get(slug);
        expect(t).toBeDefined();
        expect({
          Nature: t?.Nature,
          Contributions: t?.Contributions,
          Earnings: t?.Earnings,
          ContributionYearRule: t?.ContributionYearRule,
          Status: t?.Status,
        }).toEqual({
          Nature: row.Nature,
          Contributions: row.Contributions,
          Earnings: row.Earnings,
          ContributionYearRule: row.ContributionYearRule,
          Status: row.Status,
        });
        expect(sortGroups(t?.AuthorityGroups ?? [])).toEqual(sortGroups(row.Groups));
        expect(t?.ConditionalAuthorityGroups ?? []).toEqual([]);
      },
    );
  }

  it(
    'design.md 2: trump-account is CustodialHolding, mixed contributions, TaxDeferred, CalendarYearOnly, ' +
      'gated, TrumpAccountTrustee (initial accounts also TreasuryFinancialAgent)',
    () => {
      const t = catalog.typeBySlug.get('trump-account');
      expect(t?.Nature).toBe('CustodialHolding');
      expect(t?.Contributions).not.toBe('NotApplicable');
      expect(['Nondeductible', 'Deductible', 'Excludable']).not.toContain(t?.Contributions); // mixed, not one treatment
      expect(t?.Earnings).toBe('TaxDeferred');
      expect(t?.ContributionYearRule).toBe('CalendarYearOnly');
      expect(t?.Status).toBe('gated');
      expect(sortGroups(t?.AuthorityGroups ?? [])).toEqual(['TrumpAccountTrustee']);
      const initial = (t?.ConditionalAuthorityGroups ?? []).flatMap((g) => g.Groups.flat());
      expect(initial).toContain('TreasuryFinancialAgent');
    },
  );

  it(
    'spec 2.5 availability rule: a ship type needs authority and contract only; a gated type also its gate ' +
      '(design.md 2: the gate is named by the slug)',
    () => {
      const all = resolveAvailability(catalog, {
        Authorities: [
          ...IBN,
          'InsuredDepositoryInstitution',
          'ErisaTrustee',
          'EsaTrusteeOrCustodian',
          'TrumpAccountTrustee',
        ],
        ContractedTypes: [...ALL_SPEC_SLUGS],
      });
      for (const a of all) {
        const row = SPEC_2_5[a.Slug];
        if (!row) continue;
        expect({ slug: a.Slug, available: a.Available }).toEqual({ slug: a.Slug, available: row.Status === 'ship' });
        if (row.Status === 'gated') expect(a.Reasons.map((r) => r.Code)).toContain('GateNotSatisfied');
      }
      const gated = resolveAvailability(catalog, {
        Authorities: [...IBN, 'InsuredDepositoryInstitution', 'ErisaTrustee', 'EsaTrusteeOrCustodian'],
        ContractedTypes: [...ALL_SPEC_SLUGS],
        SatisfiedGates: [...ALL_SPEC_SLUGS],
      });
      for (const a of gated)
        if (SPEC_2_5[a.Slug])
          expect({ slug: a.Slug, available: a.Available }).toEqual({ slug: a.Slug, available: true });
    },
  );

  it(
    'spec 2.5: a nonbank custodian approval does not confer deposit-taking authority (every authority but ' +
      'InsuredDepositoryInstitution)',
    () => {
      const auths = catalog.authorities.map((a) => a.Name).filter((n) => n !== 'InsuredDepositoryInstitution');
      const r = resolveAvailability(catalog, {
        Authorities: auths,
        ContractedTypes: [...ALL_SPEC_SLUGS],
        SatisfiedGates: [...ALL_SPEC_SLUGS],
      });
      for (const slug of ['demand-deposit-checking', 'money-market-deposit-account', 'time-deposit-certificate'])
        expect(r.find((a) => a.Slug === slug)?.Available).toBe(false);
    },
  );

  it('spec 2.5: an uncontracted type is never available, whatever the authorities', () => {
    const r = resolveAvailability(catalog, {
      Authorities: catalog.authorities.map((a) => a.Name),
      ContractedTypes: [],
      SatisfiedGates: [...ALL_SPEC_SLUGS],
    });
    expect(r.every((a) => !a.Available && a.Reasons.some((x) => x.Code === 'NotContracted'))).toBe(true);
  });
});

// Spec 2.5 "Eligible assets" (P/C/N), class order as the spec and design.md 2.
const CLASSES = [
  'StocksAndEtfs',
  'MutualFunds',
  'BondsAndFixedIncome',
  'CashAndMoneyMarket',
  'RealEstate',
  'PrivateEquityAndVenture',
  'PrivateCreditAndNotes',
  'PreciousMetals',
  'DigitalAssets',
  'Stablecoins',
];
const ROWS: Readonly<Record<string, string>> = {
  'inherited-traditional-ira': 'PPPPCCCCCC',
  'inherited-roth-ira': 'PPPPCCCCCC',
  'emergency-savings-plesa': 'NNNPNNNNNN',
  'employee-stock-ownership-plan': 'PPPPCCCCCC',
  'child-roth-ira': 'PPPPNNNNNN',
  'spousal-roth-ira': 'PPPPNNNNNN',
  'sarsep-ira': 'PPPPNNNNNN',
  'simple-ira': 'PPPPNNNNNN',
  'sep-ira': 'PPPPNNNNNN',
  'roth-ira': 'PPPPNNNNNN', // design.md 2: same row as child-roth-ira
  'traditional-ira': 'PPPPNNNNNN', // issue 11: the row of sep-ira
  'coverdell-esa': 'PPPPCCCNCC',
  'irrevocable-trust': 'PPPPPPPPCC',
  'commuter-benefits': 'NNNNNNNNNN',
  'health-care-fsa': 'NNNNNNNNNN',
  'health-reimbursement-arrangement': 'NNNNNNNNNN',
  'lifestyle-spending-account': 'NNNNNNNNNN',
  'dependent-care-fsa': 'NNNNNNNNNN',
};
const CELL: Readonly<Record<string, string>> = { P: 'Permitted', C: 'Conditional', N: 'NotPermitted' };

describe('spec 2.5 eligible assets, hand-encoded (no instrument, no scope: the matrix cell, design.md 2a)', () => {
  for (const [slug, row] of Object.entries(ROWS)) {
    it(`spec 2.5 asset row of ${slug} is ${row}`, () => {
      const got = CLASSES.map((c) => assetEligibility(catalog, { AccountTypeCode: slug, AssetClass: c }).Eligibility);
      expect(got).toEqual([...row].map((ch) => CELL[ch]));
    });
  }

  it(
    'spec 2.5 instrument predicate: an ESOP conditional class is decided by ' + 'InvestsPrimarilyInEmployerSecurities',
    () => {
      const yes = assetEligibility(catalog, {
        AccountTypeCode: 'employee-stock-ownership-plan',
        AssetClass: 'PrivateEquityAndVenture',
        Instrument: { Attributes: { InvestsPrimarilyInEmployerSecurities: true } },
      });
      const no = assetEligibility(catalog, {
        AccountTypeCode: 'employee-stock-ownership-plan',
        AssetClass: 'PrivateEquityAndVenture',
        Instrument: { Attributes: { InvestsPrimarilyInEmployerSecurities: false } },
      });
      expect(no.Eligibility).toBe('NotPermitted');
      expect(yes.Eligibility).not.toBe('NotPermitted');
    },
  );
});
