import type { Catalog } from '../../catalog/types.js';
import { hsaDistributionTreatment } from '../../hsa/distribution-treatment.js';
import { failure } from '../../shared/error-codes.js';
import { Decimal, decimalString } from '../../shared/money.js';
import type { DecisionReason } from '../decision.js';
import { narrowFailure } from '../narrow-failure.js';
import {
  NOTHING_WITHHELD,
  type PathOutcome,
  planTerm,
  WITHDRAWAL_ERROR_CODES,
  type WithdrawalContext,
  type WithdrawalFigures,
} from './figures.js';

export const HSA_DEATH_CODE_SOURCE =
  'Instructions for Forms 1099-SA and 5498-SA (distribution in year of death: code 4 and the fair market value ' +
  'on the date of death in box 4; after the year of death: code 1 for the spouse, 4 for the estate, 6 for ' +
  "another beneficiary, box 4 reduced by the decedent's qualified medical expenses paid within one year)";
const SPOUSE_SOURCE = '26 U.S.C. 223(f)(8)(A) (the surviving spouse is treated as the account beneficiary)';
const NONSPOUSE_SOURCE =
  '26 U.S.C. 223(f)(8)(B) (the account ceases to be an HSA on the date of death; its fair market value is ' +
  "income for the year of death, of the beneficiary or on the decedent's final return; a beneficiary other " +
  "than the estate reduces it by the decedent's qualified medical expenses paid within one year); 223(f)(4)(B)";

/**
 * A distribution from an HSA after the account beneficiary's death (DistributionReason Death).
 * The Form 1099-SA code follows the instructions: 4 in the year of death (or when the date is not
 * given); after it, 1 for the surviving spouse, 4 for the estate, 6 for anyone else. The spouse
 * takes the HSA as his or her own (223(f)(8)(A)): the distribution is taxed as the spouse's, the
 * age exception read from BeneficiaryDateOfBirth. For anyone else the account stopped being an HSA
 * on the death (223(f)(8)(B)): its value then was income for the year of death, the earnings since
 * are income when paid, no additional tax applies, and the payer does not determine the taxable
 * amount. Box 4 is FairMarketValueAtDeath, less DecedentExpensesPaid after the year of death.
 * Without DeathBeneficiary and DecedentDateOfDeath the answer is the one before these facts
 * existed (code 4, no additional tax), with both named in Unchecked.
 */
