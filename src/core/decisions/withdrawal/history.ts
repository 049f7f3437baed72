import { Decimal } from '../../shared/money.js';
import type { RothFacts } from '../../withdrawals/distribution-treatment.js';
import type { RothConversionYear } from '../../withdrawals/roth-distribution.js';
import { planRegime } from '../../withdrawals/treatment/plan-regime.js';
import type { ContributionKind, HistoryTransaction, WithdrawalDetail } from './facts.js';

// Readings of an account's history (its transactions oldest first, with withdrawal details)
// that the withdrawal paths and the tax forms share.

/** The date a transaction posted (PostedDate, else CreatedDate), YYYY-MM-DD. */
export function postedOn(t: HistoryTransaction): string {
  return (t.PostedDate ?? t.CreatedDate).slice(0, 10);
}

/**
 * The year an excess contribution posted on `date` was made for: the tax year of that day's
 * contributions (a contribution for the year before, made by its due date, carries that year; the
 * earliest when there are several, the strict answer), else the date's own year. Rollovers and
 * transfers in are not contributions.
 */
export function depositTaxYear(history: readonly HistoryTransaction[], date: string): number {
  let year = Number(date.slice(0, 4));
  for (const t of history) {
    if (t.Kind !== 'Deposit' || postedOn(t) !== date || typeof t.TaxYear !== 'number') continue;
    if (t.ContributionSource === 'Rollover' || t.ContributionSource === 'Transfer') continue;
    if (t.ContributionSource === 'Repayment') continue;
    year = Math.min(year, t.TaxYear);
  }
  return year;
}

/** The withdrawal details of the history, oldest first. */
export function priorWithdrawals(history: readonly HistoryTransaction[]): WithdrawalDetail[] {
  const out: WithdrawalDetail[] = [];
  for (const t of history) if (t.Withdrawal) out.push(t.Withdrawal);
  return out;
}

/** The first deposit's date (a SIMPLE IRA's participation start when the plan does not say). */
export function firstDepositDate(history: readonly HistoryTransaction[]): string | undefined {
  let first: string | undefined;
  for (const t of history) {
    if (t.Kind !== 'Deposit') continue;
    const d = t.CreatedDate.slice(0, 10);
    if (first === undefined || d < first) first = d;
  }
  return first;
}

/**
 * Whether an employer contribution to a SEP or SIMPLE IRA was posted (or is pending) in `year`:
 * a deposit reported as a SEP or SIMPLE contribution (contributionKindOf), or a SARSEP's elective
 * deferral (an employer contribution, 408(k)(6)) unless tagged otherwise. The signal of an ongoing
 * plan a qualified charitable distribution reads (Notice 2007-7 Q&A-36).
 */
export function employerContributionInYear(
  history: readonly HistoryTransaction[],
  slug: string,
  year: number,
): boolean {
  for (const t of history) {
    if (t.Kind !== 'Deposit' || Number(postedOn(t).slice(0, 4)) !== year) continue;
    const kind = contributionKindOf(t, slug);
    if (kind === 'Sep' || kind === 'Simple') return true;
  }
  return false;
}

/** The gross of this account's qualified charitable distributions of `year` (by their TaxYear). */
export function qualifiedCharitableDistributionsInYear(history: readonly HistoryTransaction[], year: number): Decimal {
  let sum = new Decimal(0);
  for (const t of history) {
    const w = t.Withdrawal;
    if (w && w.DistributionReason === 'QualifiedCharitableDistribution' && w.TaxYear === year)
      sum = sum.plus(w.GrossAmount);
  }
  return sum;
}

/**
 * The gross of the eligible rollover distributions of this plan account in `year` before this one,
 * what 26 CFR 31.3405(c)-1 Q&A-14 aggregates for the $200 floor: withdrawals whose reason makes
 * them eligible rollover distributions of a plan (planRegime; a direct rollover is one too, paid to
 * a plan) by their TaxYear, and a movement's sending side reported with code G (a direct rollover).
 */
