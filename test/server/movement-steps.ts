// The steps the movement suites share over HTTP: a client, an account, a deposit, a balance, the
// row counts a refusal must leave as they were, and a refusal checked against them. `fixture` and
// `database` are read when a step runs (the suites open them in beforeAll).
import { expect } from 'vitest';
import type { Database } from '../../src/server/index.js';
import { type Fixture, individual } from './fixture.js';
import type { TestKey } from './sign.js';

const COUNTED_TABLES = ['movements', 'movement_transactions', 'transactions', 'postings', 'idempotency_keys'];

export function movementSteps(fixture: () => Fixture, database: () => Database) {
  const post = (target: string, body: unknown, key: TestKey = fixture().providerA.key) =>
    fixture().send('POST', target, { key, body });
  async function newClient(key: TestKey, DateOfBirth?: string): Promise<string> {
    const body = individual();
    const r = await post(
      '/v1/clients',
      DateOfBirth === undefined ? body : { ...body, Contact: { ...body.Contact, DateOfBirth } },
      key,
    );
    expect(r.json.Status).toBe(1);
    return String(r.json['ClientId']);
  }
  async function open(key: TestKey, ClientId: string, AccountTypeCode: string, more = {}): Promise<string> {
    const InstitutionId = fixture().institutionAll;
    const r = await post('/v1/accounts', { ClientId, AccountTypeCode, InstitutionId, ...more }, key);
    expect(r.json.ResponseStatus).toBeUndefined();
    return String(r.json['AccountId']);
  }
  async function fund(key: TestKey, accountId: string, Amount: number, more: Record<string, unknown> = {}) {
    const r = await post(
      `/v1/accounts/${accountId}/fund`,
      { Amount, Currency: 'USD', PaymentMethodType: 'Wire', ...more },
      key,
    );
    expect(r.json.ResponseStatus).toBeUndefined();
    return String(r.json['TransactionId']);
  }
  async function settled(key: TestKey, accountId: string): Promise<number> {
    const r = await fixture().send('GET', `/v1/accounts/${accountId}`, { key });
    return Number((r.json['AccountBalance'] as { SettledBalance: number }).SettledBalance);
  }
  async function counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const t of COUNTED_TABLES) {
      const r = await database().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`);
      out[t] = Number(r.rows[0]?.n);
    }
    out['events'] = fixture().events.length;
    return out;
  }
  /** A POST that must be refused in the envelope (HTTP 200) and change no counted row: its ResponseStatus. */
  async function refused(target: string, body: unknown): Promise<Record<string, unknown>> {
    const before = await counts();
    const r = await post(target, body);
    expect(r.status).toBe(200);
    expect(await counts()).toEqual(before);
    return r.json.ResponseStatus as Record<string, unknown>;
  }
  return { post, newClient, open, fund, settled, counts, refused };
}
