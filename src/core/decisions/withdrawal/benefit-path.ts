import { commuterClaim } from '../../balances/commuter.js';
import { dependentCareClaim } from '../../balances/dependent-care-claim.js';
import type { Catalog } from '../../catalog/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { Decimal, decimalString } from '../../shared/money.js';
import { benefitPaymentAllowed } from '../../withdrawals/benefit-payment-allowed.js';
import { healthFsaClaim } from '../../withdrawals/health-fsa-claim.js';
import { hraReimbursement } from '../../withdrawals/hra-reimbursement.js';
import { lifestyleSpendingPayment } from '../../withdrawals/lifestyle-spending-payment.js';
import type { DecisionReason } from '../decision.js';
import { narrowFailure } from '../narrow-failure.js';
import {
  NOTHING_WITHHELD,
  type PathOutcome,
  planTerm,
  WITHDRAWAL_ERROR_CODES,
  type WithdrawalContext,
  type WithdrawalErrorCode,
  type WithdrawalFigures,
} from './figures.js';

// Benefit accounts pay claims (DistributionReason Reimbursement) under their own rules; nothing
// is withheld and nothing is reported on a Form 1099 (a lifestyle spending payment is wages,
// reported by the employer on Form W-2). The whole claim is paid or it is refused: a claim the
// rules would pay only in part is refused with what could be paid now (decision 42).

const SUBSTANTIATION_SOURCE =
  'Prop. 26 CFR 1.125-6(b) (every medical and dependent care claim substantiated by a third party before ' +
  'it is paid); Rev. Rul. 2002-41';

function required(field: string, why: string): Failure<'InvalidRequest'> {
  const m = `${field} is required ${why}.`;
  return failure('InvalidRequest', m, [{ FieldName: field, ErrorCode: 'Required', Message: m }]);
}

function partial(payable: string, claim: Decimal, why: string, source: string): Failure<WithdrawalErrorCode> {
  const p = new Decimal(payable);
  return p.isZero()
    ? failure('DistributionNotPermitted', `The claim cannot be paid: ${why} (${source}).`)
    : failure(
        'InsufficientFunds',
        `Only ${decimalString(p)} of the ${decimalString(claim)} claim can be paid now: ${why} (${source}).`,
      );
}

function paid(
  ctx: WithdrawalContext,
  reasons: DecisionReason[],
  extra: Partial<WithdrawalFigures> = {},
  unchecked: readonly string[] = [],
): WithdrawalFigures {
  return {
    ...NOTHING_WITHHELD,
    EntryType: 'Reimbursement',
    Taxable: '0',
    NotDetermined: false,
    AdditionalTax: null,
    Counts: false,
    TaxForm: null,
    BalanceChecked: true,
    ...(ctx.request.ExpenseDate !== undefined ? { ExpenseDate: ctx.request.ExpenseDate } : {}),
    Reasons: reasons,
    Warnings: [],
    Unchecked: unchecked,
    ...extra,
  };
}

/** The plan year's first and last day: the plan's terms, else the account's PlanYear as a calendar year. */
function planYearBounds(ctx: WithdrawalContext): { start: string; end: string } | undefined {
  const start = planTerm(ctx, 'PlanYearStart');
  const end = planTerm(ctx, 'PlanYearEnd');
  if (typeof start === 'string' && typeof end === 'string') return { start, end };
  const y = ctx.account.Attributes['PlanYear'];
  if (typeof y !== 'number') return undefined;
  return { start: `${y}-01-01`, end: `${y}-12-31` };
}