export function eligibleRolloverDistributionsInYear(history: readonly HistoryTransaction[], year: number): Decimal {
  let sum = new Decimal(0);
  for (const t of history) {
    const w = t.Withdrawal;
    if (w) {
      // 'None' is a direct rollover: an eligible rollover distribution paid to a plan.
      if (w.TaxYear === year && planRegime(w.DistributionReason) !== 'Nonperiodic') sum = sum.plus(w.GrossAmount);
      continue;
    }
    const f = t.Form1099R;
    if (f?.DistributionCode?.includes('G') && Number(postedOn(t).slice(0, 4)) === year)
      sum = sum.plus(f.GrossDistribution);
  }
  return sum;
}

/** The kind a movement's receiving side is, by the Form 5498 box it recorded or by its EntryType. */
const KIND_OF_BOX: Readonly<Record<string, ContributionKind>> = {
  '2': 'Rollover',
  '3': 'RothConversion',
  '4': 'Recharacterization',
  '13a': 'Rollover',
};
const KIND_OF_ENTRY: Readonly<Record<string, ContributionKind>> = {
  RolloverIn: 'Rollover',
  TransferIn: 'Transfer',
  RothConversionIn: 'RothConversion',
  RecharacterizationIn: 'Recharacterization',
};

/**
 * How a deposit is reported on Form 5498 and read by the Roth ordering rules: the host's
 * ContributionKind when it gave one; else a movement's receiving side by the box it recorded
 * (`Form5498.Box`: 2 and 13a rollover, 3 Roth conversion, 4 recharacterization) or its EntryType; else by
 * source (Rollover, Transfer) and the type (an employer's deposit to a SEP or SIMPLE IRA, a SARSEP
 * participant's salary reduction); else a regular contribution.
 */
export function contributionKindOf(t: HistoryTransaction, slug: string): ContributionKind {
  if (t.ContributionKind) return t.ContributionKind;
  // A qualified HSA funding distribution's credit is a TransferIn the HSA counts as the owner's contribution
  // (ContributionSource Participant, 408(d)(9)): Form 5498-SA box 2, not a transfer.
  if (t.EntryType === 'TransferIn' && t.ContributionSource === 'Participant') return 'Regular';
  const moved = (t.Form5498 ? KIND_OF_BOX[t.Form5498.Box] : undefined) ?? KIND_OF_ENTRY[t.EntryType];
  if (moved !== undefined) return moved;
  if (t.ContributionSource === 'Rollover') return 'Rollover';
  if (t.ContributionSource === 'Transfer') return 'Transfer';
  if (t.ContributionSource === 'Repayment') return 'Repayment';
  if (slug === 'simple-ira') return 'Simple';
  if ((slug === 'sep-ira' || slug === 'sarsep-ira') && t.ContributionSource === 'Employer') return 'Sep';
  // A SARSEP participant's deposit is a salary reduction contribution (408(k)(6)): an employer
  // contribution to a SEP IRA (402(h)(1)), Form 5498 box 8, unless the host tagged it otherwise.
  if (slug === 'sarsep-ira' && t.ContributionSource === 'Participant') return 'Sep';
  return 'Regular';
}

/**
 * The distribution of `history` a Repayment deposit repays as a rollover (RepaidTransactionId names one of its
 * withdrawals, not a reservist's: that repayment is a contribution, 72(t)(2)(G)(ii)); undefined otherwise.
 */
function rolledBackDistribution(history: readonly HistoryTransaction[], t: HistoryTransaction): string | undefined {
  const id = t.RepaidTransactionId;
  if (typeof id !== 'string' || t.RepaymentOf === 'QualifiedReservist') return undefined;
  return history.some((h) => h.TransactionId === id && h.Withdrawal) ? id : undefined;
}

/**
 * The Roth history the ordering rules read (26 CFR 1.408A-6 Q&A-8), from this account's own
 * transactions: regular contributions (recharacterizations in count as regular, 408A(d)(6)) less
 * returned excess contributions and recharacterizations out; conversions by year with their
 * taxable parts; every earlier distribution, qualified ones included (1.408A-6 Q&A-4; not
 * returns of excess, not recharacterizations); the first contribution's tax year. Rollovers and
 * transfers in carry another Roth IRA's layers, which this account does not know: they are
 * listed in `unchecked`.
 */
