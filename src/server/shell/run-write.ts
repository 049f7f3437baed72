import type { Context } from 'hono';
import type { Decision } from '../../core/decisions/decision.js';
import type { AppEnv } from '../app-env.js';
import { requestIdNumber } from '../http/envelope.js';
import type { RouteDeps } from '../routes/context.js';
import {
  claimReference,
  type Known,
  OPERATOR_SCOPE,
  type ReferenceKey,
  requestHash,
  type StoredAnswer,
  storeAnswer,
} from '../store/idempotency.js';
import { decideAndApply } from './decide-and-apply.js';
import { handled } from './handled-failure.js';
import type { Loaded, WriteContext, WriteOperation } from './operation.js';
import { selectsOnly } from './statement-checks.js';

const IDEMPOTENCY_CONFLICT = 'ProviderReferenceId was already used with a different payload.';
/** Longer references are not looked up: the decision's validation refuses them. */
const MAX_REFERENCE_LENGTH = 256;

function referenceOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const v = (body as Record<string, unknown>)['ProviderReferenceId'];
  return typeof v === 'string' && v !== '' && v.length <= MAX_REFERENCE_LENGTH ? v : undefined;
}

/**
 * The answer of a decision: `{ Status: 1, ...Result }`, with the decision's Reasons, Warnings and
 * Unchecked when any (a Result that has Reasons of its own keeps them).
 */
export function answerOf<R, A>(d: Decision<R, A>): StoredAnswer {
  const result = d.Result as Record<string, unknown>;
  return {
    httpStatus: 200,
    body: {
      Status: 1,
      ...result,
      ...(d.Reasons.length > 0 && !Object.hasOwn(result, 'Reasons') ? { Reasons: d.Reasons } : {}),
      ...(d.Warnings.length > 0 ? { Warnings: d.Warnings } : {}),
      ...(d.Unchecked.length > 0 ? { Unchecked: d.Unchecked } : {}),
    },
  };
}

function respond(c: Context<AppEnv>, known: Known): Response {
  if (known.kind === 'conflict') throw handled('IdempotencyConflict', IDEMPOTENCY_CONFLICT);
  return c.json({ RequestId: requestIdNumber(c), ...known.answer.body }, known.answer.httpStatus as 200);
}

/**
 * The one shell of every write (design.md sections 4a and 7; docs/server.md). The middleware has
 * authenticated the request and the route group's guard has checked the kind of key. Then:
 * 1. in ONE transaction, FIRST, before anything is validated, the ProviderReferenceId is claimed
 *    (one INSERT ... ON CONFLICT DO NOTHING): a known reference with the same request hash
 *    answers its stored original answer (same ids, same Status), whatever has changed since; with
 *    a different hash it is IdempotencyConflict; a concurrent duplicate waits on its key, then
 *    answers the stored answer;
 * 2. in the same transaction: load the facts (locking what the decision depends on), decide;
 *    a Failure is thrown, which rolls everything back (the reference is free again); otherwise
 *    apply the Records, then the Entries (one INSERT), the Events (the outbox) and the answer
 *    stored with the claim, sent together (one flight on PostgreSQL), then commit;
 * 3. answer. Handled failures are thrown as HandledFailure and mapped by the app's onError.
 */
export async function runWrite<F, R, A>(
  c: Context<AppEnv>,
  deps: RouteDeps,
  op: WriteOperation<F, R, A>,
): Promise<Response> {
  const principal = c.get('principal');
  const providerId = principal.Kind === 'provider' ? principal.ProviderId : null;
  // No body is an empty one; a JSON null is a body, refused by the decision as any non-object is
  // (docs/decisions/69-fuzzed-inputs.md: it once read as {} and answered a PATCH with Status 1).
  const sent = c.get('body');
  const body = sent === undefined ? {} : sent;
  const now = deps.now();
  const ctx: WriteContext = { providerId, params: c.req.param() as Record<string, string>, body, now };
  const reference = op.idempotent === false ? undefined : referenceOf(body);
  const key: ReferenceKey | undefined =
    reference === undefined
      ? undefined
      : {
          providerId: providerId ?? OPERATOR_SCOPE,
          operation: op.name,
          reference,
          hash: requestHash(`${c.req.method} ${c.req.path.toLowerCase()}`, body),
        };
  const outcome = await deps.db.transaction(async (tx): Promise<Known> => {
    let loading: Promise<Loaded<F>> | undefined;
    if (key !== undefined) {
      const claimed = claimReference(tx, key, now);
      // A load that changes nothing a retry could see follows the claim in the same flight; it
      // is always waited for (its statements must not outlive the transaction), and its facts
      // are dropped when the reference is known.
      if (op.loadWithClaim === true) loading = op.load(selectsOnly(tx, op.name), ctx, deps.catalog);
      const settled = loading?.then(
        () => undefined,
        () => undefined,
      );
      const known = await claimed.finally(() => settled);
      if (known !== undefined) return known;
    }
    let answer: StoredAnswer | undefined;
    const keep = (d: Decision<R, A>): Promise<void> => {
      answer = answerOf(d);
      return key === undefined ? Promise.resolve() : storeAnswer(tx, key, answer);
    };
    await decideAndApply(tx, op, ctx, deps, keep, loading);
    if (answer === undefined) throw new Error(`${op.name}: the decision was applied without its answer`);
    return { kind: 'answer', answer };
  });
  return respond(c, outcome);
}
