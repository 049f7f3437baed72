import { describe, expect, it } from 'vitest';
import { entriesBalance } from '../../src/index.js';
import { expectOk, INST, openAccount, PLAN_ID, TRUSTEE_ID, withdrawalHost } from './withdrawal-host.js';

// decideWithdrawal on IRAs and plans: one named test per path, with its source. The owner is
// born 1980-06-15 (45 in 2026, before 59 1/2) unless the test says otherwise.

const svc = (Name: string) => ({ Kind: 'Service', Name });

function ira(slug = 'traditional-ira', today = '2026-03-02', dob?: string, balance = 10_000) {
  const { host, clientId } = withdrawalHost(today, dob);
  const id = openAccount(host, clientId, slug, INST);
  host.deposit(id, { Amount: balance, ContributionSource: slug.includes('simple') ? 'Participant' : 'Rollover' });
  return { host, id, clientId };
}

describe('withholding (26 U.S.C. 3405(b); Form W-4R)', () => {
  it(
    'an IRA distribution withholds 10 percent federal by default; the net goes to ExternalClearing, the tax ' +
      'to FederalWithholdingPayable',
    () => {
      const { host, id } = ira();
      const d = expectOk(host.withdraw(id, { Amount: 1000, Currency: 'USD', DistributionReason: 'Early' }));
      expect(d.Result).toMatchObject({ Amount: 1000, FederalWithheld: 100, NetAmount: 900, DistributionCode: '1' });
      expect(d.Entries).toEqual([
        { Account: { Kind: 'Client', AccountId: id, Bucket: 'Settled' }, Amount: '-900', Currency: 'USD' },
        { Account: svc('ExternalClearing'), Amount: '900', Currency: 'USD' },
        { Account: { Kind: 'Client', AccountId: id, Bucket: 'Settled' }, Amount: '-100', Currency: 'USD' },
        { Account: svc('FederalWithholdingPayable'), Amount: '100', Currency: 'USD' },
      ]);
      expect(host.balances(id).Settled).toBe('9000');
      expect(d.Records.Withdrawal).toMatchObject({
        FederalWithholdingPercent: '10',
        TaxForm: '1099-R',
        IraSepSimple: true,
      });
    },
  );

  it(
    'the owner’s election replaces the default (0 withholds nothing; 25 percent with 5 percent state posts ' +
      'both payables)',
    () => {
      const { host, id } = ira('traditional-ira', '2026-03-02', '1950-01-01');
      const none = expectOk(
        host.withdraw(id, { Amount: 500, Currency: 'USD', DistributionReason: 'Normal', FederalWithholdingPercent: 0 }),
      );
      expect(none.Entries).toHaveLength(2);
      expect(none.Result).toMatchObject({ FederalWithheld: 0, NetAmount: 500, DistributionCode: '7' });
      const both = expectOk(
        host.withdraw(id, {
          Amount: '1234.56',
          Currency: 'USD',
          DistributionReason: 'Normal',
          FederalWithholdingPercent: 25,
          StateWithholdingPercent: 5,
        }),
      );
      expect(both.Result).toMatchObject({ FederalWithheld: 308.64, StateWithheld: 61.73, NetAmount: 864.19 });
      expect(entriesBalance(both.Entries)).toBe(true);
      expect(both.Entries.map((e) => (e.Account.Kind === 'Service' ? e.Account.Name : 'client'))).toEqual([
        'client',
        'ExternalClearing',
        'client',
        'FederalWithholdingPayable',
        'client',
        'StateWithholdingPayable',
      ]);
    },
  );

  it(
    'an eligible rollover distribution from a plan withholds 20 percent; a lower election is ignored (26 ' +
      'U.S.C. 3405(c))',
    () => {
      const { host, clientId } = withdrawalHost('2026-03-02', '1960-01-01');
      const id = openAccount(host, clientId, 'employee-stock-ownership-plan', {
        ...INST,
        PlanId: PLAN_ID,
        TrusteeId: TRUSTEE_ID,
      });
      host.deposit(id, { Amount: 5000, ContributionSource: 'Employer', PlanYear: 2026 });
      const d = expectOk(
        host.withdraw(id, {
          Amount: 1000,
          Currency: 'USD',
          DistributionReason: 'Normal',
          FederalWithholdingPercent: 10,
        }),
      );
      expect(d.Result).toMatchObject({ FederalWithheld: 200, NetAmount: 800, DistributionCode: '7' });
    },
  );
});

