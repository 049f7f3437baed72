import { addDays } from '../../calendar/day-number.js';
import type { Catalog } from '../../catalog/types.js';
import { accountStatusPermits } from '../../requests/status/account-status-permits.js';
import { formatIsoDate, parseIsoDate } from '../../shared/dates.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { Decimal, decimalString } from '../../shared/money.js';
import { fsaPlanYearClose } from '../../withdrawals/fsa-plan-year-close.js';
import type { DecisionReason, DecisionWarning } from '../decision.js';
import type { StoredAccount } from '../facts.js';
import type { ForfeitureFacts, ForfeiturePlanTerms, ForfeitureRequest } from './facts.js';

// A health or dependent-care FSA's plan year closes once its grace period (if any) and run-out
// have passed: the unused amount is carried over to the next plan year (health FSA, up to the
// plan's carryover and the dated maximum, never with a grace period: Notice 2013-71) and the
// rest is forfeited (use-or-lose, Prop. 26 CFR 1.125-5(c)). fsaPlanYearClose decides the figures.

export interface FsaCloseFigures {
  readonly PlanYear: number;
  readonly ClosesOn: string;
  readonly Unused: string;
  /** What the ledger moves: at most what the account holds (below). */
  readonly Forfeited: Decimal;
  readonly CarriedOver: Decimal;
  readonly Reasons: readonly DecisionReason[];
  readonly Warnings: readonly DecisionWarning[];
}

const TERMS = ['PlanYearStart', 'PlanYearEnd', 'GracePeriodMonths', 'CarryoverAmount', 'RunOutDays'] as const;

/** The plan's terms: the stored plan, else the account's Attributes; undefined when neither names any. */
function termsOf(facts: ForfeitureFacts, account: StoredAccount): ForfeiturePlanTerms | undefined {
  if (facts.Plan !== null) return facts.Plan;
  const a = account.Attributes;
  const out: Record<string, unknown> = {};
  for (const k of TERMS) if (a[k] !== undefined && a[k] !== null) out[k] = a[k];
  return Object.keys(out).length === 0 ? undefined : (out as ForfeiturePlanTerms);
}

function planYearBounds(
  terms: ForfeiturePlanTerms,
  account: StoredAccount,
): { start: string; end: string; year: number } | undefined {
  const y = account.Attributes['PlanYear'];
  const start = parseIsoDate(terms.PlanYearStart);
  if (start !== undefined && terms.PlanYearStart !== undefined) {
    if (typeof terms.PlanYearEnd === 'string' && parseIsoDate(terms.PlanYearEnd) !== undefined)
      return { start: terms.PlanYearStart, end: terms.PlanYearEnd, year: start.year };
    // Twelve months: the day before the same date a year later.
    const next = parseIsoDate(`${start.year + 1}${terms.PlanYearStart.slice(4)}`) ?? {
      year: start.year + 1,
      month: 3,
      day: 1,
    };
    return { start: terms.PlanYearStart, end: formatIsoDate(addDays(next, -1)), year: start.year };
  }
  if (typeof y !== 'number' || !Number.isInteger(y)) return undefined;
  return { start: `${y}-01-01`, end: `${y}-12-31`, year: y };
}

function refuse(field: string, message: string): Failure<'InvalidRequest'> {
  return failure('InvalidRequest', message, [{ FieldName: field, ErrorCode: 'Invalid', Message: message }]);
}

