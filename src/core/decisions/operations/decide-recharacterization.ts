import { Decimal } from 'decimal.js';
import type { Catalog } from '../../catalog/types.js';
import { MAX_HISTORY } from '../../contributions/normalize.js';
import { checkRecharacterization, type RecharacterizedKind } from '../../movements/check-recharacterization.js';
import { parseYear } from '../../requests/fields/common-parsers.js';
import { decimalParser } from '../../requests/fields/parse-decimal.js';
import { parseGuid } from '../../requests/fields/parse-guid.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { assertClock, assertNewGuid } from '../assert-inputs.js';
import { type Decision, type DecisionReason, decision } from '../decision.js';
import type { DecisionClock, StoredTransaction } from '../facts.js';
import { assertFact } from '../facts-error.js';
import { adjustedBalancesFromLedger } from '../movements/adjusted-balances.js';
import { movementEvent } from '../movements/movement-events.js';
import { movementFailure } from '../movements/movement-failure.js';
import { betweenAccounts, movementRecordsAndEntries } from '../movements/movement-plan.js';
import { type MovementAnswer, type MovementRecords, movementAnswer } from '../movements/movement-records.js';
import { openBothSides } from '../movements/movement-side.js';
import {
  type BodyResult,
  type MovementRequestBase,
  readMovementBody,
  requiredFrom,
} from '../movements/read-movement-body.js';
import { sendingFunds } from '../movements/sending-funds.js';
import { type MovementAccountFacts, movementAccountOf } from '../movements/side-facts.js';
import type { MovementNewIds } from './decide-transfer.js';

/**
 * What a recharacterization needs, read with both account rows locked: both IRAs, the
 * contribution the request names (null when not found or not this provider's), and the FIRST
 * IRA's transactions, oldest first (every one, at most MAX_HISTORY), from which the net income is
 * figured when the request gives no market values, and in which the earlier recharacterizations of
 * the contribution are found (their debits name it by RecharacterizedTransactionId).
 */
export interface RecharacterizationDecisionFacts extends DecisionClock {
  readonly From: MovementAccountFacts;
  readonly To: MovementAccountFacts;
  readonly Contribution: StoredTransaction | null;
  readonly FromTransactions: readonly StoredTransaction[];
  readonly NewIds: MovementNewIds;
}

export interface RecharacterizationRequest extends MovementRequestBase {
  readonly FromAccountId: string;
  /** The deposit to the FIRST IRA being recharacterized. */
  readonly ContributionTransactionId: string;
  /** When given, must be the contribution's tax year. */
  readonly TaxYear?: number;
  /** Market values (Treas. Reg. 1.408-11(b)); both or neither. Without them the ledger's values are used. */
  readonly AdjustedOpeningBalance?: string;
  readonly AdjustedClosingBalance?: string;
}

export interface RecharacterizationAnswer extends MovementAnswer {
  /** The part of the contribution recharacterized (Amount of the request); `Amount` is what moved. */
  readonly RecharacterizedAmount: number;
  /** Net income attributable, may be negative. */
  readonly NetIncome: number;
  /** The due date including extensions of the return for the contribution's year. */
  readonly Deadline: string;
}

export type RecharacterizationDecision = Decision<MovementRecords, RecharacterizationAnswer>;

export const RECHARACTERIZATION_ERROR_CODES = [
  'AccountNotFound',
  'TransactionNotFound',
  'InvalidRequest',
  'UnknownAccountType',
  'InsufficientFunds',
  'RecharacterizationNotPermitted',
] as const;
export type RecharacterizationErrorCode = (typeof RECHARACTERIZATION_ERROR_CODES)[number];

const FIELDS = ['ContributionTransactionId', 'TaxYear', 'AdjustedOpeningBalance', 'AdjustedClosingBalance'];
const positive = decimalParser({ minor_units: 2 });
const nonNegative = decimalParser({ minor_units: 2, allowZero: true });

/** The Recharacterization body (POST /v1/recharacterizations). Never throws. */
export function validateRecharacterizationRequest(body: unknown): BodyResult<RecharacterizationRequest> {
  const r = readMovementBody(body, 'Recharacterization request', FIELDS, 'required', (f) => {
    const id = f.read('ContributionTransactionId', parseGuid, 'required');
    const TaxYear = f.read('TaxYear', parseYear, 'optional');
    const open = f.read('AdjustedOpeningBalance', positive, 'optional');
    const close = f.read('AdjustedClosingBalance', nonNegative, 'optional');
    if ((open === undefined) !== (close === undefined) && f.errors.length === 0)
      f.add(
        open === undefined ? 'AdjustedOpeningBalance' : 'AdjustedClosingBalance',
        'Required',
        'AdjustedOpeningBalance and AdjustedClosingBalance go together: send both or neither.',
      );
    if (id === undefined) return undefined;
    return {
      ContributionTransactionId: id,
      ...(TaxYear !== undefined ? { TaxYear } : {}),
      ...(open !== undefined ? { AdjustedOpeningBalance: open } : {}),
      ...(close !== undefined ? { AdjustedClosingBalance: close } : {}),
    };
  });
  return r.ok ? { ok: true, value: { ...r.value, FromAccountId: requiredFrom(r.value) } } : r;
}

