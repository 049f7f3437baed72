// Facts the movement rules take that only the request can state, over HTTP on both databases: a transfer
// incident to divorce between two clients' IRAs (26 U.S.C. 408(d)(6)), a Coverdell ESA rolled over to a
// family member's (530(d)(5), 529(e)(2)). Each refusal writes nothing; another provider's account answers
// as an unknown one. The suite's cleanup runs the ledger check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/index.js';
import { availableBackends } from './backends.js';
import { TestClock } from './clock.js';
import { type Fixture, makeFixture } from './fixture.js';
import { movementSteps } from './movement-steps.js';

const backends = await availableBackends();
const UNKNOWN = '00000000-0000-4000-8000-00000000beef';

describe.each(backends)('movement wire facts on $name', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let f: Fixture;
  const clock = new TestClock('2026-04-10T15:00:00Z');
  const A = () => f.providerA.key;
  const B = () => f.providerB.key;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    f = await makeFixture(db, 100_000, clock);
  });
  afterAll(async () => {
    await cleanup();
  });

  const { post, newClient, open, fund, settled, counts, refused } = movementSteps(
    () => f,
    () => db,
  );
  /** A refusal: the answer's ResponseStatus, and nothing written. */
  it('a transfer incident to divorce between two clients’ traditional IRAs (408(d)(6))', async () => {
    const owner = await newClient(A());
    const spouse = await newClient(A());
    const from = await open(A(), owner, 'traditional-ira');
    const to = await open(A(), spouse, 'traditional-ira');
    await fund(A(), from, 5000, { TaxYear: 2026 });
    const body = { FromAccountId: from, ToAccountId: to, Amount: 2000, Currency: 'USD' };

    const without = await refused('/v1/transfers', body);
    expect(without).toMatchObject({ ErrorCode: 'TransferNotPermitted', Errors: [{ FieldName: 'To.OwnerId' }] });
    expect(String(without['Message'])).toContain('same-owner');
    const no = await refused('/v1/transfers', { ...body, IncidentToDivorce: false });
    expect(no).toMatchObject({ ErrorCode: 'TransferNotPermitted' });
    const bad = await refused('/v1/transfers', { ...body, IncidentToDivorce: 'yes' });
    expect(bad).toMatchObject({ ErrorCode: 'InvalidRequest', Errors: [{ FieldName: 'IncidentToDivorce' }] });

    const before = await counts();
    const ok = await post('/v1/transfers', { ...body, IncidentToDivorce: true, ProviderReferenceId: 'divorce-1' });
    expect(ok.json).toMatchObject({ Status: 1, Amount: 2000, TaxableAmount: 0 });
    expect(await counts()).toMatchObject({
      movements: before['movements']! + 1,
      transactions: before['transactions']! + 2,
      events: before['events']! + 1,
    });
    expect(f.events.at(-1)).toMatchObject({
      EventType: 'transfer.completed',
      Data: { FromAccountId: from, ToAccountId: to, Amount: 2000, TransferKind: 'TrusteeToTrustee' },
    });
    expect(await settled(A(), from)).toBe(3000);
    expect(await settled(A(), to)).toBe(2000);
    const credit = await f.send('GET', `/v1/transactions/${String(ok.json['ToTransactionId'])}`, { key: A() });
    expect(credit.json).toMatchObject({ EntryType: 'TransferIn', ContributionSource: 'Transfer' });

    // A traditional IRA into the spouse's Roth IRA is still a conversion, not a transfer.
    const roth = await open(A(), spouse, 'roth-ira');
    const conversion = await refused('/v1/transfers', { ...body, ToAccountId: roth, IncidentToDivorce: true });
    expect(conversion).toMatchObject({ ErrorCode: 'TransferNotPermitted' });
    expect(String(conversion['Message'])).toContain('Roth conversion');

    // Another provider's IRA, even with the flag, answers as an unknown account and writes nothing.
    const foreign = await open(B(), await newClient(B()), 'traditional-ira');
    const flagged = { ...body, Amount: 1, IncidentToDivorce: true };
    const unknown = await refused('/v1/transfers', { ...flagged, ToAccountId: UNKNOWN });
    const other = await refused('/v1/transfers', { ...flagged, ToAccountId: foreign });
    expect(other).toEqual(unknown);
    expect(other).toMatchObject({ ErrorCode: 'AccountNotFound', Errors: [{ FieldName: 'ToAccountId' }] });
    const otherFrom = await refused('/v1/transfers', { ...flagged, FromAccountId: foreign });
    expect(otherFrom).toMatchObject({ ErrorCode: 'AccountNotFound', Errors: [{ FieldName: 'FromAccountId' }] });
  });

  it('a Coverdell ESA rolled over to a family member’s ESA (530(d)(5))', async () => {
    const student = await newClient(A(), '2010-05-01');
    const sibling = await newClient(A(), '2012-08-15');
    const elder = await newClient(A(), '1990-01-01');
    const from = await open(A(), student, 'coverdell-esa');
    const to = await open(A(), sibling, 'coverdell-esa');
    // Opened past 18 only for a beneficiary with special needs (530(b)(1)), which the account stores.
    const old = await open(A(), elder, 'coverdell-esa', { BeneficiaryIsSpecialNeeds: true });
    const cousin = await open(A(), await newClient(A(), '2009-06-01'), 'coverdell-esa');
    const body = {
      FromAccountId: from,
      ToAccountId: to,
      Kind: 'Indirect',
      DistributionDate: '2026-03-20',
      Amount: 1500,
      Currency: 'USD',
    };

    const without = await refused('/v1/rollovers', body);
    expect(without).toMatchObject({ ErrorCode: 'RolloverNotPermitted', Errors: [{ FieldName: 'To.OwnerId' }] });
    expect(String(without['Message'])).toContain('coverdell-beneficiary');
    const notFamily = await refused('/v1/rollovers', { ...body, ToBeneficiaryIsFamilyMember: false });
    expect(String(notFamily['Message'])).toContain('not a member');
    // The receiving client's date of birth on file is 36 on the distribution date; the request says no special needs.
    const thirty = await refused('/v1/rollovers', {
      ...body,
      ToAccountId: old,
      ToBeneficiaryIsFamilyMember: true,
      ToBeneficiaryIsSpecialNeeds: false,
    });
    expect(String(thirty['Message'])).toContain('age 30');

    const before = await counts();
    const ok = await post('/v1/rollovers', { ...body, ToBeneficiaryIsFamilyMember: true });
    expect(ok.json).toMatchObject({ Status: 1, Amount: 1500, TaxableAmount: 0, FromTransactionId: null });
    expect(await counts()).toMatchObject({
      movements: before['movements']! + 1,
      transactions: before['transactions']! + 1,
      events: before['events']! + 1,
    });
    expect(f.events.at(-1)).toMatchObject({ EventType: 'rollover.completed', Data: { ToAccountId: to } });
    expect(await settled(A(), to)).toBe(1500);
    const credit = await f.send('GET', `/v1/transactions/${String(ok.json['ToTransactionId'])}`, { key: A() });
    expect(credit.json).toMatchObject({ EntryType: 'RolloverIn', ContributionSource: 'Rollover' });

    // With special needs (the account's attribute) the age-30 limit does not apply.
    const special = await post('/v1/rollovers', {
      ...body,
      FromAccountId: cousin,
      ToAccountId: old,
      DistributionDate: '2026-04-01',
      Amount: 100,
      ToBeneficiaryIsFamilyMember: true,
    });
    expect(special.json).toMatchObject({ Status: 1, Amount: 100 });

    // One rollover in 12 months of the distributing beneficiary's ESA: the student's second is refused.
    const again = await refused('/v1/rollovers', {
      ...body,
      DistributionDate: '2026-04-05',
      Amount: 10,
      ToBeneficiaryIsFamilyMember: true,
    });
    expect(again).toMatchObject({ ErrorCode: 'RolloverNotPermitted' });
    expect(String(again['Message'])).toContain('one-rollover-per-year');

    const foreign = await open(B(), await newClient(B(), '2011-01-01'), 'coverdell-esa');
    const flagged = { ...body, ToBeneficiaryIsFamilyMember: true, DistributionDate: '2026-04-06' };
    const unknown = await refused('/v1/rollovers', { ...flagged, ToAccountId: UNKNOWN });
    const other = await refused('/v1/rollovers', { ...flagged, ToAccountId: foreign });
    expect(other).toEqual(unknown);
    expect(other).toMatchObject({ ErrorCode: 'AccountNotFound', Errors: [{ FieldName: 'ToAccountId' }] });
  });

  it('one contribution recharacterized twice moves at most it (1.408A-5 Q&A-1)', async () => {
    const owner = await newClient(A());
    const roth = await open(A(), owner, 'roth-ira');
    const ira = await open(A(), owner, 'traditional-ira');
    const contribution = await fund(A(), roth, 3000, { TaxYear: 2026 });
    // A loss of a tenth: each part moves with its negative net income.
    const body = (Amount: number) => ({
      FromAccountId: roth,
      ToAccountId: ira,
      ContributionTransactionId: contribution,
      Amount,
      Currency: 'USD',
      AdjustedOpeningBalance: 3000,
      AdjustedClosingBalance: 2700,
    });
    const first = await post('/v1/recharacterizations', body(2000));
    expect(first.json).toMatchObject({ Status: 1, RecharacterizedAmount: 2000, Amount: 1800 });
    const link = await db.query<{ id: string | null; part: string | null }>(
      'SELECT recharacterized_transaction_id::text AS id, recharacterized_contribution::text AS part ' +
        'FROM transactions WHERE transaction_id = $1',
      [String(first.json['FromTransactionId'])],
    );
    expect(link.rows[0]).toMatchObject({ id: contribution });
    expect(Number(link.rows[0]?.part)).toBe(2000);

    const over = await refused('/v1/recharacterizations', body(1000.01));
    expect(over).toMatchObject({
      ErrorCode: 'RecharacterizationNotPermitted',
      Errors: [{ FieldName: 'Amount' }],
    });
    const error = (over['Errors'] as { Message: string }[])[0]?.Message;
    expect(error).toContain('2000 recharacterized before, 1000 left');
    expect(error).toContain('1.408A-5 Q&A-1');
    const rest = await post('/v1/recharacterizations', body(1000));
    expect(rest.json).toMatchObject({ Status: 1, RecharacterizedAmount: 1000, Amount: 900 });
    const more = await refused('/v1/recharacterizations', body(0.01));
    expect(more).toMatchObject({ ErrorCode: 'RecharacterizationNotPermitted' });
    expect(await settled(A(), ira)).toBe(2700);
  });
});
