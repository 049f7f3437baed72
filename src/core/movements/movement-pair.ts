import type { z } from 'zod';
import type { Catalog } from '../catalog/types.js';
import { parseFacts } from './facts-schema.js';
import { movementRulesOf } from './movement-rules-of.js';
import { refuse } from './refusal.js';
import { type MovementSide, sideOn } from './trump-side.js';
import type { MovementReason, MovementRefused } from './types.js';

type RefusalExtra = Parameters<typeof refuse>[5];

/** What every movement check starts from: its parsed facts, both sides' rules, the reasons so far. */
export interface MovementPair<F> {
  readonly f: F;
  /** The sending side; a Trump account past its growth period is a traditional IRA here (trump-side.ts). */
  readonly from: MovementSide;
  readonly to: MovementSide;
  /** Filled by the check as it goes; every refusal carries what was found before it. */
  readonly reasons: MovementReason[];
  readonly unchecked: string[];
  /** A refusal with the check's NotPermitted code. */
  readonly no: (rule: string, message: string, source: string, extra?: RefusalExtra) => MovementRefused;
  /** An InvalidRequest naming one field of the facts. */
  readonly invalid: (field: string, message: string) => MovementRefused;
}

interface PairSide {
  readonly AccountTypeCode: string;
  readonly BeneficiaryDateOfBirth?: string | undefined;
}

interface PairFacts {
  readonly From: PairSide;
  readonly To: PairSide;
}

/**
 * The opening of a movement check (transfer, rollover, conversion, recharacterization): parse the
 * facts with the check's schema, then find both types' MovementRules (an unknown type, or one that
 * takes no part in movements, is refused with the check's code). A Trump account's side is taken
 * on the day `on` gives for it (the money leaving From, arriving in To).
 */
export function openMovementPair<S extends z.ZodType<PairFacts>>(
  catalog: Catalog,
  schema: S,
  input: unknown,
  notPermitted: MovementRefused['ErrorCode'],
  invalidSource: string,
  on: (f: z.output<S>) => { readonly From: string; readonly To: string },
): MovementPair<z.output<S>> | MovementRefused {
  const parsed = parseFacts(schema, input);
  if (!parsed.ok) return parsed.refused;
  const f = parsed.value;
  const fromRules = movementRulesOf(catalog, f.From.AccountTypeCode, 'From.AccountTypeCode', notPermitted);
  if ('ok' in fromRules) return fromRules;
  const toRules = movementRulesOf(catalog, f.To.AccountTypeCode, 'To.AccountTypeCode', notPermitted);
  if ('ok' in toRules) return toRules;
  const reasons: MovementReason[] = [];
  const unchecked: string[] = [];
  const days = on(f);
  const from = sideOn(catalog, fromRules, f.From.BeneficiaryDateOfBirth, 'From', days.From, reasons);
  const to = sideOn(catalog, toRules, f.To.BeneficiaryDateOfBirth, 'To', days.To, reasons);
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
