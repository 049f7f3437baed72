import type { Catalog } from '../../catalog/types.js';
import { hsaDistributionTreatment } from '../../hsa/distribution-treatment.js';
import { failure } from '../../shared/error-codes.js';
import { narrowFailure } from '../narrow-failure.js';
import { excessReturnFigures, excessReturnTooLate } from './excess-return.js';
import {
  NOTHING_WITHHELD,
  type PathOutcome,
  planTerm,
  WITHDRAWAL_ERROR_CODES,
  type WithdrawalContext,
} from './figures.js';
import { hsaDeathPath } from './hsa-death.js';
import { HSA_DEATH_FIELDS } from './request.js';

/** Form 1099-SA box 3 codes by reason (Instructions for Forms 1099-SA and 5498-SA). */
const HSA_CODES: Readonly<Record<string, string>> = {
  Reimbursement: '1',
  Normal: '1',
  ExcessContribution: '2',
  Disability: '3',
  Death: '4', // or 1 or 6 after the year of death: hsa-death.ts
  ProhibitedTransaction: '5',
};
const HSA_CODE_SOURCE = 'Instructions for Forms 1099-SA and 5498-SA, box 3 distribution codes';

/**
 * A health savings account distribution (26 U.S.C. 223(f)), reported on Form 1099-SA:
 * hsaDistributionTreatment says what is income and the 20 percent additional tax; a
 * Reimbursement pays qualified medical expenses (the whole amount unless QualifiedExpenseAmount
 * says less). HSA distributions are not subject to withholding (no box on Form 1099-SA).
 */
export function hsaPath(catalog: Catalog, ctx: WithdrawalContext): PathOutcome {
  const { type, facts, account, request: r, reason, gross, today } = ctx;
  const code = HSA_CODES[reason];
  if (code === undefined)
    return failure('InvalidRequest', `An HSA distribution is ${Object.keys(HSA_CODES).join(', ')}; not ${reason}.`, [
      { FieldName: 'DistributionReason', ErrorCode: 'NotForThisAccount', Message: `${reason} is not for an HSA.` },
    ]);
  if (r.FederalWithholdingPercent !== undefined)
    return failure('InvalidRequest', 'Nothing is withheld from an HSA distribution.', [
      { FieldName: 'FederalWithholdingPercent', ErrorCode: 'NotAllowed', Message: 'No withholding on an HSA.' },
    ]);
  const deathField = HSA_DEATH_FIELDS.find((k) => r[k] !== undefined);
  if (reason !== 'Death' && deathField !== undefined)
    return failure('InvalidRequest', `${deathField} is for a distribution after the owner's death.`, [
      { FieldName: deathField, ErrorCode: 'NotAllowed', Message: `${deathField} needs DistributionReason Death.` },
    ]);
  if (reason === 'Death') return hsaDeathPath(catalog, ctx);
  if (reason === 'ExcessContribution') return hsaExcessReturn(catalog, ctx);
  const dobRaw = facts.Client?.Contact['DateOfBirth'] ?? account.Attributes['DateOfBirth'];
  const established = planTerm(ctx, 'HsaEstablishedDate');
  const qualified = r.QualifiedExpenseAmount ?? (reason === 'Reimbursement' ? gross.toFixed() : undefined) ?? undefined;
  const t = hsaDistributionTreatment(catalog, {
    AccountTypeCode: type.Slug,
    DistributionDate: today,
    Amount: gross.toFixed(),
    ...(qualified !== undefined ? { QualifiedMedicalExpenses: qualified } : {}),
    ...(r.ExpenseDate !== undefined ? { ExpensesIncurredOn: r.ExpenseDate } : {}),
    ...(typeof established === 'string' ? { HsaEstablishedDate: established } : {}),
    ...(typeof dobRaw === 'string' ? { DateOfBirth: dobRaw } : {}),
    ...(reason === 'Disability' ? { Disabled: true } : {}),
  });
  if (!t.ok) return narrowFailure(WITHDRAWAL_ERROR_CODES, t);
  return {
    ...NOTHING_WITHHELD,
    Taxable: t.IncludedInIncome,
    NotDetermined: false,
    AdditionalTax: t.AdditionalTax,
    Counts: false,
    TaxForm: '1099-SA',
    BalanceChecked: false,
    HsaDistributionCode: code,
    ...(qualified !== undefined ? { QualifiedExpenseAmount: qualified } : {}),
    Reasons: [
      ...t.Reasons.map((x) => ({ Rule: 'HsaDistribution', Message: x.Message, Source: x.Source })),
      { Rule: 'HsaDistributionCode', Message: `Form 1099-SA box 3 code ${code}`, Source: HSA_CODE_SOURCE },
    ],
    Warnings: [],
    Unchecked: t.Unchecked,
  };
}

const EXCESS_SOURCE =
  '26 U.S.C. 223(f)(3)(A) (an excess contribution returned by the due date of the return, with extensions, and ' +
  'with its net income: the contribution is not income and the net income is), 223(f)(4)(A) (the 20 percent ' +
  'falls only on amounts included under 223(f)(2)); IRS Pub. 969; Instructions for Form 8889';

/**
 * A return of an HSA excess contribution with its net income attributable (223(f)(3)(A)): the
 * contribution is not income, the net income is (for the year received) and no 20 percent
 * additional tax applies; Form 1099-SA code 2. After the due date, with extensions, of the return for
 * the contribution's tax year it is not a corrective return: it is refused.
 */
function hsaExcessReturn(catalog: Catalog, ctx: WithdrawalContext): PathOutcome {
  const figures = excessReturnFigures(ctx, (deposit) =>
    excessReturnTooLate(catalog, ctx.facts.Transactions, deposit, ctx.today, '223(f)(3)'),
  );
  if ('ok' in figures) return figures;
  const { taxable, unchecked } = figures;
  return {
    ...NOTHING_WITHHELD,
    Taxable: taxable,
    NotDetermined: taxable === null,
    AdditionalTax: '0',
    Counts: false,
    TaxForm: '1099-SA',
    BalanceChecked: false,
    HsaDistributionCode: '2',
    Reasons: [
      {
        Rule: 'HsaExcessContributionReturn',
        Message:
          'a return of an excess contribution with its net income attributable: the contribution is not income, ' +
          'the net income is income for the year received, and no 20 percent additional tax applies',
        Source: EXCESS_SOURCE,
      },
      { Rule: 'HsaDistributionCode', Message: 'Form 1099-SA box 3 code 2', Source: HSA_CODE_SOURCE },
    ],
    Warnings: [],
    Unchecked: unchecked,
  };
}
