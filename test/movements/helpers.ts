import type { MovementAccount } from '../../src/index.js';

export const OWNER = 'client-ann';

let n = 0;
/** An account of `slug` owned by Ann unless told otherwise. */
export function account(slug: string, over: Partial<MovementAccount> = {}): MovementAccount {
  n += 1;
  return { AccountId: `${slug}-${n}`, AccountTypeCode: slug, OwnerId: OWNER, ...over };
}

/** Overrides that may also clear a field (set it to undefined). */
export type Over<T> = { [K in keyof T]?: T[K] | undefined };