/**
 * What kind of contribution a stored deposit was, for the rules (a conversion, a rollover, an employer's, a regular
 * one). A participant's deposit to a SARSEP (`slug`, the FIRST IRA's type) is a salary reduction contribution, an
 * employer contribution (408(k)(6), 402(h)(1); as contributionKindOf reads it), which 1.408A-5 Q&A-5 keeps from
 * being recharacterized.
 */
export function recharacterizedKindOf(t: StoredTransaction, slug?: string): RecharacterizedKind {
  if (t.EntryType === 'RothConversionIn') return 'Conversion';
  if (t.EntryType === 'RolloverIn' || t.EntryType === 'TransferIn') return 'Rollover';
  if (t.ContributionSource === 'Rollover' || t.ContributionSource === 'Transfer') return 'Rollover';
  // A repayment of an excepted distribution is no regular contribution: it is outside the 219 and 408A limits and
  // most are treated as a rollover (72(t)(2)(H)(v)(III): a trustee-to-trustee transfer within 60 days).
  if (t.ContributionSource === 'Repayment') return 'Rollover';
  if (t.ContributionSource === 'Employer') return 'Employer';
  if (slug === 'sarsep-ira') return 'Employer';
  return 'Regular';
}

const RECHARACTERIZE_ONCE = '26 CFR 1.408A-5 Q&A-1';

/**
 * What is left of a contribution to recharacterize: the contribution less the contribution parts (without net
 * income) of the FIRST IRA's earlier recharacterization debits that name it. A debit stored before the link
 * (RecharacterizedTransactionId) cannot be matched and is not counted.
 */
function leftOfContribution(
  c: StoredTransaction,
  transactions: readonly StoredTransaction[],
): { readonly earlier: Decimal; readonly left: Decimal } {
  let earlier = new Decimal(0);
  for (const t of transactions) {
    if (t.EntryType !== 'RecharacterizationOut' || t.Direction !== 'Debit' || t.AccountId !== c.AccountId) continue;
    if (t.RecharacterizedTransactionId?.toLowerCase() !== c.TransactionId.toLowerCase()) continue;
    earlier = earlier.plus(t.RecharacterizedContribution ?? t.Amount);
  }
  const left = Decimal.max(new Decimal(c.Amount).minus(earlier), 0);
  return { earlier, left };
}

/** RecharacterizationNotPermitted on Amount: more than is left of the contribution. */
function overRecharacterized(
  contribution: string,
  r: { readonly earlier: Decimal; readonly left: Decimal },
  amount: string,
): Failure<'RecharacterizationNotPermitted'> {
  const m =
    `Amount ${amount} exceeds what is left of the contribution: ${contribution} contributed, ` +
    `${r.earlier.toFixed()} recharacterized before, ${r.left.toFixed()} left; what is recharacterized is the ` +
    `contribution, at most once [rule recharacterized-at-most-once; Left ${r.left.toFixed()}; ` +
    `${RECHARACTERIZE_ONCE}]`;
  return failure('RecharacterizationNotPermitted', m, [
    { FieldName: 'Amount', ErrorCode: 'RecharacterizationNotPermitted', Message: m },
  ]);
}

function refuse(field: string, code: string, message: string): Failure<'InvalidRequest'> {
  return failure('InvalidRequest', message, [{ FieldName: field, ErrorCode: code, Message: message }]);
}

/**
 * Recharacterization (design.md section 8, POST /v1/recharacterizations), by
 * checkRecharacterization: a regular contribution moved from the FIRST IRA to an IRA of the other
 * type of the same owner, with its net income (Treas. Reg. 1.408-11, may be negative), by the due
 * date including extensions of the return for its year; a conversion made after 2017 cannot be
 * (TCJA sec. 13611), nor a rollover or an employer's contribution. The FIRST IRA's 1099-R code N
 * or R, the SECOND's 5498 box 4; the SECOND records it as a Participant contribution of the
 * original tax year. One recharacterization.completed.
 */
