import type { ForfeiturePlanTerms, ForfeitureRecord } from '../../core/decisions/index.js';
import type { Queryable } from '../db/types.js';

export async function insertForfeiture(tx: Queryable, providerId: string, f: ForfeitureRecord): Promise<void> {
  await tx.query(
    `INSERT INTO forfeitures (forfeiture_id, provider_id, account_id, reason, plan_year, currency, forfeited_amount,
       carried_over_amount, carryover_account_id, details, transaction_ids, provider_reference_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      f.ForfeitureId,
      providerId,
      f.AccountId,
      f.Reason,
      f.PlanYear,
      f.Currency,
      f.ForfeitedAmount,
      f.CarriedOverAmount,
      f.CarryoverAccountId,
      JSON.stringify(f.Details),
      JSON.stringify(f.TransactionIds),
      f.ProviderReferenceId ?? null,
      f.CreatedDate,
    ],
  );
}

/**
 * What the account received as carryover from the plan year before (a decimal string) and whether its own plan year is
 * closed.
 */
export async function forfeitureFactsOf(
  q: Queryable,
  accountId: string,
): Promise<{ CarriedOverIn: string; PlanYearClosed: boolean }> {
  const r = await q.query<{ carried_in: string; closed: number | string }>(
    `SELECT
       (SELECT COALESCE(SUM(carried_over_amount), 0)::text FROM forfeitures WHERE carryover_account_id ` +
      `= $1) AS carried_in,
       (SELECT count(*)::int FROM forfeitures WHERE account_id = $1 AND reason = 'PlanYearEnd') AS ` +
      `closed`,
    [accountId],
  );
  const row = r.rows[0];
  return { CarriedOverIn: row?.carried_in ?? '0', PlanYearClosed: Number(row?.closed ?? 0) > 0 };
}

interface PlanTermsRow {
  plan_year_start_date: string | null;
  grace_period_months: string | null;
  carryover_amount: string | null;
  run_out_days: number | null;
}

/**
 * The stored plan's terms for an employer, type and plan year (POST /v1/plans), the latest one
 * created when several exist; undefined when none.
 */
export async function planTermsFor(
  q: Queryable,
  providerId: string,
  employerId: string,
  accountTypeCode: string,
  planYear: number,
): Promise<ForfeiturePlanTerms | undefined> {
  const r = await q.query<PlanTermsRow>(
    `SELECT plan_year_start_date, grace_period_months::text AS grace_period_months,
       carryover_amount::text AS carryover_amount, run_out_days
     FROM plans WHERE provider_id = $1 AND employer_id = $2 AND account_type_code = $3 AND plan_year = $4
     ORDER BY created_at DESC, plan_id LIMIT 1`,
    [providerId, employerId, accountTypeCode, planYear],
  );
  const p = r.rows[0];
  if (p === undefined) return undefined;
  return {
    ...(p.plan_year_start_date !== null ? { PlanYearStart: p.plan_year_start_date } : {}),
    ...(p.grace_period_months !== null ? { GracePeriodMonths: p.grace_period_months } : {}),
    ...(p.carryover_amount !== null ? { CarryoverAmount: p.carryover_amount } : {}),
    ...(p.run_out_days !== null ? { RunOutDays: Number(p.run_out_days) } : {}),
  };
}
