import type { HistoryTransaction, WithdrawalDetail } from '../decisions/withdrawal/facts.js';
import { contributionKindOf, postedOn } from '../decisions/withdrawal/history.js';
import { Decimal, parseAmount } from '../shared/money.js';
import { coverdellDistribution } from '../withdrawals/coverdell-distribution.js';
import { formMoney, sumOf } from './ledger-figures.js';
import type { Form1099Q, Form5498Esa } from './types.js';

export const COVERDELL_FORMS_SOURCE =
  'Instructions for Forms 1099-Q (box 1 gross, 2 earnings, 3 basis, 5 Coverdell ESA) and 5498-ESA (box 1 ' +
  'contributions for the year through April 15 of the next, box 2 rollovers); IRS Publication 970 (basis ' +
  'part of a distribution)';

/** Form 5498-ESA: contributions for the tax year and rollovers received in it. */
export function form5498Esa(history: readonly HistoryTransaction[], year: number): Form5498Esa {
  let contributions = new Decimal(0);
  let rollovers = new Decimal(0);
  for (const t of history) {
    if (t.Kind !== 'Deposit' || t.Status !== 'Posted') continue;
    const calendarYear = Number(postedOn(t).slice(0, 4));
    const kind = contributionKindOf(t, 'coverdell-esa');
    if (kind === 'Rollover') {
      if (calendarYear === year) rollovers = rollovers.plus(t.Amount);
    } else if (kind === 'Regular' && (typeof t.TaxYear === 'number' ? t.TaxYear : calendarYear) === year)
      contributions = contributions.plus(t.Amount);
  }
  return {
    Form: '5498-ESA',
    CoverdellContributions: formMoney(contributions),
    RolloverContributions: formMoney(rollovers),
  };
}

/**
 * Form 1099-Q for the year's distributions (null when there were none). The basis part is the
 * gross times the basis over the year-end value plus the year's distributions (Publication 970).
 * The basis is `given`, else the contributions through December 31 when no earlier year had a
 * distribution (an earlier one recovered basis this history does not record: Unchecked) and no
 * rollover or transfer came in (it brought the other account's earnings as well as its basis, which
 * its statement reports and this history does not: Unchecked, Instructions for Form 1099-Q, box 2). A
 * return of excess contributions is outside that ratio: its net income is earnings (box 2, which
 * the trustee must report) and the returned contribution is basis, taken out of the basis the
 * ratio reads.
 */
export function form1099Q(
  history: readonly HistoryTransaction[],
  withdrawals: readonly WithdrawalDetail[],
  year: number,
  yearEndValue: Decimal,
  given: string | number | undefined,
  unchecked: string[],
): Form1099Q | null {
  const mine = withdrawals.filter((w) => w.TaxForm === '1099-Q');
  if (mine.length === 0) return null;
  const gross = sumOf(mine, (w) => w.GrossAmount);
  const excess = mine.filter((w) => w.DistributionReason === 'ExcessContribution');
  const excessGross = sumOf(excess, (w) => w.GrossAmount);
  const excessEarnings = excess.some((w) => w.TaxableAmount === null)
    ? undefined
    : sumOf(excess, (w) => w.TaxableAmount ?? '0');
  if (excessEarnings === undefined)
    unchecked.push('Form1099Q.Earnings: a return of excess did not state its net income');
  const returnedBasis = excessEarnings === undefined ? undefined : excessGross.minus(excessEarnings);
  const ordinary = gross.minus(excessGross);
  let basis: Decimal | undefined;
  if (given !== undefined) {
    const b = parseAmount(given, { allowZero: true });
    if (b.ok) basis = b.value;
  } else if (history.some((t) => t.Withdrawal && t.Withdrawal.TaxYear < year)) {
    unchecked.push('CoverdellBasis: earlier years recovered basis; give it');
  } else {
    const deposits = history.filter(
      (t) => t.Kind === 'Deposit' && t.Status === 'Posted' && postedOn(t) <= `${year}-12-31`,
    );
    const moved = deposits.some((t) => {
      const kind = contributionKindOf(t, 'coverdell-esa');
      return kind === 'Rollover' || kind === 'Transfer';
    });
    if (moved)
      unchecked.push('CoverdellBasis: a rollover or transfer in carried basis this history does not record; give it');
    else basis = sumOf(deposits, (t) => t.Amount);
  }
  let earnings: string | null = null;
  let basisPart: string | null = null;
  if (ordinary.isZero() && excessEarnings !== undefined && returnedBasis !== undefined) {
    earnings = excessEarnings.toFixed(2);
    basisPart = returnedBasis.toFixed(2);
  } else if (basis !== undefined && excessEarnings !== undefined && returnedBasis !== undefined) {
    const c = coverdellDistribution({
      DistributionDate: `${year}-12-31`,
      Gross: ordinary.toFixed(),
      BeneficiaryDateOfBirth: '1900-01-01',
      BeneficiaryIsSpecialNeeds: true,
      Basis: Decimal.max(0, basis.minus(returnedBasis)).toFixed(),
      YearEndValue: Decimal.max(0, yearEndValue).toFixed(),
      DistributionsInYear: ordinary.toFixed(),
    });
    if (c.ok && c.Earnings !== null && c.Basis !== null) {
      earnings = new Decimal(c.Earnings).plus(excessEarnings).toFixed(2);
      basisPart = new Decimal(c.Basis).plus(returnedBasis).toFixed(2);
    }
  }
  return {
    Form: '1099-Q',
    GrossDistribution: formMoney(gross),
    Earnings: earnings,
    Basis: basisPart,
    TrusteeToTrusteeTransfer: false,
    CoverdellEsa: true,
  };
}