describe("the $200 floor (26 CFR 31.3405(c)-1 Q&A-14): the plan account's year aggregated", () => {
  const plan = () => {
    const { host, clientId } = withdrawalHost('2026-03-02', '1960-01-01');
    const id = openAccount(host, clientId, 'employee-stock-ownership-plan', {
      ...INST,
      PlanId: PLAN_ID,
      TrusteeId: TRUSTEE_ID,
    });
    host.deposit(id, { Amount: 5000, ContributionSource: 'Employer', PlanYear: 2026 });
    return { host, id };
  };
  const take = (h: ReturnType<typeof plan>, Amount: number, DistributionReason = 'Normal') =>
    expectOk(h.host.withdraw(h.id, { Amount, Currency: 'USD', DistributionReason }));

  it('150 withholds nothing; a second 100 brings the year to 250: 20 percent of it (20)', () => {
    const h = plan();
    expect(take(h, 150).Result).toMatchObject({ FederalWithheld: 0, NetAmount: 150 });
    expect(take(h, 100).Result).toMatchObject({ FederalWithheld: 20, NetAmount: 80 });
  });

  it('a direct rollover earlier in the year is an eligible rollover distribution too: 150 then withholds 30', () => {
    const h = plan();
    take(h, 1000, 'DirectRollover');
    expect(take(h, 150).Result).toMatchObject({ FederalWithheld: 30 });
  });
});

