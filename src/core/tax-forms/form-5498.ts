import type { Catalog } from '../catalog/types.js';
import { isRepayableDistribution, REPAYMENT_RULES } from '../contributions/repayment.js';
import type { HistoryTransaction } from '../decisions/withdrawal/facts.js';
import { contributionKindOf, postedOn } from '../decisions/withdrawal/history.js';
import type { Form5498Code } from '../movements/types.js';
import { requiredDistributionStatus } from '../required-distributions/required-distribution-status.js';
import { Decimal } from '../shared/money.js';
import type { DistributionTreatmentKind } from '../withdrawals/treatment-kind.js';
import { formMoney } from './ledger-figures.js';
import type { Form5498 } from './types.js';

export const FORM_5498_SOURCE =
  'Instructions for Forms 1099-R and 5498: box 1 and 10 contributions for the year made through the due ' +
  'date, box 2 rollovers, 3 Roth conversions, 4 recharacterizations, 8 SEP and 9 SIMPLE contributions ' +
  'received in the calendar year (box 8 with a SARSEP’s salary reduction contributions), 5 fair market value on ' +
  'December 31, 11-12b a required minimum distribution for the next year (IRA owners only), 13a-13c a late ' +
  'rollover contribution certified by the participant (code SC, not in box 2), 14a-14b repayments received in ' +
  'the calendar year with their code (QR, DD, BA; none published for the SECURE 2.0 repayments)';

const IRA_KINDS: readonly DistributionTreatmentKind[] = [
  'TraditionalIra',
  'SepIra',
  'SimpleIra',
  'RothIra',
  'InheritedTraditionalIra',
  'InheritedRothIra',
  'TrumpAccount',
];
const OWNER_RMD_KINDS: readonly DistributionTreatmentKind[] = ['TraditionalIra', 'SepIra', 'SimpleIra'];

export interface Form5498Input {
  readonly catalog: Catalog;
  readonly kind: DistributionTreatmentKind;
  readonly slug: string;
  readonly accountId: string;
  readonly ownerId: string;
  readonly ownerDateOfBirth: string | undefined;
  readonly history: readonly HistoryTransaction[];
  readonly year: number;
  readonly fairMarketValue: Decimal;
}

/** Form 5498 for an IRA (null for any other account). */
export function form5498(q: Form5498Input, reasons: string[], unchecked: string[]): Form5498 | null {
  if (!IRA_KINDS.includes(q.kind)) return null;
  const roth = q.kind === 'RothIra' || q.kind === 'InheritedRothIra';
  const sums = new Map<string, Decimal>();
  const byKind = new Map<string, Decimal>();
  const lateCodes = new Set<Form5498Code>();
  const repaymentCodes = new Set<string>();
  const add = (box: string, kind: string, taxYear: number, amount: Decimal) => {
    sums.set(box, (sums.get(box) ?? new Decimal(0)).plus(amount));
    const k = `${kind}|${taxYear}`;
    byKind.set(k, (byKind.get(k) ?? new Decimal(0)).plus(amount));
  };
  for (const t of q.history) {
    if (t.Kind !== 'Deposit' || t.Status !== 'Posted') continue;
    const kind = contributionKindOf(t, q.slug);
    const calendarYear = Number(postedOn(t).slice(0, 4));
    const taxYear = typeof t.TaxYear === 'number' ? t.TaxYear : calendarYear;
    const amount = new Decimal(t.Amount);
    if (kind === 'Regular') {
      if (taxYear === q.year) add(roth ? '10' : '1', kind, taxYear, amount);
    } else if (kind === 'Repayment') {
      // A repayment of a repayable distribution: box 14a with its box 14b code, not box 1 or 2.
      if (calendarYear !== q.year) continue;
      add('14a', kind, taxYear, amount);
      const rule = isRepayableDistribution(t.RepaymentOf) ? REPAYMENT_RULES[t.RepaymentOf] : undefined;
      if (rule?.Code) repaymentCodes.add(rule.Code);
      else
        unchecked.push(
          `Form5498.Box14b: ${t.TransactionId} repays ${t.RepaymentOf ?? 'an unnamed distribution'}: ` +
            (rule?.CodeNote ?? 'RepaymentOf not recorded'),
        );
    } else if (calendarYear === q.year && t.Form5498?.Box === '13a') {
      // A late rollover certified by the participant: box 13a, 13b blank, 13c its code; not box 2.
      add('13a', kind, taxYear, amount);
      lateCodes.add(t.Form5498.Code ?? 'SC');
    } else if (calendarYear === q.year) {
      const box = { Rollover: '2', RothConversion: '3', Recharacterization: '4', Sep: '8', Simple: '9' }[
        kind as string
      ];
      if (box !== undefined) add(box, kind, taxYear, amount);
      else reasons.push(`${t.TransactionId}: a trustee-to-trustee transfer is not reported on Form 5498`);
    }
  }
  const box = (b: string) => formMoney(sums.get(b) ?? new Decimal(0));
  let rmd: { date: string; amount: string } | null = null;
  if (OWNER_RMD_KINDS.includes(q.kind)) {
    if (q.ownerDateOfBirth === undefined) unchecked.push('Form5498.Box11: the owner’s DateOfBirth');
    else {
      const s = requiredDistributionStatus(
        q.catalog,
        {
          Accounts: [
            {
              AccountId: q.accountId,
              AccountTypeCode: q.slug,
              OwnerId: q.ownerId,
              OwnerDateOfBirth: q.ownerDateOfBirth,
              YearEndValues: [{ Year: q.year, Value: q.fairMarketValue.toFixed(2) }],
              Distributions: [],
            },
          ],
        },
        q.year + 1,
      );
      const a = s.ok ? s.Accounts[0] : undefined;
      if (a?.Required === true && a.RequiredAmount !== null && a.Deadline !== null) {
        rmd = { date: a.Deadline, amount: new Decimal(a.RequiredAmount).toFixed(2) };
        reasons.push(`a required minimum distribution of ${rmd.amount} is due for ${q.year + 1} by ${rmd.date}`);
      }
    }
  }
  return {
    Form: '5498',
    IraContributions: box('1'),
    RolloverContributions: box('2'),
    RothIraConversionAmount: box('3'),
    RecharacterizedContributions: box('4'),
    FairMarketValue: formMoney(q.fairMarketValue),
    AccountKind: roth ? 'ROTH' : q.kind === 'SepIra' ? 'SEP' : q.kind === 'SimpleIra' ? 'SIMPLE' : 'IRA',
    SepContributions: box('8'),
    SimpleContributions: box('9'),
    RothIraContributions: box('10'),
    RmdForNextYear: rmd !== null,
    RmdDate: rmd?.date ?? null,
    RmdAmount: rmd?.amount ?? null,
    PostponedOrLateContribution: box('13a'),
    PostponedOrLateYear: null,
    PostponedOrLateCode: lateCodes.size === 0 ? null : [...lateCodes].join(' '),
    Repayments: box('14a'),
    RepaymentCode: repaymentCodes.size === 0 ? null : [...repaymentCodes].join(' '),
    ContributionsByKindAndTaxYear: [...byKind.entries()].map(([k, v]) => {
      const [Kind, y] = k.split('|');
      return { Kind: Kind!, TaxYear: Number(y), Amount: formMoney(v) };
    }),
  };
}
