import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/types.js';

// RequestId: 13 digits, unique across instances. Each instance takes a block of 1000 ids from
// a database sequence (one round trip per 1000 requests) and numbers inside it:
// id = 10^12 + block * 1000 + n. 8.999e9 blocks fit in 13 digits.

const BASE = 1_000_000_000_000;
const BLOCK_SIZE = 1000;
const MAX_BLOCK = 8_999_999_999;

export interface RequestIds {
  next(): Promise<string>;
  /** The next id when the current block has one left (no await), else undefined. */
  nextSync(): string | undefined;
}

export function requestIds(db: Queryable): RequestIds {
  let block = -1;
  let used = BLOCK_SIZE;
  let pending: Promise<void> | undefined;

  async function refill(): Promise<void> {
    const r = await db.query<{ b: string | number }>("SELECT nextval('request_id_blocks') AS b");
    const b = Number(r.rows[0]?.b);
    if (!Number.isSafeInteger(b) || b < 0 || b > MAX_BLOCK) throw new Error('request id block out of range');
    block = b;
    used = 0;
  }

  const take = (): string | undefined => {
    if (used >= BLOCK_SIZE || block < 0) return undefined;
    const id = BASE + block * BLOCK_SIZE + used;
    used += 1;
    return String(id);
  };

  return {
    nextSync: take,
    async next(): Promise<string> {
      // Bounded: at most two refills per call (a refill always yields 1000 fresh ids).
      for (let attempt = 0; attempt < 3; attempt++) {
        const id = take();
        if (id !== undefined) return id;
        try {
          pending ??= refill().finally(() => {
            pending = undefined;
          });
          await pending;
        } catch {
          break;
        }
      }
      // Database unreachable: a random id in the top half of the range, still 13 digits, so
      // even a 500 carries an id; collisions with block ids are impossible (blocks start low).
      return String(BASE * 9 + randomInt(0, BASE - 1));
    },
  };
}
