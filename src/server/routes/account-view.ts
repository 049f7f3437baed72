import type { Catalog, CompiledAccountType } from '../../core/catalog/types.js';
import { accountBalanceView } from '../../core/decisions/rules/account-balance-view.js';
import { accountPhaseOn } from '../../core/decisions/rules/account-phase-on.js';
import { balanceCapSources, participantPrincipal } from '../../core/decisions/rules/participant-principal.js';
import { takesSubAccount } from '../../core/requests/money/validate-fund-account.js';
import type { Queryable } from '../db/types.js';
import { roundTrips } from '../json/inexact-number.js';
import { type AccountRow, accountRecord, attributesOf } from '../store/accounts.js';
import { type LedgerSums, ledgerSums, ZERO_SUMS } from '../store/ledger.js';
import { subAccountSums } from '../store/sub-account-sums.js';
import { accountTransactions } from '../store/transactions.js';

/**
 * The AccountBalance figures beyond the three buckets (issue 15): a commuter account's balance per
 * sub-account (`SubAccountBalances`, Transit and Parking, from the postings), and a PLESA's
 * `ParticipantPrincipal` (contributions less principal withdrawals, exclusive of earnings: the
 * engine's participantPrincipal over the account's transactions).
 */
async function balanceExtras(
  q: Queryable,
  catalog: Catalog,
  rows: readonly AccountRow[],
): Promise<Map<string, Record<string, unknown>>> {
  const out = new Map<string, Record<string, unknown>>();
  const commuter = rows.filter((r) => {
    const t = catalog.typeBySlug.get(r.account_type_code);
    return t !== undefined && takesSubAccount(t);
  });
  const subs = await subAccountSums(
    q,
    commuter.map((r) => r.account_id),
  );
  for (const r of commuter) {
    const s = subs.get(r.account_id) ?? {};
    out.set(r.account_id, {
      SubAccountBalances: { Transit: Number(s['Transit'] ?? 0), Parking: Number(s['Parking'] ?? 0) },
    });
  }
  for (const r of rows) {
    const t = catalog.typeBySlug.get(r.account_type_code);
    if (t === undefined || balanceCapSources(t) === undefined) continue;
    const principal = participantPrincipal(t, await accountTransactions(q, r.account_id, true));
    if (principal !== undefined) out.set(r.account_id, { ParticipantPrincipal: Number(principal) });
  }
  return out;
}

const PLAIN_DECIMAL = /^-?\d{1,20}(\.\d{1,20})?$/;

/**
 * The account's attributes as the wire answers them: a field the catalog types `decimal` (an
 * AnnualElection, a rate) is a JSON number whether it was sent as a number or a decimal string,
 * when a double holds it exactly (design.md section 2); every other value is answered as stored.
 */
function wireAttributes(type: CompiledAccountType, attributes: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const field of type.CreateAccountFields) {
    const value = attributes[field.Name];
    // Kept a string when no double holds the decimal exactly (the check that refuses such a literal
    // in a request body).
    if (field.Type !== 'decimal' || typeof value !== 'string' || !PLAIN_DECIMAL.test(value)) continue;
    if (!roundTrips(value)) continue;
    out ??= { ...attributes };
    out[field.Name] = Number(value);
  }
  return out ?? attributes;
}

/**
 * Account records with AccountBalance computed from the postings (never a stored total) and Phase
 * computed on `today` (the service clock's date): a trump-account reads PostGrowth once its
 * growth period has ended, whatever phase it opened in.
 */
export async function accountViews(
  q: Queryable,
  catalog: Catalog,
  rows: readonly AccountRow[],
  today: string,
  /** The rows' sums when already read with them (findAccountWithSums); else read here. */
  known?: ReadonlyMap<string, LedgerSums>,
): Promise<Record<string, unknown>[]> {
  const sums =
    known ??
    (await ledgerSums(
      q,
      rows.map((r) => r.account_id),
    ));
  const extras = await balanceExtras(q, catalog, rows);
  return rows.map((r) => {
    const type = catalog.typeBySlug.get(r.account_type_code);
    const attributes = attributesOf(r);
    const s = sums.get(r.account_id) ?? ZERO_SUMS;
    const balances = { Settled: s.settled, Pending: s.pending, SettledCredits: s.credits, SettledDebits: s.debits };
    // An account of a type the catalog no longer has keeps its stored phase and its settled balance.
    if (type === undefined)
      return accountRecord(
        r,
        {
          AvailableBalance: Number(s.settled),
          SettledBalance: Number(s.settled),
          PendingBalance: Number(s.pending),
          Currency: r.currency,
        },
        r.phase,
      );
    return accountRecord(
      r,
      { ...accountBalanceView(type, attributes, balances, r.currency), ...extras.get(r.account_id) },
      accountPhaseOn(type, attributes, r.phase, today),
      wireAttributes(type, attributes),
    );
  });
}
