import type { MovementForm1099R } from '../decisions/movements/movement-records.js';
import type { WithdrawalDetail } from '../decisions/withdrawal/facts.js';
import { Decimal } from '../shared/money.js';
import type { DistributionCode } from '../withdrawals/distribution-codes.js';
import { formMoney, sumOf } from './ledger-figures.js';
import type { Form1099R } from './types.js';

export const FORM_1099R_SOURCE =
  'Instructions for Forms 1099-R and 5498: a separate Form 1099-R for each distribution code; box 1 gross, ' +
  '2a taxable (left blank for a Roth IRA distribution other than excess-contribution earnings), 2b not ' +
  'determined and total distribution (the entire balance paid out within the year), 4 federal withheld, ' +
  '7 code and IRA/SEP/SIMPLE, 14 state withheld, 16 state distribution';

const ROTH_CODES = ['J', 'Q', 'T'];

/** One distribution as Form 1099-R sums it: a withdrawal's detail, or a movement's sending side. */
type Line = Pick<
  WithdrawalDetail,
  | 'TransactionId'
  | 'DistributionCodes'
  | 'IraSepSimple'
  | 'GrossAmount'
  | 'TaxableAmount'
  | 'TaxableAmountNotDetermined'
  | 'FederalWithheld'
  | 'StateWithheld'
> & { readonly TaxForm: WithdrawalDetail['TaxForm'] };

/**
 * A movement's sending side as a Form 1099-R line: its recorded code, gross and taxable amount,
 * nothing withheld (a conversion, a direct rollover and a recharacterization pay nothing out).
 * The IRA/SEP/SIMPLE box is checked for a traditional, SEP or SIMPLE IRA, not for a
 * recharacterization (code N or R). A conversion from such an IRA shows the amount converted in box
 * 2a with 2b "taxable amount not determined" checked, as its withdrawals do: the payer does not
 * figure the owner's basis (Form 8606 does).
 */
export function movementLine(
  t: { readonly TransactionId: string; readonly Form1099R: MovementForm1099R },
  fromTraditionalIra: boolean,
): Line {
  const code = t.Form1099R.DistributionCode;
  const iraSepSimple = fromTraditionalIra && code !== 'N' && code !== 'R';
  return {
    TransactionId: t.TransactionId,
    TaxForm: '1099-R',
    DistributionCodes: code === null ? null : (code.split('') as DistributionCode[]),
    IraSepSimple: iraSepSimple,
    GrossAmount: t.Form1099R.GrossDistribution,
    TaxableAmount: t.Form1099R.TaxableAmount,
    TaxableAmountNotDetermined: iraSepSimple && code !== 'G',
    FederalWithheld: '0',
    StateWithheld: '0',
  };
}

/**
 * The year's Forms 1099-R from its withdrawals reported on 1099-R and its movements out (a Roth
 * conversion, a direct rollover, a recharacterization: `movementLine`): one per code combination
 * and IRA/SEP/SIMPLE box, each summing its distributions. A distribution whose code could not be
 * determined is left out and named in `unchecked`. `emptied`: the account was worth nothing on
 * December 31, so the year's distributions paid out its entire balance (box 2b's "total
 * distribution", checked on each of the year's forms).
 */
export function forms1099R(withdrawals: readonly Line[], unchecked: string[], emptied: boolean): Form1099R[] {
  const groups = new Map<string, Line[]>();
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
      TotalDistribution: emptied,
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
