import type { z } from 'zod';
import type { Catalog } from '../catalog/types.js';
import { parseFacts } from './facts-schema.js';
import { movementRulesOf, type TypeWithMovementRules } from './movement-rules-of.js';
import { refuse } from './refusal.js';
import type { MovementReason, MovementRefused } from './types.js';

type RefusalExtra = Parameters<typeof refuse>[5];

/** What every movement check starts from: its parsed facts, both sides' rules, the reasons so far. */
export interface MovementPair<F> {
  readonly f: F;
  readonly from: TypeWithMovementRules;
  readonly to: TypeWithMovementRules;
  /** Filled by the check as it goes; every refusal carries what was found before it. */
  readonly reasons: MovementReason[];
  readonly unchecked: string[];
  /** A refusal with the check's NotPermitted code. */
  readonly no: (rule: string, message: string, source: string, extra?: RefusalExtra) => MovementRefused;
  /** An InvalidRequest naming one field of the facts. */
  readonly invalid: (field: string, message: string) => MovementRefused;
}

interface PairFacts {
  readonly From: { readonly AccountTypeCode: string };
  readonly To: { readonly AccountTypeCode: string };
}

/**
 * The opening of a movement check (transfer, rollover, conversion, recharacterization): parse the
 * facts with the check's schema, then find both types' MovementRules (an unknown type, or one that
 * takes no part in movements, is refused with the check's code).
 */
export function openMovementPair<S extends z.ZodType<PairFacts>>(
  catalog: Catalog,
  schema: S,
  input: unknown,
  notPermitted: MovementRefused['ErrorCode'],
  invalidSource: string,
): MovementPair<z.output<S>> | MovementRefused {
  const parsed = parseFacts(schema, input);
  if (!parsed.ok) return parsed.refused;
  const f = parsed.value;
  const from = movementRulesOf(catalog, f.From.AccountTypeCode, 'From.AccountTypeCode', notPermitted);
  if ('ok' in from) return from;
  const to = movementRulesOf(catalog, f.To.AccountTypeCode, 'To.AccountTypeCode', notPermitted);
  if ('ok' in to) return to;
  const reasons: MovementReason[] = [];
  const unchecked: string[] = [];
  const so_far = { reasons, unchecked };
  return {
    f,
    from,
    to,
    reasons,
    unchecked,
    no: (rule, message, source, extra = {}) => refuse(notPermitted, rule, message, source, so_far, extra),
    invalid: (field, message) => refuse('InvalidRequest', 'facts', message, invalidSource, so_far, { field }),
  };
}

/** A refusal is the only thing a movement check may answer when its facts cannot be read. */
export function neverThrows<C>(check: () => C, what: string, source: string): C | MovementRefused {
  try {
    return check();
  } catch {
    return refuse('InvalidRequest', 'facts', `the ${what} facts could not be read`, source, {
      reasons: [],
      unchecked: [],
    });
  }
}
