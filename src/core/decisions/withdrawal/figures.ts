import type { CompiledAccountType } from '../../catalog/types.js';
import type { Failure } from '../../shared/error-codes.js';
import { Decimal } from '../../shared/money.js';
import type { DistributionCode } from '../../withdrawals/distribution-codes.js';
import type { DistributionReason } from '../../withdrawals/distribution-reason.js';
import type { DecisionReason, DecisionWarning } from '../decision.js';
import type { StoredAccount } from '../facts.js';
import type { WithdrawalFacts, WithdrawalPlanTerms, WithdrawalTaxForm } from './facts.js';
import type { WithdrawalRequest } from './request.js';

/** What every path of decideWithdrawal reads. */
export interface WithdrawalContext {
  readonly type: CompiledAccountType;
  readonly account: StoredAccount;
  readonly facts: WithdrawalFacts;
  readonly request: WithdrawalRequest;
  readonly reason: DistributionReason;
  readonly today: string;
  /** The request Amount (gross). */
  readonly gross: Decimal;
  /** availableBalanceOf the account before the withdrawal. */
  readonly available: Decimal;
}

/**
 * What one path decided: the figures the entries, the record and the event are built from.
 * Gross = Net + Federal + State; Fee is charged beside the gross.
 */
export interface WithdrawalFigures {
  readonly EntryType: 'Distribution' | 'Withdrawal' | 'Reimbursement';
  readonly Federal: Decimal;
  readonly FederalPercent: string;
  readonly State: Decimal;
  readonly Fee: Decimal;
  readonly Codes: readonly DistributionCode[] | null;
  readonly IraSepSimple: boolean;
  readonly Taxable: string | null;
  readonly NotDetermined: boolean;
  readonly AdditionalTax: string | null;
  readonly Counts: boolean;
  readonly TaxForm: WithdrawalTaxForm | null;
  /** The path checked the balance itself (benefit accounts, deposit overdraft); otherwise the decision does. */
  readonly BalanceChecked: boolean;
  readonly SubAccount?: string;
  readonly ExpenseDate?: string;
  readonly ReportableWages?: string;
  readonly QualifiedExpenseAmount?: string;
  readonly HsaDistributionCode?: string;
  readonly HsaFairMarketValueAtDeath?: string;
  readonly Reasons: readonly DecisionReason[];
  readonly Warnings: readonly DecisionWarning[];
  readonly Unchecked: readonly string[];
}

export type PathOutcome = WithdrawalFigures | Failure<WithdrawalErrorCode>;

export const WITHDRAWAL_ERROR_CODES = [
  'AccountNotFound',
  'InvalidRequest',
  'UnknownAccountType',
  'DistributionNotPermitted',
  'InsufficientFunds',
] as const;
export type WithdrawalErrorCode = (typeof WITHDRAWAL_ERROR_CODES)[number];

/** A plan term from facts.Plan, else the account's Attributes under the same name. */
export function planTerm<K extends keyof WithdrawalPlanTerms>(
  ctx: WithdrawalContext,
  key: K,
): WithdrawalPlanTerms[K] | undefined {
  const fromPlan = ctx.facts.Plan?.[key];
  if (fromPlan !== undefined) return fromPlan;
  const v = ctx.account.Attributes[key];
  return v === null ? undefined : (v as WithdrawalPlanTerms[K] | undefined);
}

/** The figures of a distribution nothing is withheld from and no fee is charged on (no 1099-R codes). */
export const NOTHING_WITHHELD = {
  EntryType: 'Distribution',
  Federal: new Decimal(0),
  FederalPercent: '0',
  State: new Decimal(0),
  Fee: new Decimal(0),
  Codes: null,
  IraSepSimple: false,
} as const satisfies Partial<WithdrawalFigures>;
