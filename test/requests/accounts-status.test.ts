import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS_MACHINE, CLIENT_STATUS_MACHINE, validateUpdateAccount } from '../../src/index.js';
import { catalog } from './fixtures.js';

const update = (body: unknown, AccountStatus: string, Balance?: string | number) =>
  validateUpdateAccount(catalog, body, { Account: { AccountStatus, ...(Balance !== undefined ? { Balance } : {}) } });

describe('status machines are well formed', () => {
  for (const m of [ACCOUNT_STATUS_MACHINE, CLIENT_STATUS_MACHINE]) {
    it(`${m.Name}: targets are states, terminal states have no exits, every state is reachable from Initial`, () => {
      const seen = new Set<string>([m.Initial]);
      const queue: string[] = [m.Initial];
      for (let i = 0; i < queue.length && i < 100; i++) {
        for (const n of m.Transitions[queue[i] as never] as readonly string[]) {
          expect(m.States).toContain(n);
          if (!seen.has(n)) {
            seen.add(n);
            queue.push(n);
          }
        }
      }
      expect([...seen].sort()).toEqual([...m.States].sort());
      for (const t of m.Terminal) expect(m.Transitions[t as never]).toEqual([]);
      for (const s of m.States) expect(m.Meanings[s as never]).toBeTruthy();
    });
  }
});

describe('validateUpdateAccount (spec 4.4)', () => {
  it('every transition of the machine is accepted and every other is refused', () => {
    for (const from of ACCOUNT_STATUS_MACHINE.States) {
      for (const to of ACCOUNT_STATUS_MACHINE.States) {
        const r = update({ AccountStatus: to }, from);
        const allowed = from === to || ACCOUNT_STATUS_MACHINE.Transitions[from].includes(to);
        expect(r.ok, `${from} -> ${to}`).toBe(allowed);
        if (r.ok) expect(r.value).toEqual({ AccountStatus: to, StatusChanged: from !== to });
        else expect(r.Errors[0]).toMatchObject({ FieldName: 'AccountStatus', ErrorCode: 'StatusTransitionNotAllowed' });
      }
    }
  });
  it('Closed is terminal and a Frozen account must be released before closing', () => {
    expect(update({ AccountStatus: 'Active' }, 'Closed').ok).toBe(false);
    const r = update({ AccountStatus: 'Closed' }, 'Frozen');
    expect(!r.ok && r.Message).toMatch(/Active, Restricted/);
  });
  it('an account with a non-zero balance cannot be closed', () => {
    expect(update({ AccountStatus: 'Closed' }, 'Active', '0.00').ok).toBe(true);
    const r = update({ AccountStatus: 'Closed' }, 'Active', '-12.50');
    expect(!r.ok && r.Errors[0]?.ErrorCode).toBe('BalanceNotZero');
  });
  it('an empty body changes nothing; unknown and fixed fields are named', () => {
    expect(update({}, 'Restricted')).toEqual({
      ok: true,
      value: { AccountStatus: 'Restricted', StatusChanged: false },
    });
    const r = update({ AccountTypeCode: 'sep-ira', Foo: 1 }, 'Active');
    expect(!r.ok && r.Errors.map((e) => e.ErrorCode)).toEqual(['NotAllowed', 'UnknownField']);
  });
  it('AccountStatus must be a known status; ProviderReferenceId is kept', () => {
    expect(update({ AccountStatus: 'Dormant' }, 'Active').ok).toBe(false);
    const r = update({ ProviderReferenceId: 'ref-1', AccountStatus: 'Frozen' }, 'Active');
    expect(r.ok && r.value).toEqual({ ProviderReferenceId: 'ref-1', AccountStatus: 'Frozen', StatusChanged: true });
  });
  it('no stored account is AccountNotFound', () => {
    const r = validateUpdateAccount(catalog, {}, { Account: null });
    expect(!r.ok && r.ErrorCode).toBe('AccountNotFound');
  });
});
