import type { HistoryTransaction, WithdrawalDetail } from '../decisions/withdrawal/facts.js';
import { contributionKindOf, postedOn } from '../decisions/withdrawal/history.js';
import { Decimal } from '../shared/money.js';
import { formMoney, sumOf } from './ledger-figures.js';
import type { Form1099Sa, Form5498Sa } from './types.js';

export const HSA_FORMS_SOURCE =
  'Instructions for Forms 1099-SA and 5498-SA (1099-SA box 1 gross distribution, box 2 earnings on excess ' +
  'contributions, box 3 distribution code, box 4 fair market value on the date of death; 5498-SA box 2 total ' +
  'contributions made in the year, box 3 contributions made in the next year for the year, box 4 rollover ' +
  'contributions, box 5 fair market value)';

/** Forms 1099-SA: one per distribution code, box 2 the net income returned with excess contributions. */
export function forms1099Sa(withdrawals: readonly WithdrawalDetail[], unchecked: string[]): Form1099Sa[] {
  const byCode = new Map<string, WithdrawalDetail[]>();
  for (const w of withdrawals)
    if (w.TaxForm === '1099-SA') {
      const code = w.HsaDistributionCode ?? '1';
      byCode.set(code, [...(byCode.get(code) ?? []), w]);
    }
  return [...byCode].map(([code, list]) => {
    let earnings: string | null = '0.00';
    if (code === '2') {
      if (list.some((w) => w.TaxableAmount === null)) {
        earnings = null;
        unchecked.push('Form1099Sa.EarningsOnExcessContributions: a return of excess did not state its net income');
      } else earnings = formMoney(sumOf(list, (w) => w.TaxableAmount ?? '0'));
    }
    return {
      Form: '1099-SA',
      GrossDistribution: formMoney(sumOf(list, (w) => w.GrossAmount)),
      EarningsOnExcessContributions: earnings,
      DistributionCode: code,
      FairMarketValueOnDateOfDeath: valueOnDateOfDeath(code, list, unchecked),
      TransactionIds: list.map((w) => w.TransactionId),
    };
  });
}

/**
 * Box 4: the value on the date of death the latest death distribution of the form stated (every one
 * states the same account's value). A form of death distributions none of which stated it is named
 * in Unchecked; a form with none (an owner's own distributions) leaves the box empty (null).
 */
function valueOnDateOfDeath(code: string, list: readonly WithdrawalDetail[], unchecked: string[]): string | null {
  const deaths = list.filter((w) => w.DistributionReason === 'Death');
  const stated = deaths.filter((w) => w.HsaFairMarketValueAtDeath !== undefined).at(-1);
  if (stated?.HsaFairMarketValueAtDeath !== undefined) return formMoney(new Decimal(stated.HsaFairMarketValueAtDeath));
  if (deaths.length > 0)
    unchecked.push(`Form1099Sa.FairMarketValueOnDateOfDeath: no code-${code} death distribution stated the value`);
  return null;
}

/**
 * Form 5498-SA for an HSA: the contributions made in the calendar year (for it or, by the due date,
 * for the year before), those made in the next year for this one, the rollovers received in the year
 * (a trustee-to-trustee transfer is not reported) and the value on December 31.
 */
export function form5498Sa(history: readonly HistoryTransaction[], year: number, fairMarketValue: Decimal): Form5498Sa {
  let made = new Decimal(0);
  let nextYear = new Decimal(0);
  let rollovers = new Decimal(0);
  for (const t of history) {
    if (t.Kind !== 'Deposit' || t.Status !== 'Posted') continue;
    const posted = Number(postedOn(t).slice(0, 4));
    const kind = contributionKindOf(t, 'health-savings-account');
    if (kind === 'Transfer') continue;
    if (kind === 'Rollover') {
      if (posted === year) rollovers = rollovers.plus(t.Amount);
    } else if (posted === year) made = made.plus(t.Amount);
    else if (posted === year + 1 && t.TaxYear === year) nextYear = nextYear.plus(t.Amount);
  }
  return {
    Form: '5498-SA',
    TotalContributions: formMoney(made),
    NextYearContributionsForYear: formMoney(nextYear),
    RolloverContributions: formMoney(rollovers),
    FairMarketValue: formMoney(Decimal.max(0, fairMarketValue)),
    Hsa: true,
  };
}
