// Health savings accounts through POST /v1/transfers and POST /v1/rollovers, on both databases
// (docs/decisions/47-hsa-movements.md): a trustee-to-trustee transfer between HSAs (Notice 2004-50 Q&A-56), a
// 60-day rollover from an HSA at another custodian (26 U.S.C. 223(f)(5)(A)) shown in Form 5498-SA box 4 (Instructions
// for Forms 1099-SA and 5498-SA), the one rollover in a 1-year period (223(f)(5)(B)), an IRA refused either way, and
// the qualified HSA funding distribution (HsaFundingDistribution; docs/decisions/47-hsa-funding-distribution.md):
// 408(d)(9) and Notice 2008-51 (a traditional IRA to the owner's HSA, counted toward the 223(b) limit, once in a
// lifetime, not from an ongoing SIMPLE IRA), the IRA's Form 1099-R (code 1, box 2a the gross with 2b checked, nothing
// withheld) and the HSA's Form 5498-SA box 2. Refusals write nothing; the suite's cleanup runs the ledger check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { TestClock } from './clock.js';
import { type Fixture, makeFixture } from './fixture.js';
import { movementSteps } from './movement-steps.js';

const backends = await availableBackends();
const HSA = 'health-savings-account';
const HSA_FIELDS = { CoverageTier: 'SelfOnly', HighDeductiblePlanStartDate: '2026-01-01' };

