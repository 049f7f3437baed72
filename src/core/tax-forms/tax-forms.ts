import type { Catalog } from '../catalog/types.js';
import { MOVEMENT_ENTRY_TYPES } from '../decisions/movements/movement-records.js';
import { postedOn } from '../decisions/withdrawal/history.js';
import { hsaDistributionRulesOf } from '../hsa/distribution-rules.js';
import { type Failure, failure } from '../shared/error-codes.js';
import { parseAmount } from '../shared/money.js';
import { checksIraSepSimpleBox, treatmentOfType } from '../withdrawals/treatment-kind.js';
import { COVERDELL_FORMS_SOURCE, form1099Q, form5498Esa } from './coverdell-forms.js';
import { FORM_1099R_SOURCE, forms1099R, movementLine } from './form-1099r.js';
import { FORM_5498_SOURCE, form5498 } from './form-5498.js';
import { form5498Sa, forms1099Sa, HSA_FORMS_SOURCE } from './hsa-forms.js';
import { cashThrough, formMoney, sumOf, withdrawalsOfYear } from './ledger-figures.js';
import type { TaxFormFacts, TaxFormsResult } from './types.js';
import { yearEndValue } from './year-end-value.js';

const MAX_TRANSACTIONS = 100_000;
/** A movement's sending sides that Form 1099-R reports (a trustee transfer out is not reported). */
const REPORTED_MOVEMENTS_OUT: readonly string[] = Object.entries(MOVEMENT_ENTRY_TYPES)
  .filter(([kind]) => kind !== 'TrusteeTransfer')
  .map(([, t]) => t.Out);
const WAGES_SOURCE =
  '26 U.S.C. 61(a)(1), 3121(a), 3401(a): lifestyle spending payments are wages on the employer’s Form W-2 ' +
  '(boxes 1, 3, 5)';

/**
 * The information returns of one account for one tax year, computed from its ledger-derived
 * transactions: Forms 1099-R (one per distribution code), 5498 for an IRA (with the next year's
 * required distribution), 1099-Q and 5498-ESA for a Coverdell ESA, 1099-SA and 5498-SA for an HSA, and the
 * wage figures of lifestyle spending payments. Pure: the figures are sums of what the
 * withdrawals and deposits recorded, so they reconcile with the ledger (`Ledger`). Never throws.
 */
