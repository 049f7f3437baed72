import { taxReturnDueDate } from '../../calendar/tax-return-due-date.js';
import type { Catalog } from '../../catalog/types.js';
import { type Failure, failure } from '../../shared/error-codes.js';
import { Decimal, decimalString } from '../../shared/money.js';
import type { HistoryTransaction } from './facts.js';
import type { WithdrawalContext } from './figures.js';
import { depositTaxYear } from './history.js';

/**
 * An excess contribution returned as a corrective distribution (an IRA's 408(d)(4), an HSA's
 * 223(f)(3)(A)) must come by the due date, with extensions, of the return for the year the
 * contribution was made for (the tax year of the deposit posted on `deposit`, else that date's
 * year): October 15 of the next year, moved as due dates are. A refusal after it; undefined in time.
 */
export function excessReturnTooLate(
  catalog: Catalog,
  history: readonly HistoryTransaction[],
  deposit: string,
  today: string,
  section: string,
): Failure<'InvalidRequest'> | undefined {
  const taxYear = depositTaxYear(history, deposit);
  const due = taxReturnDueDate(catalog, { TaxYear: taxYear, Extended: true });
  const last = due.ok ? due.DueDate : `${taxYear + 1}-10-15`;
  if (today <= last) return undefined;
  return failure(
    'InvalidRequest',
    `The excess contribution made ${deposit} (tax year ${taxYear}) had to be returned by ${last}, the due date ` +
      `with extensions of that year's return, to be a ${section} return of an excess contribution; use Normal.`,
    [
      {
        FieldName: 'ExcessContributionDepositDate',
        ErrorCode: 'NotACorrectiveDistribution',
        Message: `the deadline ${last} has passed`,
      },
    ],
  );
}

/**
 * What a return of an excess contribution (an HSA's or a Coverdell ESA's) reads from the request:
 * the deposit date checked (not after today; `tooLate` says whether its deadline has passed) and
 * the taxable part, the net income attributable (never below zero; less than Amount). A fact not
 * given is listed in `unchecked` (the taxable part is then null). Never throws.
 */
export function excessReturnFigures(
  ctx: WithdrawalContext,
  tooLate: (deposit: string) => Failure<'InvalidRequest'> | undefined,
): { readonly taxable: string | null; readonly unchecked: string[] } | Failure<'InvalidRequest'> {
  const { request: r, gross, today } = ctx;
  const unchecked: string[] = [];
  const deposit = r.ExcessContributionDepositDate;
  if (deposit === undefined) unchecked.push('ExcessContributionDepositDate');
  else if (deposit > today)
    return failure('InvalidRequest', 'ExcessContributionDepositDate is after the distribution.', [
      { FieldName: 'ExcessContributionDepositDate', ErrorCode: 'AfterDistribution', Message: 'is after today' },
    ]);
  else {
    const late = tooLate(deposit);
    if (late !== undefined) return late;
  }
  if (r.NetIncomeAttributable === undefined) {
    unchecked.push('NetIncomeAttributable');
    return { taxable: null, unchecked };
  }
  const income = new Decimal(String(r.NetIncomeAttributable));
  if (income.gte(gross))
    return failure('InvalidRequest', 'NetIncomeAttributable must be less than Amount.', [
      {
        FieldName: 'NetIncomeAttributable',
        ErrorCode: 'NotLessThanAmount',
        Message: 'must be less than Amount (the returned contribution plus its earnings)',
      },
    ]);
  return { taxable: decimalString(Decimal.max(0, income)), unchecked };
}