describe('Form 1099-R distribution codes (Instructions for Forms 1099-R and 5498, Guide to Distribution Codes)', () => {
  it('code 7: a normal distribution at 59 1/2 or older (72(t)(2)(A)(i))', () => {
    const { host, id } = ira('traditional-ira', '2026-03-02', '1960-01-01');
    expect(
      expectOk(host.withdraw(id, { Amount: 100, Currency: 'USD', DistributionReason: 'Normal' })).Result
        .DistributionCode,
    ).toBe('7');
  });

  it('code 1: before 59 1/2 with no exception; the 10 percent additional tax is recorded (72(t)(1))', () => {
    const { host, id } = ira();
    const d = expectOk(host.withdraw(id, { Amount: 2000, Currency: 'USD', DistributionReason: 'Normal' }));
    expect(d.Records.Withdrawal).toMatchObject({ DistributionCodes: ['1'], AdditionalTaxAmount: '200' });
  });

  it('code 2: an exception the payer knows (72(t)(2)(A)(iv) substantially equal periodic payments)', () => {
    const { host, id } = ira();
    const d = expectOk(
      host.withdraw(id, {
        Amount: 1000,
        Currency: 'USD',
        DistributionReason: 'SubstantiallyEqualPeriodicPayments',
        ExceptionFacts: { SeppStartDate: '2025-01-15' },
      }),
    );
    expect(d.Result.DistributionCode).toBe('2');
    expect(d.Records.Withdrawal.AdditionalTaxAmount).toBe('0');
  });

  it(
    'code 1 with the first-home exception up to the lifetime 10,000 (72(t)(2)(F), (t)(8)); the rest bears ' + 'the tax',
    () => {
      const { host, id } = ira('traditional-ira', '2026-03-02', undefined, 20_000);
      const d = expectOk(
        host.withdraw(id, {
          Amount: 12_000,
          Currency: 'USD',
          DistributionReason: 'Early',
          ExceptionClaimed: 'FirstHome',
          ExceptionFacts: { PriorExceptedAmount: 4000 },
        }),
      );
      expect(d.Records.Withdrawal).toMatchObject({
        DistributionCodes: ['1'],
        ExceptionClaimed: 'FirstHome',
        AdditionalTaxAmount: '600',
      });
    },
  );

  it('code 3: disability before 59 1/2 (72(t)(2)(A)(iii), 72(m)(7))', () => {
    const { host, id } = ira();
    expect(
      expectOk(host.withdraw(id, { Amount: 100, Currency: 'USD', DistributionReason: 'Disability' })).Result
        .DistributionCode,
    ).toBe('3');
  });

  it('code 4: an inherited IRA pays a beneficiary after the death (72(t)(2)(A)(ii))', () => {
    const { host, clientId } = withdrawalHost('2026-03-02');
    const id = openAccount(host, clientId, 'inherited-traditional-ira', {
      ...INST,
      DecedentDateOfDeath: '2023-05-10',
      DecedentDiedOnOrAfterRbd: true,
      BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
      BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
    });
    host.deposit(id, { Amount: 3000, ContributionSource: 'Transfer' });
    const d = expectOk(host.withdraw(id, { Amount: 1000, Currency: 'USD', DistributionReason: 'Rmd' }));
    expect(d.Result).toMatchObject({ DistributionCode: '4', FederalWithheld: 100 });
    expect(d.Records.Withdrawal.CountsTowardRequiredDistribution).toBe(true);
  });

  it('code S and 25 percent: a SIMPLE IRA within two years of first participation (72(t)(6))', () => {
    const { host, id } = ira('simple-ira', '2026-03-02');
    const d = expectOk(host.withdraw(id, { Amount: 1000, Currency: 'USD', DistributionReason: 'Early' }));
    expect(d.Records.Withdrawal).toMatchObject({ DistributionCodes: ['S'], AdditionalTaxAmount: '250' });
  });

  it('code 2 for a Roth conversion before 59 1/2, no additional tax (408A(d)(3)(A)(ii))', () => {
    const { host, id } = ira();
    const d = expectOk(
      host.withdraw(id, {
        Amount: 4000,
        Currency: 'USD',
        DistributionReason: 'RothConversion',
        FederalWithholdingPercent: 0,
      }),
    );
    expect(d.Records.Withdrawal).toMatchObject({
      DistributionCodes: ['2'],
      AdditionalTaxAmount: '0',
      GrossAmount: '4000',
    });
  });

  it(
    'code 8: an excess contribution returned in its year with its earnings; only the earnings are taxable ' +
      'and withheld on (408(d)(4))',
    () => {
      const { host, id } = ira();
      const d = expectOk(
        host.withdraw(id, {
          Amount: 1050,
          Currency: 'USD',
          DistributionReason: 'ExcessContribution',
          ExcessContributionDepositDate: '2026-01-10',
          NetIncomeAttributable: 50,
        }),
      );
      expect(d.Records.Withdrawal).toMatchObject({
        DistributionCodes: ['8'],
        TaxableAmount: '50',
        FederalWithheld: '5',
      });
      expect(d.Records.Withdrawal.CountsTowardRequiredDistribution).toBe(false);
    },
  );

  it(
    'an excess contribution for 2025 made 2026-03-02 may be returned as a 408(d)(4) corrective distribution ' +
      'until 2026-10-15, the extended due date of the 2025 return, and no later',
    () => {
      const { host, id } = ira();
      host.deposit(id, { Amount: 7000, TaxYear: 2025 }); // made 2026-03-02 for 2025
      const excess = {
        Amount: 1010,
        Currency: 'USD',
        DistributionReason: 'ExcessContribution',
        ExcessContributionDepositDate: '2026-03-02',
        NetIncomeAttributable: 10,
      };
      host.today = '2026-10-16';
      expect(JSON.stringify(host.withdraw(id, excess))).toContain('NotACorrectiveDistribution');
      host.today = '2026-10-15';
      expect(expectOk(host.withdraw(id, excess)).Records.Withdrawal.TaxableAmount).toBe('10');
    },
  );

  it('code N: a recharacterization withholds nothing and is not in the IRA/SEP/SIMPLE box (408A(d)(6))', () => {
    const { host, id } = ira();
    const d = expectOk(
      host.withdraw(id, {
        Amount: 1000,
        Currency: 'USD',
        DistributionReason: 'Recharacterization',
        RecharacterizedContributionYear: 2026,
      }),
    );
    expect(d.Records.Withdrawal).toMatchObject({ DistributionCodes: ['N'], FederalWithheld: '0', IraSepSimple: false });
    expect(d.Entries).toHaveLength(2);
  });

  it('code G: a direct rollover from a plan, nothing withheld; a state election is refused (401(a)(31))', () => {
    const { host, clientId } = withdrawalHost('2026-03-02');
    const id = openAccount(host, clientId, 'employee-stock-ownership-plan', {
      ...INST,
      PlanId: PLAN_ID,
      TrusteeId: TRUSTEE_ID,
    });
    host.deposit(id, { Amount: 5000, ContributionSource: 'Employer', PlanYear: 2026 });
    const d = expectOk(host.withdraw(id, { Amount: 5000, Currency: 'USD', DistributionReason: 'DirectRollover' }));
    expect(d.Result).toMatchObject({ DistributionCode: 'G', FederalWithheld: 0, NetAmount: 5000 });
    const refused = host.withdraw(id, {
      Amount: 1,
      Currency: 'USD',
      DistributionReason: 'DirectRollover',
      StateWithholdingPercent: 5,
    });
    expect(refused).toMatchObject({ ok: false, ErrorCode: 'InvalidRequest' });
  });

  it(
    'codes J, then Q: a Roth IRA before 59 1/2 takes regular contributions first, nothing taxable, nothing ' +
      'withheld (408A(d)(4)(B))',
    () => {
      const { host, clientId } = withdrawalHost('2026-03-02');
      const id = openAccount(host, clientId, 'roth-ira', INST);
      host.deposit(id, { Amount: 5000, TaxYear: 2026 });
      const d = expectOk(host.withdraw(id, { Amount: 3000, Currency: 'USD', DistributionReason: 'Normal' }));
      expect(d.Records.Withdrawal).toMatchObject({
        DistributionCodes: ['J'],
        TaxableAmount: '0',
        FederalWithheld: '0',
      });
      const old = withdrawalHost('2026-03-02', '1950-01-01');
      const r = openAccount(old.host, old.clientId, 'roth-ira', INST);
      old.host.deposit(r, { Amount: 1000 });
      const q = expectOk(
        old.host.withdraw(
          r,
          { Amount: 500, Currency: 'USD', DistributionReason: 'Normal' },
          {
            Roth: {
              FirstContributionTaxYear: 2015,
              RegularContributions: 1000,
              Conversions: [],
              PriorDistributions: 0,
            },
          },
        ),
      );
      expect(q.Result.DistributionCode).toBe('Q');
    },
  );
});