export function rothFactsFromHistory(
  history: readonly HistoryTransaction[],
  slug: string,
): { readonly facts: RothFacts; readonly unchecked: readonly string[] } {
  let regular = new Decimal(0);
  let prior = new Decimal(0);
  let firstYear: number | undefined;
  const conversions = new Map<number, { amount: Decimal; taxable: Decimal }>();
  const unchecked: string[] = [];
  const repaidBack = new Map<string, Decimal>();
  for (const t of history) {
    if (t.Kind === 'Deposit') {
      const kind = contributionKindOf(t, slug);
      const year = typeof t.TaxYear === 'number' ? t.TaxYear : Number(t.CreatedDate.slice(0, 4));
      // A recharacterization in counts at the contribution recharacterized; its net income is earnings.
      const amount = new Decimal(t.RecharacterizedContribution ?? t.Amount);
      // A repayment (not a reservist's) of a distribution of this history is treated as that distribution
      // rolled back (72(t)(2)(H)(v)(IV) and the rules like it): the repaid part is no distribution.
      const back = kind === 'Repayment' ? rolledBackDistribution(history, t) : undefined;
      if (back !== undefined) {
        repaidBack.set(back, (repaidBack.get(back) ?? new Decimal(0)).plus(amount));
        continue;
      }
      if (kind === 'Rollover' || kind === 'Transfer' || kind === 'Repayment') {
        const what =
          kind === 'Repayment'
            ? 'repaid a distribution whose layers this account may not know'
            : "brought another Roth IRA's layers";
        unchecked.push(`Roth.${kind}In: ${t.TransactionId} ${what}; give facts.Roth for the whole history`);
        continue;
      }
      if (firstYear === undefined || year < firstYear) firstYear = year;
      if (kind === 'RothConversion') {
        const y = Number(t.CreatedDate.slice(0, 4));
        const c = conversions.get(y) ?? { amount: new Decimal(0), taxable: new Decimal(0) };
        c.amount = c.amount.plus(amount);
        c.taxable = c.taxable.plus(t.ConversionTaxablePart ?? amount);
        conversions.set(y, c);
      } else regular = regular.plus(amount);
      continue;
    }
    // A contribution recharacterized out by the Recharacterization operation is treated as made to
    // the SECOND IRA "instead of to the FIRST IRA" (1.408A-5 A-1(a)): it leaves this Roth IRA's
    // contributions. The debit names the contribution recharacterized (RecharacterizedContribution);
    // one stored before it was recorded takes what moved, the contribution with its net income.
    if (t.Kind === 'Entry' && t.EntryType === 'RecharacterizationOut' && t.Direction === 'Debit') {
      regular = Decimal.max(0, regular.minus(t.RecharacterizedContribution ?? t.Amount));
      continue;
    }
    const w = t.Withdrawal;
    if (!w) continue;
    if (w.DistributionReason === 'ExcessContribution' || w.DistributionReason === 'Recharacterization') {
      const earnings = new Decimal(w.TaxableAmount ?? '0');
      regular = Decimal.max(0, regular.minus(new Decimal(w.GrossAmount).minus(earnings)));
      continue;
    }
    // Qualified distributions count too: they use up contributions first (1.408A-6 Q&A-4).
    prior = prior.plus(w.GrossAmount);
  }
  for (const t of history) {
    const back = t.Withdrawal ? repaidBack.get(t.TransactionId) : undefined;
    if (back !== undefined) prior = Decimal.max(0, prior.minus(Decimal.min(back, t.Withdrawal!.GrossAmount)));
  }
  const Conversions: RothConversionYear[] = [...conversions.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([Year, c]) => ({ Year, Amount: c.amount.toFixed(), TaxablePart: c.taxable.toFixed() }));
  return {
    facts: {
      ...(firstYear !== undefined ? { FirstContributionTaxYear: firstYear } : {}),
      RegularContributions: regular.toFixed(),
      Conversions,
      PriorDistributions: prior.toFixed(),
    },
    unchecked: [...new Set(unchecked)],
  };
}
