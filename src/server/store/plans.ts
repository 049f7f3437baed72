import type { PlanRecord } from '../../core/decisions/index.js';
import type { Queryable } from '../db/types.js';
import { iso, withOptional } from './rows.js';

interface PlanRow {
  plan_id: string;
  employer_id: string;
  account_type_code: string;
  plan_year: number;
  plan_year_start_date: string | null;
  mode: string;
  grace_period_months: string | null;
  carryover_amount: string | null;
  run_out_days: number | null;
  provider_reference_id: string | null;
  created_at: unknown;
}

export async function insertPlan(tx: Queryable, providerId: string, p: PlanRecord): Promise<void> {
  await tx.query(
    `INSERT INTO plans (plan_id, provider_id, employer_id, account_type_code, plan_year, plan_year_start_date, mode,
       grace_period_months, carryover_amount, run_out_days, provider_reference_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      p.PlanId,
      providerId,
      p.EmployerId,
      p.AccountTypeCode,
      p.PlanYear,
      p.PlanYearStartDate ?? null,
      p.Mode,
      p.GracePeriodMonths ?? null,
      p.CarryoverAmount ?? null,
      p.RunOutDays ?? null,
      p.ProviderReferenceId ?? null,
      p.CreatedDate,
    ],
  );
}

/** A plan of this provider, as the wire record (amounts as JSON numbers). */
export async function findPlan(
  q: Queryable,
  providerId: string,
  planId: string,
): Promise<Record<string, unknown> | undefined> {
  const r = await q.query<PlanRow>(
    `SELECT plan_id, employer_id, account_type_code, plan_year, plan_year_start_date, mode,
       grace_period_months::text AS grace_period_months, carryover_amount::text AS carryover_amount, run_out_days,
       provider_reference_id, created_at
     FROM plans WHERE plan_id = $1 AND provider_id = $2`,
    [planId, providerId],
  );
  const p = r.rows[0];
  if (p === undefined) return undefined;
  return withOptional(
    {
      PlanId: p.plan_id,
      EmployerId: p.employer_id,
      AccountTypeCode: p.account_type_code,
      PlanYear: Number(p.plan_year),
      Mode: p.mode,
      CreatedDate: iso(p.created_at),
    },
    {
      PlanYearStartDate: p.plan_year_start_date,
      GracePeriodMonths: p.grace_period_months === null ? null : Number(p.grace_period_months),
      CarryoverAmount: p.carryover_amount === null ? null : Number(p.carryover_amount),
      RunOutDays: p.run_out_days === null ? null : Number(p.run_out_days),
      ProviderReferenceId: p.provider_reference_id,
    },
  );
}
