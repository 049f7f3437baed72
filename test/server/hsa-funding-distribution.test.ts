// The qualified HSA funding distribution over HTTP (POST /v1/transfers with HsaFundingDistribution, on both
// databases; docs/decisions/47-hsa-funding-distribution.md): 26 U.S.C. 408(d)(9) and Notice 2008-51 (a traditional
// IRA to the owner's HSA, counted toward the HSA's 223(b) limit, once in a lifetime, not from an ongoing SIMPLE IRA),
// the IRA's Form 1099-R (code 1, box 2a 0, nothing withheld) and the HSA's Form 5498-SA box 2 (Instructions for
// Forms 1099-R and 5498; Forms 1099-SA and 5498-SA). Refusals write nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { TestClock } from './clock.js';
import { type Fixture, makeFixture } from './fixture.js';
import { movementSteps } from './movement-steps.js';

const backends = await availableBackends();
const HSA = 'health-savings-account';
const HSA_FIELDS = { CoverageTier: 'SelfOnly', HighDeductiblePlanStartDate: '2026-01-01' };

describe.each(backends)('qualified HSA funding distribution on $name', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const clock = new TestClock('2026-04-10T15:00:00Z');
  const A = () => f.providerA.key;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db, 110_000, clock);
  });
  afterAll(async () => {
    await cleanup();
  });

  const { post, newClient, open, fund, settled, refused } = movementSteps(
    () => f,
    () => db,
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