describe.each(backends)('HSA movements on $name', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const clock = new TestClock('2026-04-10T15:00:00Z');
  const A = () => f.providerA.key;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db, 100_000, clock);
  });
  afterAll(async () => {
    await cleanup();
  });

  const { post, newClient, open, fund, settled, refused } = movementSteps(
    () => f,
    () => db,
  );
  it(
    'Notice 2004-50 Q&A-56 and 223(f)(5): an HSA transfer is not counted toward the limit; a rollover from ' +
      'another custodian is 5498-SA box 4; a second within the year and IRA<->HSA are refused',
    async () => {
      const owner = await newClient(A(), '1980-06-15');
      const from = await open(A(), owner, HSA, HSA_FIELDS);
      const to = await open(A(), owner, HSA, HSA_FIELDS);
      const ira = await open(A(), owner, 'traditional-ira');
      await fund(A(), from, 4000);
      await fund(A(), ira, 1000, { TaxYear: 2026 });

      // Trustee to trustee: TransferIn, Transfer money, outside the 223(b) limit.
      const moved = await post('/v1/transfers', {
        FromAccountId: from,
        ToAccountId: to,
        Amount: 4000,
        Currency: 'USD',
      });
      expect(moved.json).toMatchObject({ Status: 1, Amount: 4000, TaxableAmount: 0 });
      expect(f.events.at(-1)).toMatchObject({
        EventType: 'transfer.completed',
        Data: { TransferKind: 'TrusteeToTrustee' },
      });
      // The owner's HSAs share the 2026 self-only 4,400 (Rev. Proc. 2025-19): 4,000 was contributed to `from`, and
      // the 4,000 moved is not counted again: 400 more is accepted, and no cent after it.
      await fund(A(), to, 400);
      const over = await refused(`/v1/accounts/${to}/fund`, {
        Amount: 0.01,
        Currency: 'USD',
        PaymentMethodType: 'Wire',
      });
      expect(over).toMatchObject({ ErrorCode: 'ContributionLimitExceeded' });
      expect(String(over['Message'])).toContain('4,400.01 would exceed the limit of 4,400.00');

      // 60-day rollover of a distribution from an HSA at another custodian.
      const body = {
        FromAccountTypeCode: HSA,
        ToAccountId: to,
        Kind: 'Indirect',
        DistributionDate: '2026-03-15',
        Amount: 700,
        Currency: 'USD',
      };
      const rolled = await post('/v1/rollovers', body);
      expect(rolled.json).toMatchObject({ Status: 1, Amount: 700, TaxableAmount: 0, RolloverDeadline: '2026-05-14' });
      expect(await settled(A(), to)).toBe(5100);
      const forms = await f.send('GET', `/v1/accounts/${to}/tax-forms?TaxYear=2026`, { key: A() });
      expect(forms.json['Form5498Sa']).toMatchObject({ TotalContributions: 400, RolloverContributions: 700 });
      expect(forms.json['Forms1099Sa']).toEqual([]);

      // 223(f)(5)(B): another HSA distribution received within the year is refused, with its rule.
      const again = await refused('/v1/rollovers', { ...body, DistributionDate: '2026-04-01', Amount: 50 });
      expect(again).toMatchObject({ ErrorCode: 'RolloverNotPermitted' });
      expect(String(again['Message'])).toMatch(/one-rollover-per-year.*223\(f\)\(5\)\(B\)/);

      // IRA to HSA and HSA to IRA, by either route.
      const iraToHsa = await refused('/v1/transfers', {
        FromAccountId: ira,
        ToAccountId: to,
        Amount: 10,
        Currency: 'USD',
      });
      expect(iraToHsa).toMatchObject({ ErrorCode: 'TransferNotPermitted' });
      expect(String(iraToHsa['Message'])).toMatch(/same-tax-character.*408\(d\)\(9\)/);
      const hsaToIra = await refused('/v1/rollovers', {
        ...body,
        FromAccountTypeCode: undefined,
        FromAccountId: to,
        ToAccountId: ira,
      });
      expect(hsaToIra).toMatchObject({ ErrorCode: 'RolloverNotPermitted' });
      expect(String(hsaToIra['Message'])).toMatch(/rollover-pair/);
    },
  );

  it(
    '223(f)(5)(A) and the 1099-SA instructions: an HSA distribution (code 1) rolled into another HSA of the ' +
      'service; the sending HSA keeps its Form 1099-SA, the receiving one shows 5498-SA box 4',
    async () => {
      const owner = await newClient(A(), '1979-02-02');
      const from = await open(A(), owner, HSA, HSA_FIELDS);
      const to = await open(A(), owner, HSA, HSA_FIELDS);
      await fund(A(), from, 1000);
      const paid = await post(`/v1/accounts/${from}/withdrawals`, {
        Amount: 300,
        Currency: 'USD',
        DistributionReason: 'Normal',
      });
      expect(paid.json).toMatchObject({ Status: 1, TaxForm: '1099-SA' });
      const rolled = await post('/v1/rollovers', {
        FromAccountId: from,
        ToAccountId: to,
        Kind: 'Indirect',
        DistributionDate: '2026-04-10',
        Amount: 300,
        Currency: 'USD',
      });
      expect(rolled.json).toMatchObject({ Status: 1, Amount: 300, FromTransactionId: null });
      expect(await settled(A(), from)).toBe(700);
      expect(await settled(A(), to)).toBe(300);
      const sent = await f.send('GET', `/v1/accounts/${from}/tax-forms?TaxYear=2026`, { key: A() });
      expect(sent.json['Forms1099Sa']).toEqual([
        expect.objectContaining({ GrossDistribution: 300, DistributionCode: '1' }),
      ]);
      const received = await f.send('GET', `/v1/accounts/${to}/tax-forms?TaxYear=2026`, { key: A() });
      expect(received.json['Form5498Sa']).toMatchObject({ TotalContributions: 0, RolloverContributions: 300 });
    },
  );

  it(
    '408(d)(9): a traditional IRA funds the HSA once within the 223(b) limit (1099-R code 1, 5498-SA box 2); over ' +
      'the limit, a second one, and a SIMPLE IRA with employer money this year are refused',
    async () => {
      const owner = await newClient(A(), '1980-06-15');
      const ira = await open(A(), owner, 'traditional-ira');
      const hsa = await open(A(), owner, HSA, HSA_FIELDS);
      await fund(A(), ira, 10_000, { ContributionSource: 'Transfer' });
      await fund(A(), hsa, 1000);
      const body = { FromAccountId: ira, ToAccountId: hsa, Currency: 'USD', HsaFundingDistribution: true };

      // 1,000 already contributed: at most 3,400 of the 2026 self-only 4,400 (Rev. Proc. 2025-19) is left.
      const over = await refused('/v1/transfers', { ...body, Amount: 3400.01 });
      expect(over).toMatchObject({ ErrorCode: 'TransferNotPermitted' });
      expect(String(over['Message'])).toMatch(/rule hsa-funding-limit/);

      const moved = await post('/v1/transfers', { ...body, Amount: 3000 });
      expect(moved.json).toMatchObject({ Status: 1, Amount: 3000, TaxableAmount: 0 });
      expect(f.events.at(-1)).toMatchObject({
        EventType: 'transfer.completed',
        Data: { TransferKind: 'HsaFundingDistribution' },
      });
      expect(await settled(A(), ira)).toBe(7000);
      expect(await settled(A(), hsa)).toBe(4000);

      const iraForms = await f.send('GET', `/v1/accounts/${ira}/tax-forms?TaxYear=2026`, { key: A() });
      expect(iraForms.json['Forms1099R']).toEqual([
        expect.objectContaining({
          DistributionCode: '1',
          GrossDistribution: 3000,
          // Box 2a the gross with 2b checked: the owner excludes it on Form 1040 ("HFD"), as a QCD.
          TaxableAmount: 3000,
          TaxableAmountNotDetermined: true,
          FederalIncomeTaxWithheld: 0,
        }),
      ]);
      const hsaForms = await f.send('GET', `/v1/accounts/${hsa}/tax-forms?TaxYear=2026`, { key: A() });
      expect(hsaForms.json['Form5498Sa']).toMatchObject({ TotalContributions: 4000, RolloverContributions: 0 });

      // A later Participant deposit sees the 3,000 counted: 400 is left, not a cent more.
      await fund(A(), hsa, 400);
      const full = await refused(`/v1/accounts/${hsa}/fund`, {
        Amount: 0.01,
        Currency: 'USD',
        PaymentMethodType: 'Wire',
      });
      expect(full).toMatchObject({ ErrorCode: 'ContributionLimitExceeded' });

      // Once in a lifetime: the next year, to another HSA, is refused.
      clock.set('2027-02-01T15:00:00Z');
      const hsa2 = await open(A(), owner, HSA, { ...HSA_FIELDS, HighDeductiblePlanStartDate: '2027-01-01' });
      const second = await refused('/v1/transfers', { ...body, ToAccountId: hsa2, Amount: 100 });
      expect(String(second['Message'])).toMatch(/rule once-in-a-lifetime; EarlierDistributionDate 2026-04-10/);

      // An ongoing SIMPLE IRA (an employer contribution for 2027) of another owner.
      const other = await newClient(A(), '1975-01-01');
      const simple = await open(A(), other, 'simple-ira');
      const otherHsa = await open(A(), other, HSA, { ...HSA_FIELDS, HighDeductiblePlanStartDate: '2027-01-01' });
      await fund(A(), simple, 500, { ContributionSource: 'Employer' });
      const ongoing = await refused('/v1/transfers', {
        ...body,
        FromAccountId: simple,
        ToAccountId: otherHsa,
        Amount: 100,
      });
      expect(String(ongoing['Message'])).toMatch(/rule ongoing-sep-simple/);
    },
  );
});