export function decideRecharacterization(
  catalog: Catalog,
  facts: RecharacterizationDecisionFacts,
  request: unknown,
  today: string,
): RecharacterizationDecision | Failure<RecharacterizationErrorCode> {
  assertClock(today, facts.Now);
  for (const [k, v] of Object.entries(facts.NewIds)) assertNewGuid(k, v);
  assertFact(facts.FromTransactions.length <= MAX_HISTORY, `facts.FromTransactions holds at most ${MAX_HISTORY}`);
  const v = validateRecharacterizationRequest(request);
  if (!v.ok) return v;
  const input = v.value;
  const sides = openBothSides(catalog, facts, input);
  if (!('from' in sides)) return sides;
  const { from, to } = sides;
  const c = facts.Contribution;
  if (c === null || c.AccountId !== from.account.AccountId) {
    const m = 'No transaction of the FromAccountId account matches the ContributionTransactionId supplied.';
    return failure('TransactionNotFound', m, [
      { FieldName: 'ContributionTransactionId', ErrorCode: 'TransactionNotFound', Message: m },
    ]);
  }
  assertFact(
    c.TransactionId.toLowerCase() === input.ContributionTransactionId,
    'facts.Contribution must be the transaction the request names',
  );
  if (c.Kind !== 'Deposit' || c.Direction !== 'Credit')
    return refuse('ContributionTransactionId', 'NotAContribution', 'ContributionTransactionId names no contribution.');
  const taxYear = typeof c.TaxYear === 'number' ? c.TaxYear : Number(c.CreatedDate.slice(0, 4));
  if (input.TaxYear !== undefined && input.TaxYear !== taxYear)
    return refuse('TaxYear', 'InvalidValue', `The contribution was made for ${taxYear}, not ${input.TaxYear}.`);
  const reasons: DecisionReason[] = [];
  let values =
    input.AdjustedOpeningBalance !== undefined && input.AdjustedClosingBalance !== undefined
      ? { AdjustedOpeningBalance: input.AdjustedOpeningBalance, AdjustedClosingBalance: input.AdjustedClosingBalance }
      : undefined;
  if (values !== undefined)
    reasons.push({
      Rule: 'adjusted-balances',
      Message: 'the adjusted opening and closing balances are the market values the request gave',
      Source: '26 CFR 1.408-11(b)',
    });
  else {
    values = adjustedBalancesFromLedger(facts.FromTransactions, c.TransactionId);
    assertFact(values !== undefined, 'facts.FromTransactions must hold the contribution');
    reasons.push({
      Rule: 'adjusted-balances',
      Message:
        `no market values were given: the ledger's values are used (holdings at cost), adjusted opening ` +
        `balance ${values.AdjustedOpeningBalance}, adjusted closing balance ${values.AdjustedClosingBalance}`,
      Source: '26 CFR 1.408-11(b)',
    });
  }
  const check = checkRecharacterization(catalog, {
    From: movementAccountOf(from.account, facts.From),
    To: movementAccountOf(to.account, facts.To),
    Contribution: {
      Kind: recharacterizedKindOf(c, from.account.AccountTypeCode),
      Amount: c.Amount,
      ContributionDate: c.CreatedDate.slice(0, 10),
      TaxYear: taxYear,
    },
    Amount: input.Amount,
    RecharacterizationDate: today,
    ...values,
  });
  if (!check.ok) return movementFailure(check as typeof check & { ErrorCode: RecharacterizationErrorCode });
  const left = leftOfContribution(c, facts.FromTransactions);
  if (left.earlier.gt(0)) {
    if (new Decimal(check.Amount).gt(left.left)) return overRecharacterized(c.Amount, left, check.Amount);
    reasons.push({
      Rule: 'recharacterized-at-most-once',
      Message:
        `${left.earlier.toFixed()} of the ${c.Amount} contribution was recharacterized before: ` +
        `${check.Amount} of the ${left.left.toFixed()} left is`,
      Source: RECHARACTERIZE_ONCE,
    });
  }
  if (!new Decimal(check.TransferAmount).gt(0))
    return refuse(
      'Amount',
      'NothingToMove',
      `The net income attributable (${check.NetIncome}) takes the whole ${check.Amount}: nothing is left ` +
        `to recharacterize.`,
    );
  const funds = sendingFunds(from, facts.From.Balances, check.TransferAmount);
  if (!funds.ok) return funds;
  const { Records, Entries } = movementRecordsAndEntries({
    Kind: 'Recharacterization',
    ...betweenAccounts(from, to, facts, input, today),
    Amount: check.TransferAmount,
    TaxableAmount: '0',
    Form1099R: {
      DistributionCode: check.Form1099R.DistributionCode,
      GrossDistribution: check.Form1099R.GrossDistribution,
      TaxableAmount: '0',
    },
    Form5498: check.Form5498,
    ContributionSource: 'Participant',
    TaxYear: taxYear,
    RecharacterizedContribution: check.Amount,
    RecharacterizedTransactionId: c.TransactionId,
  });
  return decision({
    Records,
    Result: {
      ...movementAnswer(Records),
      RecharacterizedAmount: Number(check.Amount),
      NetIncome: Number(check.NetIncome),
      Deadline: check.Deadline,
    },
    Entries,
    Events: [
      movementEvent('recharacterization.completed', Records, facts.Now, {
        ContributionTransactionId: c.TransactionId,
        RecharacterizedAmount: Number(check.Amount),
        NetIncome: Number(check.NetIncome),
        TaxYear: taxYear,
      }),
    ],
    Reasons: [...reasons, ...check.Reasons],
    Warnings: check.Warnings,
    Unchecked: check.Unchecked,
  });
}