export function benefitPath(catalog: Catalog, ctx: WithdrawalContext): PathOutcome {
  const { type, facts, request: r, gross } = ctx;
  const allowed = benefitPaymentAllowed(catalog, { AccountTypeCode: type.Slug, DistributionReason: ctx.reason });
  if (!allowed.ok) return narrowFailure(WITHDRAWAL_ERROR_CODES, allowed);
  const reasons: DecisionReason[] = [
    { Rule: 'BenefitPayment', Message: `a ${type.Slug} pays reimbursements of claims only`, Source: allowed.Source },
  ];
  const credited = facts.Balances.SettledCredits;
  const reimbursed = facts.Balances.SettledDebits;
  const needsSubstantiation = ['health-care-fsa', 'dependent-care-fsa', 'health-reimbursement-arrangement'];
  if (needsSubstantiation.includes(type.Slug) && r.ExpenseSubstantiated !== true)
    return failure(
      'DistributionNotPermitted',
      `A ${type.Slug} claim is paid only once the expense is substantiated (ExpenseSubstantiated true) ` +
        `(${SUBSTANTIATION_SOURCE}).`,
    );
  if (needsSubstantiation.includes(type.Slug))
    reasons.push({ Rule: 'Substantiation', Message: 'the expense is substantiated', Source: SUBSTANTIATION_SOURCE });
  switch (type.Slug) {
    case 'health-care-fsa': {
      if (r.ExpenseDate === undefined) return required('ExpenseDate', 'for a health FSA claim');
      const bounds = planYearBounds(ctx);
      if (bounds === undefined) return required('Plan.PlanYearStart', 'to place the claim in a plan year');
      const election = ctx.account.Attributes['AnnualElection'];
      const grace = planTerm(ctx, 'GracePeriodMonths');
      const carry = planTerm(ctx, 'CarryoverAmount');
      const carriedIn = planTerm(ctx, 'CarriedOverIn');
      const runOut = planTerm(ctx, 'RunOutDays');
      const c = healthFsaClaim(catalog, {
        PlanYearStart: bounds.start,
        PlanYearEnd: bounds.end,
        AnnualElection: typeof election === 'string' || typeof election === 'number' ? election : '0',
        ReimbursementsToDate: reimbursed,
        ClaimAmount: gross.toFixed(),
        ExpenseDate: r.ExpenseDate,
        ClaimDate: ctx.today,
        ...(grace !== undefined ? { GracePeriodMonths: grace } : {}),
        ...(carry !== undefined ? { CarryoverAmount: carry } : {}),
        ...(carriedIn !== undefined ? { CarriedOverIn: carriedIn } : {}),
        ...(runOut !== undefined ? { RunOutDays: runOut } : {}),
      });
      if (!c.ok) return narrowFailure(WITHDRAWAL_ERROR_CODES, c);
      const why = c.Reasons.at(-1) ?? '';
      if (!new Decimal(c.NotPayable).isZero()) return partial(c.PayableNow, gross, why, c.Sources.join('; '));
      reasons.push({ Rule: 'HealthFsaClaim', Message: c.Reasons.join('; '), Source: c.Sources.join('; ') });
      return paid(ctx, reasons);
    }
    case 'dependent-care-fsa': {
      const c = dependentCareClaim({
        ClaimAmount: gross.toFixed(),
        ContributionsToDate: credited,
        ReimbursementsToDate: reimbursed,
      });
      if (!c.ok) return failure('InvalidRequest', c.Message);
      if (!new Decimal(c.Pending).isZero())
        return partial(c.PayableNow, gross, `only ${c.AvailableBefore} has been credited and not reimbursed`, c.Source);
      reasons.push({
        Rule: 'DependentCareClaim',
        Message: `paid from the ${c.AvailableBefore} credited and not yet reimbursed`,
        Source: c.Source,
      });
      return paid(ctx, reasons);
    }
    case 'health-reimbursement-arrangement': {
      const c = hraReimbursement({
        Kind: 'MedicalExpenseReimbursement',
        ClaimAmount: gross.toFixed(),
        CreditedToDate: credited,
        ReimbursementsToDate: reimbursed,
        Substantiated: true,
      });
      if (!c.ok) return narrowFailure(WITHDRAWAL_ERROR_CODES, c);
      if (!new Decimal(c.NotPayable).isZero())
        return partial(c.PayableNow, gross, `${c.Available} is available`, c.Source);
      reasons.push({ Rule: 'HraReimbursement', Message: `paid from the ${c.Available} available`, Source: c.Source });
      return paid(ctx, reasons);
    }
    case 'commuter-benefits':
      return commuterPath(catalog, ctx, reasons);
    case 'lifestyle-spending-account': {
      const election = ctx.account.Attributes['AnnualElection'];
      const allowance =
        planTerm(ctx, 'Allowance') ??
        (typeof election === 'string' || typeof election === 'number' ? election : undefined);
      if (allowance === undefined) return required('Plan.Allowance', 'for a lifestyle spending claim');
      const c = lifestyleSpendingPayment({
        ClaimAmount: gross.toFixed(),
        Allowance: allowance,
        PaidToDate: reimbursed,
      });
      if (!c.ok) return narrowFailure(WITHDRAWAL_ERROR_CODES, c);
      if (!new Decimal(c.NotPayable).isZero())
        return partial(c.PayableNow, gross, `the allowance ${String(allowance)} less ${reimbursed} paid`, c.Source);
      reasons.push({
        Rule: 'LifestyleSpendingWages',
        Message: `${c.ReportableWages} is taxable wages, reported by the employer on Form W-2`,
        Source: c.Source,
      });
      return paid(ctx, reasons, { ReportableWages: c.ReportableWages, Taxable: c.ReportableWages, TaxForm: 'W-2' });
    }
    default:
      return failure('InvalidRequest', `${type.Slug} has no claim rules in this version.`);
  }
}