/** The close of a health or dependent-care FSA's plan year, in ledger amounts. */
export function fsaClose(
  catalog: Catalog,
  facts: ForfeitureFacts,
  account: StoredAccount,
  request: ForfeitureRequest,
  today: string,
): FsaCloseFigures | Failure<'InvalidRequest' | 'UnknownAccountType'> {
  if (request.Reason !== 'PlanYearEnd')
    return refuse('Reason', `A ${account.AccountTypeCode} forfeits only at its plan year's end (Reason PlanYearEnd).`);
  if (facts.PlanYearClosed) return refuse('Reason', 'This account’s plan year is already closed.');
  const terms = termsOf(facts, account);
  if (terms === undefined)
    return refuse(
      'Plan',
      'The plan’s terms (grace period or carryover, run-out) are unknown: store the plan (POST /v1/plans) ' +
        'for the account’s employer, type and plan year.',
    );
  const bounds = planYearBounds(terms, account);
  if (bounds === undefined) return refuse('PlanYear', 'The account names no plan year to close.');
  const election = account.Attributes['AnnualElection'];
  const close = fsaPlanYearClose(catalog, {
    AccountTypeCode: account.AccountTypeCode as 'health-care-fsa' | 'dependent-care-fsa',
    PlanYearStart: bounds.start,
    PlanYearEnd: bounds.end,
    AnnualElection: typeof election === 'number' || typeof election === 'string' ? election : '0',
    ContributionsToDate: facts.Balances.SettledCredits,
    ReimbursementsToDate: facts.Balances.SettledDebits,
    CarriedOverIn: facts.CarriedOverIn,
    ...(terms.GracePeriodMonths !== undefined ? { GracePeriodMonths: terms.GracePeriodMonths } : {}),
    ...(terms.CarryoverAmount !== undefined ? { CarryoverAmount: terms.CarryoverAmount } : {}),
    ...(terms.RunOutDays !== undefined ? { RunOutDays: terms.RunOutDays } : {}),
    AsOf: today,
  });
  if (!close.ok)
    return close.ErrorCode === 'UnknownAccountType'
      ? failure('UnknownAccountType', close.Message)
      : refuse('Reason', close.Message);
  // Under uniform coverage the rule's figures are of the election; the ledger moves only what the
  // account holds: the carryover first (the participant's), then the forfeiture.
  const held = Decimal.max(0, new Decimal(facts.Balances.Settled));
  const carry = Decimal.min(new Decimal(close.CarriedOver), held);
  const forfeit = Decimal.min(new Decimal(close.Forfeited), held.minus(carry));
  const warnings: DecisionWarning[] = [];
  const due = new Decimal(close.CarriedOver).plus(close.Forfeited);
  if (held.lt(due))
    warnings.push({
      Code: 'UnusedElectionNotContributed',
      Message:
        `${decimalString(due.minus(held))} of the unused election was never contributed (uniform coverage: ` +
        `the employer bore it); only the ${decimalString(held)} held is moved.`,
      Source: 'Prop. 26 CFR 1.125-5(d) (uniform coverage)',
    });
  const left = held.minus(carry).minus(forfeit);
  if (left.gt(0))
    warnings.push({
      Code: 'BalanceBeyondElection',
      Message: `${decimalString(left)} held beyond the unused election stays in the account.`,
    });
  return {
    PlanYear: bounds.year,
    ClosesOn: close.ClosesOn,
    Unused: close.Unused,
    Forfeited: forfeit,
    CarriedOver: carry,
    Reasons: [{ Rule: 'FsaPlanYearClose', Message: close.Reasons.join('; '), Source: close.Source }],
    Warnings: warnings,
  };
}

/** The next plan year's account a carryover goes to, or why it cannot. */
export function carryoverTarget(
  facts: ForfeitureFacts,
  account: StoredAccount,
  request: ForfeitureRequest,
  planYear: number,
): StoredAccount | Failure<'InvalidRequest'> {
  const target = facts.CarryoverAccount;
  const need = `the participant’s ${account.AccountTypeCode} for plan year ${planYear + 1}`;
  if (request.CarryoverAccountId === undefined)
    return refuse(
      'CarryoverAccountId',
      `CarryoverAccountId is required: the carryover goes to ${need} (Notice 2013-71); it is never ` +
        `forfeited or paid in cash.`,
    );
  if (target === null || target.AccountId === account.AccountId)
    return refuse('CarryoverAccountId', `CarryoverAccountId must name ${need}.`);
  const employer = account.Attributes['EmployerId'];
  if (
    target.ClientId !== account.ClientId ||
    target.AccountTypeCode !== account.AccountTypeCode ||
    target.Currency !== account.Currency ||
    target.Attributes['PlanYear'] !== planYear + 1 ||
    (employer !== undefined && target.Attributes['EmployerId'] !== employer)
  )
    return refuse('CarryoverAccountId', `CarryoverAccountId must name ${need} (same client, type and employer).`);
  const status = accountStatusPermits(target.AccountStatus, 'Adjustment');
  if (!status.ok) return refuse('CarryoverAccountId', `The carryover account: ${status.Message}`);
  return target;
}
