import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUS_MACHINE,
  ACCOUNT_STATUS_PERMITS,
  type AccountOperation,
  accountStatusPermits,
  ENTRY_TYPES,
} from '../../src/index.js';

const OPERATIONS: readonly AccountOperation[] = ['Fund', 'Purchase', ...ENTRY_TYPES];

describe('accountStatusPermits (status machine data, docs/decisions.md)', () => {
  it('Active permits every operation; Frozen and Closed none', () => {
    for (const op of OPERATIONS) {
      expect(accountStatusPermits('Active', op).ok).toBe(true);
      expect(accountStatusPermits('Frozen', op).ok).toBe(false);
      expect(accountStatusPermits('Closed', op).ok).toBe(false);
    }
  });
  it('Restricted refuses new money and purchases but lets distributions, fees and interest run', () => {
    expect(accountStatusPermits('Restricted', 'Fund').ok).toBe(false);
    expect(accountStatusPermits('Restricted', 'Purchase').ok).toBe(false);
    for (const op of ENTRY_TYPES) expect(accountStatusPermits('Restricted', op).ok).toBe(true);
  });
  it('a closed account is AccountClosed; other refusals name the status', () => {
    const closed = accountStatusPermits('Closed', 'Fee');
    expect(!closed.ok && closed.Errors[0]?.ErrorCode).toBe('AccountClosed');
    const frozen = accountStatusPermits('Frozen', 'Fund');
    expect(!frozen.ok && frozen.Errors[0]?.ErrorCode).toBe('AccountStatusNotPermitted');
    expect(!frozen.ok && frozen.Message).toMatch(/Frozen/);
  });
  it('covers every state of the machine, and an unknown status permits nothing (never throws)', () => {
    expect(Object.keys(ACCOUNT_STATUS_PERMITS).sort()).toEqual([...ACCOUNT_STATUS_MACHINE.States].sort());
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', 'Active')),
        fc.constantFrom(...OPERATIONS),
        (status, op) => {
          const r = accountStatusPermits(status, op);
          const permits = Object.hasOwn(ACCOUNT_STATUS_PERMITS, status)
            ? (ACCOUNT_STATUS_PERMITS as Record<string, readonly string[]>)[status]
            : undefined;
          expect(r.ok).toBe(permits?.includes(op) === true);
        },
      ),
    );
  });
});
