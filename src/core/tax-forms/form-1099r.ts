import type { WithdrawalDetail } from '../decisions/withdrawal/facts.js';
import { Decimal } from '../shared/money.js';
import { formMoney, sumOf } from './ledger-figures.js';
import type { Form1099R } from './types.js';

export const FORM_1099R_SOURCE =
  'Instructions for Forms 1099-R and 5498: a separate Form 1099-R for each distribution code; box 1 gross, ' +
  '2a taxable (left blank for a Roth IRA distribution other than excess-contribution earnings), 2b not ' +
  'determined, 4 federal withheld, 7 code and IRA/SEP/SIMPLE, 14 state withheld, 16 state distribution';

const ROTH_CODES = ['J', 'Q', 'T'];

/**
 * The year's Forms 1099-R from its withdrawals reported on 1099-R: one per code combination
 * and IRA/SEP/SIMPLE box, each summing its distributions. A withdrawal whose code could not be
 * determined is left out and named in `unchecked`.
 */
export function forms1099R(withdrawals: readonly WithdrawalDetail[], unchecked: string[]): Form1099R[] {
  const groups = new Map<string, WithdrawalDetail[]>();
  for (const w of withdrawals) {
    if (w.TaxForm !== '1099-R') continue;
    if (w.DistributionCodes === null || w.DistributionCodes.length === 0) {
      unchecked.push(`Form1099R.DistributionCode: ${w.TransactionId} has no code (a fact was missing)`);
      continue;
    }
    const key = `${w.DistributionCodes.join('')}|${w.IraSepSimple}`;
    groups.set(key, [...(groups.get(key) ?? []), w]);
  }
  const out: Form1099R[] = [];
  for (const [key, list] of [...groups.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    const code = key.split('|')[0]!;
    const gross = sumOf(list, (w) => w.GrossAmount);
    const state = sumOf(list, (w) => w.StateWithheld);
    const roth = ROTH_CODES.some((c) => code.includes(c)) && !code.includes('8') && !code.includes('P');
    const unknown = list.some((w) => w.TaxableAmount === null);
    const taxable = roth || unknown ? null : formMoney(sumOf(list, (w) => w.TaxableAmount));
    out.push({
      Form: '1099-R',
      GrossDistribution: formMoney(gross),
      TaxableAmount: taxable,
      TaxableAmountNotDetermined: roth || unknown || list.some((w) => w.TaxableAmountNotDetermined),
      FederalIncomeTaxWithheld: formMoney(sumOf(list, (w) => w.FederalWithheld)),
      DistributionCode: code,
      IraSepSimple: list[0]!.IraSepSimple,
      StateTaxWithheld: formMoney(state),
      StateDistribution: formMoney(state.gt(0) ? gross : new Decimal(0)),
      TransactionIds: list.map((w) => w.TransactionId),
    });
  }
  return out;
}