export function taxForms(catalog: Catalog, facts: TaxFormFacts, taxYear: number): TaxFormsResult | Failure {
  if (!Number.isInteger(taxYear) || taxYear < 1990 || taxYear > 2200)
    return failure('InvalidRequest', 'TaxYear must be a whole year from 1990 to 2200.', [
      { FieldName: 'TaxYear', ErrorCode: 'Invalid', Message: 'TaxYear must be a whole year.' },
    ]);
  const type = catalog.typeBySlug.get(facts.Account.AccountTypeCode);
  if (!type)
    return failure('UnknownAccountType', `${facts.Account.AccountTypeCode.slice(0, 60)} is not in the catalog`);
  if (facts.Transactions.length > MAX_TRANSACTIONS)
    return failure('InvalidRequest', `at most ${MAX_TRANSACTIONS} transactions are read`);
  const reasons: string[] = [];
  const unchecked: string[] = [];
  const history = facts.Transactions;
  const withdrawals = withdrawalsOfYear(history, taxYear);
  const cash = cashThrough(history, `${taxYear}-12-31`);
  let fmv = cash;
  // Whether fmv is the whole year-end value (false when holdings the ledger does not value are left out).
  let valued = true;
  if (facts.YearEndValue !== undefined) {
    const v = parseAmount(facts.YearEndValue, { allowZero: true });
    if (!v.ok) return failure('InvalidRequest', `YearEndValue ${v.message}`);
    fmv = v.value;
  } else if (facts.HoldingsAtYearEnd !== undefined) {
    const v = yearEndValue(history, facts.HoldingsAtYearEnd, taxYear);
    if (v.ok) {
      fmv = v.Value;
      reasons.push(...v.Notes);
    } else {
      valued = false;
      unchecked.push(`YearEndValue: ${v.Problem} Box 5 shows the ledger's cash only.`);
    }
  } else if (facts.HoldingsValueAtYearEnd !== undefined) {
    const v = parseAmount(facts.HoldingsValueAtYearEnd, { allowZero: true });
    if (!v.ok) return failure('InvalidRequest', `HoldingsValueAtYearEnd ${v.message}`);
    fmv = cash.plus(v.value);
  } else if (history.some((t) => t.EntryType === 'InvestmentPurchase')) {
    valued = false;
    unchecked.push('HoldingsValueAtYearEnd: the account holds investments the ledger does not value');
  }
  const treatment = treatmentOfType(catalog, type.Slug);
  const kind = typeof treatment === 'string' ? undefined : treatment.Kind;
  const dob = facts.Owner?.Contact['DateOfBirth'];
  const f5498 =
    kind === undefined
      ? null
      : form5498(
          {
            catalog,
            kind,
            slug: type.Slug,
            accountId: facts.Account.AccountId,
            ownerId: facts.Account.ClientId,
            ownerDateOfBirth: typeof dob === 'string' ? dob : undefined,
            history,
            year: taxYear,
            fairMarketValue: fmv,
          },
          reasons,
          unchecked,
        );
  // A Trump account in its growth period (through the year before the beneficiary turns 18) reports
  // under 530A(i) on its own form (Form 5498-TA, only a draft): the Form 5498 figures are given, but
  // its box 1 is not a traditional IRA contribution (docs/decisions/41-money-out-rules.md, "Not modelled").
  if (kind === 'TrumpAccount' && f5498 !== null) {
    const birth = facts.Account.Attributes['BeneficiaryDateOfBirth'] ?? dob;
    const year = typeof birth === 'string' ? Number(birth.slice(0, 4)) : Number.NaN;
    if (!(taxYear >= year + 18))
      unchecked.push(
        'Form5498: a Trump account’s growth-period contributions are reported under 530A(i) (Form 5498-TA, in ' +
          'draft), not produced; box 1 here is not a traditional IRA contribution',
      );
  }
  // A movement's sending side (a conversion, a direct rollover, a recharacterization) is reported
  // on Form 1099-R as the movement recorded it, in the year it was made.
  const fromTraditionalIra = kind !== undefined && checksIraSepSimpleBox(kind);
  const movedOut = history.flatMap((t) => {
    if (t.Status !== 'Posted' || Number(postedOn(t).slice(0, 4)) !== taxYear) return [];
    if (t.Form1099R)
      return [movementLine({ TransactionId: t.TransactionId, Form1099R: t.Form1099R }, fromTraditionalIra)];
    if (REPORTED_MOVEMENTS_OUT.includes(t.EntryType))
      unchecked.push(`Form1099R: ${t.TransactionId} is a ${t.EntryType} without the Form1099R its movement recorded`);
    return [];
  });
  const coverdell = type.Slug === 'coverdell-esa';
  const hsa = !('ok' in hsaDistributionRulesOf(catalog, type.Slug));
  const hsaForms = hsa ? forms1099Sa(withdrawals, unchecked) : [];
  const wages = withdrawals.filter((w) => w.ReportableWages !== undefined);
  const wageSum = formMoney(sumOf(wages, (w) => w.ReportableWages ?? '0'));
  const c = facts.Owner?.Contact;
  const name = c
    ? [c.FirstName, c.LastName].filter((x) => typeof x === 'string').join(' ') || (c.EntityName ?? '')
    : '';
  return {
    ok: true,
    TaxYear: taxYear,
    AccountId: facts.Account.AccountId,
    AccountTypeCode: type.Slug,
    Payer: facts.Payer ?? { Name: 'acctos custodian' },
    Recipient: { ClientId: facts.Account.ClientId, Name: String(name) },
    Forms1099R: forms1099R([...withdrawals, ...movedOut], unchecked, valued && fmv.isZero()),
    Form5498: f5498,
    Form1099Q: coverdell ? form1099Q(history, withdrawals, taxYear, fmv, facts.CoverdellBasis, unchecked) : null,
    Form5498Esa: coverdell ? form5498Esa(history, taxYear) : null,
    Forms1099Sa: hsaForms,
    Form5498Sa: hsa ? form5498Sa(history, taxYear, fmv) : null,
    LifestyleSpendingWages:
      wages.length === 0
        ? null
        : { Form: 'W-2', Wages: wageSum, SocialSecurityWages: wageSum, MedicareWages: wageSum, Payments: wages.length },
    Ledger: {
      Withdrawals: formMoney(sumOf(withdrawals, (w) => w.GrossAmount)),
      FederalWithheld: formMoney(sumOf(withdrawals, (w) => w.FederalWithheld)),
      StateWithheld: formMoney(sumOf(withdrawals, (w) => w.StateWithheld)),
      CashAtYearEnd: formMoney(cash),
    },
    Reasons: reasons,
    Unchecked: [...new Set(unchecked)],
    Sources: [FORM_1099R_SOURCE, FORM_5498_SOURCE, COVERDELL_FORMS_SOURCE, HSA_FORMS_SOURCE, WAGES_SOURCE],
  };
}