export function hsaDeathPath(catalog: Catalog, ctx: WithdrawalContext): PathOutcome {
  const { request: r, today, gross } = ctx;
  const death = r.DecedentDateOfDeath;
  if (death !== undefined && death > today)
    return refuse('DecedentDateOfDeath', 'AfterDistribution', 'DecedentDateOfDeath is after the distribution.');
  const afterDeathYear = death !== undefined && Number(today.slice(0, 4)) > Number(death.slice(0, 4));
  const beneficiary = r.DeathBeneficiary;
  if (afterDeathYear && beneficiary === undefined)
    return refuse(
      'DeathBeneficiary',
      'Required',
      'DeathBeneficiary is required after the year of death: the Form 1099-SA code depends on it.',
    );
  const fmv = r.FairMarketValueAtDeath === undefined ? undefined : new Decimal(r.FairMarketValueAtDeath);
  const expenses = new Decimal(r.DecedentExpensesPaid ?? '0');
  if (fmv !== undefined && expenses.gt(fmv))
    return refuse('DecedentExpensesPaid', 'Invalid', 'DecedentExpensesPaid is more than FairMarketValueAtDeath.');
  const box4 = fmv === undefined ? undefined : afterDeathYear ? fmv.minus(expenses) : fmv;
  const code = !afterDeathYear ? '4' : beneficiary === 'Spouse' ? '1' : beneficiary === 'Estate' ? '4' : '6';

  const unchecked: string[] = [];
  if (death === undefined) unchecked.push('DecedentDateOfDeath');
  if (beneficiary === undefined) unchecked.push('DeathBeneficiary');
  if (fmv === undefined) unchecked.push('FairMarketValueAtDeath');
  const paid = beneficiary === 'Other' ? 'beneficiary' : beneficiary?.toLowerCase();
  const codeReason: DecisionReason = {
    Rule: 'HsaDistributionCode',
    Message:
      `Form 1099-SA box 3 code ${code}` +
      (death === undefined
        ? ' (DecedentDateOfDeath not given: taken as a distribution in the year of death)'
        : afterDeathYear
          ? ` (after the year of death, ${death.slice(0, 4)}, to the ${paid})`
          : ` (in the year of death, ${death.slice(0, 4)})`) +
      (box4 === undefined ? '' : `; box 4 ${decimalString(box4)}`),
    Source: HSA_DEATH_CODE_SOURCE,
  };
  const established = planTerm(ctx, 'HsaEstablishedDate');
  const expenseFacts = {
    AccountTypeCode: ctx.type.Slug,
    DistributionDate: today,
    Amount: gross.toFixed(),
    ...(r.QualifiedExpenseAmount !== undefined ? { QualifiedMedicalExpenses: r.QualifiedExpenseAmount } : {}),
    ...(r.ExpenseDate !== undefined ? { ExpensesIncurredOn: r.ExpenseDate } : {}),
    ...(typeof established === 'string' ? { HsaEstablishedDate: established } : {}),
  };
  const common = {
    ...NOTHING_WITHHELD,
    Counts: false,
    TaxForm: '1099-SA' as const,
    BalanceChecked: false,
    HsaDistributionCode: code,
    ...(box4 !== undefined ? { HsaFairMarketValueAtDeath: decimalString(box4) } : {}),
    Warnings: [],
  };

  if (beneficiary === 'Spouse') {
    const t = hsaDistributionTreatment(catalog, {
      ...expenseFacts,
      ...(r.BeneficiaryDateOfBirth !== undefined ? { DateOfBirth: r.BeneficiaryDateOfBirth } : {}),
    });
    const spouse: DecisionReason = {
      Rule: 'HsaDeathDistribution',
      Message:
        'the surviving spouse is the designated beneficiary: the HSA is the spouse’s own, and the ' +
        'distribution is taxed as the spouse’s (the age exception is the spouse’s age)',
      Source: SPOUSE_SOURCE,
    };
    const renamed = t.ok ? { ...t, Unchecked: t.Unchecked.map((u) => (u === 'DateOfBirth' ? DOB : u)) } : t;
    return taxedAsHsa(renamed, common, r.QualifiedExpenseAmount, [spouse], codeReason, unchecked);
  }

  if (beneficiary === 'Estate' || beneficiary === 'Other') {
    const whose = beneficiary === 'Estate' ? "on the decedent's final return" : 'of the beneficiary';
    // 223(f)(8)(B)(ii)(I): the decedent's expenses reduce the amount included by "any person (other than the
    // estate)"; box 4 is still reduced by them after the year of death (the 1099-SA instructions).
    const reduced = beneficiary === 'Other' && expenses.gt(0);
    const value =
      fmv === undefined
        ? 'its fair market value on the date of death' +
          (beneficiary === 'Other' ? " (less the decedent's qualified medical expenses paid within one year)" : '')
        : `its fair market value on the date of death, ${decimalString(fmv)}` +
          (reduced ? ` less ${decimalString(expenses)} of the decedent's qualified medical expenses` : '');
    return {
      ...common,
      Taxable: null,
      NotDetermined: true,
      AdditionalTax: '0',
      Reasons: [
        {
          Rule: 'HsaDeathDistribution',
          Message:
            `the designated beneficiary is not the spouse: the account ceased to be an HSA on the date of death; ` +
            `${value} is income ${whose} for the year of death, the earnings since are income when paid ` +
            '(box 1 less box 4), no additional tax applies, and the payer does not determine the taxable amount',
          Source: NONSPOUSE_SOURCE,
        },
        codeReason,
      ],
      Unchecked: unchecked,
    };
  }

  // Neither fact: the treatment as before (what the owner's death means for the 20 percent).
  const t = hsaDistributionTreatment(catalog, { ...expenseFacts, AfterDeath: true });
  return taxedAsHsa(t, common, r.QualifiedExpenseAmount, [], codeReason, unchecked);
}

const DOB = 'BeneficiaryDateOfBirth';

/** The outcome of a distribution still taxed as an HSA's (the owner's with the death exception, or the spouse's). */
function taxedAsHsa(
  t: ReturnType<typeof hsaDistributionTreatment>,
  common: Omit<WithdrawalFigures, 'Taxable' | 'NotDetermined' | 'AdditionalTax' | 'Reasons' | 'Unchecked'>,
  qualified: string | undefined,
  first: readonly DecisionReason[],
  codeReason: DecisionReason,
  unchecked: readonly string[],
): PathOutcome {
  if (!t.ok) return narrowFailure(WITHDRAWAL_ERROR_CODES, t);
  return {
    ...common,
    Taxable: t.IncludedInIncome,
    NotDetermined: false,
    AdditionalTax: t.AdditionalTax,
    ...(qualified !== undefined ? { QualifiedExpenseAmount: qualified } : {}),
    Reasons: [
      ...first,
      ...t.Reasons.map((x) => ({ Rule: 'HsaDistribution', Message: x.Message, Source: x.Source })),
      codeReason,
    ],
    Unchecked: [...unchecked, ...t.Unchecked],
  };
}

function refuse(FieldName: string, ErrorCode: string, Message: string): PathOutcome {
  return failure('InvalidRequest', Message, [{ FieldName, ErrorCode, Message }]);
}