function commuterPath(catalog: Catalog, ctx: WithdrawalContext, reasons: DecisionReason[]): PathOutcome {
  const { request: r, gross, facts } = ctx;
  if (r.SubAccount === undefined) return required('SubAccount', 'for a commuter claim (Transit or Parking)');
  if (r.ExpenseDate === undefined) return required('ExpenseDate', 'for a commuter claim (the benefit month)');
  const month = r.ExpenseDate.slice(0, 7);
  const unchecked: string[] = [];
  let credited = new Decimal(0);
  let untagged = 0;
  let reimbursed = new Decimal(0);
  let thisMonth = new Decimal(0);
  for (const t of facts.Transactions) {
    if (t.Kind === 'Deposit') {
      if (t.SubAccount === r.SubAccount) credited = credited.plus(t.Amount);
      else if (t.SubAccount === undefined || t.SubAccount === null) {
        credited = credited.plus(t.Amount);
        untagged++;
      }
      continue;
    }
    const w = t.Withdrawal;
    if (!w || w.SubAccount !== r.SubAccount) continue;
    reimbursed = reimbursed.plus(w.GrossAmount);
    if (w.ExpenseDate?.slice(0, 7) === month) thisMonth = thisMonth.plus(w.GrossAmount);
  }
  if (untagged > 0)
    unchecked.push(
      `CommuterSubBalance: ${untagged} deposit(s) name no sub-account; counted toward ${r.SubAccount}, ` +
        `within the account's whole balance`,
    );
  const c = commuterClaim(catalog, {
    SubAccount: r.SubAccount,
    BenefitMonth: month,
    ClaimAmount: gross.toFixed(),
    ContributionsToDate: credited.toFixed(),
    ReimbursementsToDate: reimbursed.toFixed(),
    ReimbursedThisMonth: thisMonth.toFixed(),
  });
  if (!c.ok) return failure('InvalidRequest', c.Message);
  const payable = Decimal.min(new Decimal(c.PayableNow), Decimal.max(0, ctx.available));
  if (payable.lt(gross))
    return partial(
      decimalString(payable),
      gross,
      `the ${r.SubAccount} sub-balance has ${c.Available} unused and the ${month} exclusion limit is ` +
        `${c.MonthlyLimit}, less ${decimalString(thisMonth)} already paid for that month; unused amounts are ` +
        `never refunded in cash`,
      c.Source,
    );
  reasons.push({
    Rule: 'CommuterClaim',
    Message:
      `paid from the ${r.SubAccount} sub-balance (${c.Available} unused) within the ${month} limit of ` +
      `${c.MonthlyLimit}`,
    Source: c.Source,
  });
  return paid(ctx, reasons, { SubAccount: r.SubAccount }, unchecked);
}