describe('refusals change nothing', () => {
  it('more than the available balance is InsufficientFunds; a frozen account takes no distribution', () => {
    const { host, id } = ira('traditional-ira', '2026-03-02', undefined, 100);
    expect(host.withdraw(id, { Amount: 100.01, Currency: 'USD', DistributionReason: 'Normal' })).toMatchObject({
      ok: false,
      ErrorCode: 'InsufficientFunds',
    });
    expectOk(host.updateAccount(id, { AccountStatus: 'Frozen' }));
    expect(host.withdraw(id, { Amount: 1, Currency: 'USD', DistributionReason: 'Normal' })).toMatchObject({
      ok: false,
      ErrorCode: 'InvalidRequest',
    });
    expect(host.balances(id).Settled).toBe('100');
  });

  it('a Trump account in its growth period pays nothing but the statutory exceptions (26 U.S.C. 530A)', () => {
    const { host, clientId } = withdrawalHost('2026-08-03');
    const id = openAccount(host, clientId, 'trump-account', {
      ...INST,
      BeneficiaryDateOfBirth: '2020-05-01',
      AccountOrigin: 'Initial',
    });
    host.deposit(id, { Amount: 1000, ContributionSource: 'Participant' });
    expect(host.withdraw(id, { Amount: 100, Currency: 'USD', DistributionReason: 'Normal' })).toMatchObject({
      ok: false,
      ErrorCode: 'DistributionNotPermitted',
    });
    const death = expectOk(host.withdraw(id, { Amount: 1000, Currency: 'USD', DistributionReason: 'Death' }));
    expect(death.Result.DistributionCode).toBe('4');
  });

  it('the body: a missing DistributionReason, an unknown field, both state forms, a bad percent', () => {
    const { host, id } = ira();
    const r1 = host.withdraw(id, { Amount: 1, Currency: 'USD' });
    expect(r1).toMatchObject({ ok: false, Errors: [{ FieldName: 'DistributionReason', ErrorCode: 'Required' }] });
    const r2 = host.withdraw(id, { Amount: 1, Currency: 'USD', DistributionReason: 'Normal', Foo: 1 });
    expect(r2).toMatchObject({ ok: false, Errors: [{ FieldName: 'Foo', ErrorCode: 'NotAllowed' }] });
    const r3 = host.withdraw(id, {
      Amount: 1,
      Currency: 'USD',
      DistributionReason: 'Normal',
      StateWithholdingPercent: 1,
      StateWithholdingAmount: 1,
    });
    expect(r3).toMatchObject({ ok: false, Errors: [{ FieldName: 'StateWithholdingAmount' }] });
    const r4 = host.withdraw(id, {
      Amount: 1,
      Currency: 'USD',
      DistributionReason: 'Normal',
      FederalWithholdingPercent: 101,
    });
    expect(r4).toMatchObject({ ok: false, Errors: [{ FieldName: 'FederalWithholdingPercent', ErrorCode: 'Invalid' }] });
    const r5 = host.withdraw(id, { Currency: 'USD', DistributionReason: 'Normal' });
    expect(r5).toMatchObject({ ok: false, Errors: [{ FieldName: 'Amount', ErrorCode: 'Required' }] });
    expect(host.transactions.filter((t) => t.Kind === 'Entry')).toHaveLength(0);
  });
});
