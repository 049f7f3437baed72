// The mixed write load of the kill cycles: creates, deposits and withdrawals (Transact
// Withdrawal entries: main has no /withdrawals or /transfers route yet), each with its own
// ProviderReferenceId, so an unacknowledged one can be retried safely after a restart.
import { type Answer, isEnvelope, type Key, send } from './http.js';

export type OpKind = 'client' | 'account' | 'deposit' | 'withdrawal';

export interface Op {
  readonly kind: OpKind;
  readonly ref: string;
  readonly method: 'POST';
  readonly target: string;
  readonly body: Record<string, unknown>;
  outcome: 'pending' | 'ok' | 'refused' | 'unacked';
  id?: string;
  code?: string;
  attempts: number;
}

export const TABLE_OF = {
  client: 'clients',
  account: 'accounts',
  deposit: 'transactions',
  withdrawal: 'transactions',
} as const;

export interface World {
  readonly key: Key;
  readonly institutionId: string;
  accountType: string;
  readonly clients: string[];
  readonly accounts: string[];
  readonly ops: Op[];
  readonly refPrefix: string;
  /** Anything that is not an envelope with 200 or 503: a defect, whatever the moment. */
  readonly anomalies: string[];
}

let counter = 0;

function cents(rand: () => number, max_cents: number): string {
  const c = 1 + Math.floor(rand() * max_cents);
  return `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
}

function pick<T>(list: readonly T[], rand: () => number): T | undefined {
  return list.length === 0 ? undefined : list[Math.floor(rand() * list.length)];
}

/** An op of one kind; deposits and withdrawals go to a random known account. */
export function makeOp(w: World, kind: OpKind, rand: () => number): Op {
  counter += 1;
  const ref = `${w.refPrefix}-${counter}`;
  const base = { ref, method: 'POST' as const, outcome: 'pending' as const, attempts: 0 };
  const account = pick(w.accounts, rand) ?? '00000000-0000-4000-8000-000000000000';
  switch (kind) {
    case 'client':
      return {
        ...base,
        kind,
        target: '/v1/clients',
        body: {
          ProviderReferenceId: ref,
          ClientType: 'Individual',
          Contact: { FirstName: `Fault${counter}`, LastName: 'Load', DateOfBirth: '1980-01-15' },
        },
      };
    case 'account':
      return {
        ...base,
        kind,
        target: '/v1/accounts',
        body: {
          ProviderReferenceId: ref,
          ClientId: pick(w.clients, rand) ?? '00000000-0000-4000-8000-000000000000',
          AccountTypeCode: w.accountType,
          InstitutionId: w.institutionId,
        },
      };
    case 'deposit':
      return {
        ...base,
        kind,
        target: `/v1/accounts/${account}/fund`,
        body: { ProviderReferenceId: ref, Amount: cents(rand, 50_000), Currency: 'USD', PaymentMethodType: 'Wire' },
      };
    case 'withdrawal':
      return {
        ...base,
        kind,
        target: `/v1/accounts/${account}/transact`,
        body: { ProviderReferenceId: ref, EntryType: 'Withdrawal', Amount: cents(rand, 20_000), Currency: 'USD' },
      };
  }
}

/** The mix: 15% new clients, 12% new accounts, 38% deposits, 35% withdrawals. */
export function nextOp(w: World, rand: () => number): Op {
  const r = rand();
  const kind: OpKind =
    w.accounts.length === 0 || r < 0.15 ? 'client' : r < 0.27 ? 'account' : r < 0.65 ? 'deposit' : 'withdrawal';
  return makeOp(w, kind, rand);
}

/** Sends one op and records what came back. Returns false when no answer arrived. */
export async function runOp(base: string, w: World, op: Op): Promise<boolean> {
  op.attempts += 1;
  const a: Answer = await send(base, w.key, op.method, op.target, op.body, { timeout_ms: 30_000 });
  if (a.status === 0 || a.status === 503) {
    op.outcome = 'unacked';
    if (a.status === 503 && !isEnvelope(a.json)) w.anomalies.push(`503 without the envelope on ${op.target}`);
    return a.status === 503;
  }
  if (a.status !== 200 || !isEnvelope(a.json)) {
    w.anomalies.push(`HTTP ${a.status} on ${op.kind} ${op.ref}: ${a.text.slice(0, 200)}`);
    op.outcome = 'unacked';
    return true;
  }
  const json = a.json!;
  if (json['Status'] === 1) {
    op.outcome = 'ok';
    const id = json['ClientId'] ?? json['AccountId'] ?? json['TransactionId'];
    if (typeof id === 'string') op.id = id;
    if (op.kind === 'client' && op.id !== undefined && !w.clients.includes(op.id)) w.clients.push(op.id);
    if (op.kind === 'account' && op.id !== undefined && !w.accounts.includes(op.id)) w.accounts.push(op.id);
  } else {
    op.outcome = 'refused';
    op.code = String((json['ResponseStatus'] as { ErrorCode?: unknown }).ErrorCode);
  }
  return true;
}
