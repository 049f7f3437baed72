// The mixed write load of the kill cycles: creates (clients, accounts), deposits, withdrawals
// (POST /v1/accounts/{AccountId}/withdrawals) and transfers (POST /v1/transfers between two
// traditional IRAs of one owner), each with its own ProviderReferenceId, so an unacknowledged one
// can be retried safely after a restart. A refusal for a business reason (InsufficientFunds) is an
// answer, counted as refused, never as a loss; a refusal with any other code is an anomaly (the
// load is built so that only balances can refuse it).
import { type Answer, isEnvelope, type Key, send } from './http.js';

export type OpKind = 'client' | 'account' | 'deposit' | 'withdrawal' | 'transfer';
export const OP_KINDS: readonly OpKind[] = ['client', 'account', 'deposit', 'withdrawal', 'transfer'];

export interface Op {
  readonly kind: OpKind;
  readonly ref: string;
  readonly method: 'POST';
  readonly target: string;
  readonly body: Record<string, unknown>;
  outcome: 'pending' | 'ok' | 'refused' | 'unacked';
  /** The record the service answered: ClientId, AccountId, TransactionId or (a transfer) MovementId. */
  id?: string;
  /** A transfer's FromTransactionId and ToTransactionId. */
  transactionIds?: string[];
  code?: string;
  attempts: number;
  /** When the process was killed with this op unanswered (epoch ms): set before its retry. */
  killedAt?: number;
}

/** Where each kind's record is stored under its ProviderReferenceId. */
export const TABLE_OF = {
  client: 'clients',
  account: 'accounts',
  deposit: 'transactions',
  withdrawal: 'transactions',
  transfer: 'movements',
} as const;

/** The refusals the load expects: money the account does not hold. Any other code is an anomaly. */
export const BUSINESS_REFUSALS: Readonly<Record<OpKind, readonly string[]>> = {
  client: [],
  account: [],
  deposit: [],
  withdrawal: ['InsufficientFunds'],
  transfer: ['InsufficientFunds'],
};

export interface World {
  readonly key: Key;
  readonly institutionId: string;
  accountType: string;
  readonly clients: string[];
  /** Accounts of `accountType` (deposits and withdrawals). */
  readonly accounts: string[];
  /** Two traditional IRAs of one owner each (transfers, either way). */
  readonly pairs: [string, string][];
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

const NO_ID = '00000000-0000-4000-8000-000000000000';

/** An op of one kind; deposits and withdrawals go to a random known account, transfers within a random pair. */
export function makeOp(w: World, kind: OpKind, rand: () => number): Op {
  counter += 1;
  const ref = `${w.refPrefix}-${counter}`;
  const base = { ref, method: 'POST' as const, outcome: 'pending' as const, attempts: 0 };
  const account = pick(w.accounts, rand) ?? NO_ID;
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
          ClientId: pick(w.clients, rand) ?? NO_ID,
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
      // Up to 400.00 against deposits of up to 500.00: a share is refused for InsufficientFunds.
      return {
        ...base,
        kind,
        target: `/v1/accounts/${account}/withdrawals`,
        body: { ProviderReferenceId: ref, Amount: cents(rand, 40_000), Currency: 'USD', DistributionReason: 'Normal' },
      };
    case 'transfer': {
      const [a, b] = pick(w.pairs, rand) ?? [NO_ID, NO_ID];
      const [from, to] = rand() < 0.5 ? [a, b] : [b, a];
      return {
        ...base,
        kind,
        target: '/v1/transfers',
        body: {
          ProviderReferenceId: ref,
          FromAccountId: from,
          ToAccountId: to,
          Amount: cents(rand, 400_000),
          Currency: 'USD',
        },
      };
    }
  }
}

/** The mix: 10% new clients, 10% new accounts, 28% deposits, 27% withdrawals, 25% transfers. */
export function nextOp(w: World, rand: () => number): Op {
  const r = rand();
  const kind: OpKind =
    w.accounts.length === 0 || r < 0.1
      ? 'client'
      : r < 0.2
        ? 'account'
        : r < 0.48
          ? 'deposit'
          : r < 0.75 || w.pairs.length === 0
            ? 'withdrawal'
            : 'transfer';
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
    const id =
      op.kind === 'transfer' ? json['MovementId'] : (json['ClientId'] ?? json['AccountId'] ?? json['TransactionId']);
    if (typeof id === 'string') op.id = id;
    if (op.kind === 'transfer')
      op.transactionIds = [json['FromTransactionId'], json['ToTransactionId']].filter(
        (x): x is string => typeof x === 'string',
      );
    if (op.kind === 'client' && op.id !== undefined && !w.clients.includes(op.id)) w.clients.push(op.id);
    if (op.kind === 'account' && op.id !== undefined && !w.accounts.includes(op.id)) w.accounts.push(op.id);
  } else {
    op.outcome = 'refused';
    op.code = String((json['ResponseStatus'] as { ErrorCode?: unknown }).ErrorCode);
    if (!BUSINESS_REFUSALS[op.kind].includes(op.code))
      w.anomalies.push(`${op.kind} ${op.ref} refused with ${op.code}: ${a.text.slice(0, 200)}`);
  }
  return true;
}
