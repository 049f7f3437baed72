import { failure } from '../../shared/error-codes.js';
import { Decimal } from '../../shared/money.js';
import { coverdellDistribution } from '../../withdrawals/coverdell-distribution.js';
import { narrowFailure } from '../narrow-failure.js';
import { type PathOutcome, WITHDRAWAL_ERROR_CODES, type WithdrawalContext } from './figures.js';
import { COVERDELL_EXCEPTIONS } from './request.js';

const DEEMED = 'what remained was deemed distributed then';

const COVERDELL_REASONS = ['QualifiedEducation', 'Normal', 'Death', 'Disability'] as const;

/**
 * A Coverdell ESA distribution (26 U.S.C. 530(d)), reported on Form 1099-Q. The basis and
 * earnings parts need the year-end value, so they are figured by taxForms after the year ends;
 * here the decision records the gross, the qualified education expenses claimed and the
 * exception, and says when the age-30 deadline has passed. Nothing is withheld (Form 1099-Q has
 * no withholding box).
 */
export function coverdellPath(ctx: WithdrawalContext): PathOutcome {
  const { account, request: r, reason, gross, today } = ctx;
  if (!(COVERDELL_REASONS as readonly string[]).includes(reason))
    return failure(
      'InvalidRequest',
      `A Coverdell ESA distribution is ${COVERDELL_REASONS.join(', ')}; not ${reason}.`,
      [
        {
          FieldName: 'DistributionReason',
          ErrorCode: 'NotForThisAccount',
          Message: `${reason} is not for a Coverdell ESA.`,
        },
      ],
    );
  const exception = r.ExceptionClaimed;
  if (exception !== undefined && !(COVERDELL_EXCEPTIONS as readonly string[]).includes(exception))
    return failure('InvalidRequest', `ExceptionClaimed ${exception} is not a Coverdell exception.`, [
      {
        FieldName: 'ExceptionClaimed',
        ErrorCode: 'NotForThisAccount',
        Message: `A Coverdell ESA takes ${COVERDELL_EXCEPTIONS.join(', ')}.`,
      },
    ]);
  if (reason === 'QualifiedEducation' && r.QualifiedExpenseAmount === undefined)
    return failure('InvalidRequest', 'QualifiedExpenseAmount is required for a QualifiedEducation distribution.', [
      { FieldName: 'QualifiedExpenseAmount', ErrorCode: 'Required', Message: 'QualifiedExpenseAmount is required.' },
    ]);
  const dob = account.Attributes['BeneficiaryDateOfBirth'];
  if (typeof dob !== 'string')
    return failure('DistributionNotPermitted', 'The Coverdell ESA has no BeneficiaryDateOfBirth: nothing may leave.');
  const taxException =
    reason === 'Death' || reason === 'Disability'
      ? reason
      : (exception as (typeof COVERDELL_EXCEPTIONS)[number] | undefined);
  const c = coverdellDistribution({
    DistributionDate: today,
    Gross: gross.toFixed(),
    BeneficiaryDateOfBirth: dob,
    BeneficiaryIsSpecialNeeds: account.Attributes['BeneficiaryIsSpecialNeeds'] === true,
    ...(r.QualifiedExpenseAmount !== undefined ? { QualifiedEducationExpenses: r.QualifiedExpenseAmount } : {}),
    ...(taxException !== undefined ? { AdditionalTaxException: taxException } : {}),
  });
  if (!c.ok) return narrowFailure(WITHDRAWAL_ERROR_CODES, c);
  const late = c.DistributeBy !== null && today > c.DistributeBy;
  return {
    EntryType: 'Distribution',
    Federal: new Decimal(0),
    FederalPercent: '0',
    State: new Decimal(0),
    Fee: new Decimal(0),
    Codes: null,
    IraSepSimple: false,
    Taxable: c.TaxableEarnings,
    NotDetermined: c.TaxableEarnings === null,
    AdditionalTax: c.AdditionalTaxAmount,
    Counts: false,
    TaxForm: '1099-Q',
    BalanceChecked: false,
    ...(r.QualifiedExpenseAmount !== undefined ? { QualifiedExpenseAmount: r.QualifiedExpenseAmount } : {}),
    Reasons: [{ Rule: 'CoverdellDistribution', Message: c.Reasons.join('; '), Source: c.Sources.join('; ') }],
    Warnings: late
      ? [
          {
            Code: 'CoverdellAge30Passed',
            Message: `the balance was to be distributed by ${c.DistributeBy}: ${DEEMED}`,
            Source: '26 U.S.C. 530(b)(1)(E), (d)(8)',
          },
        ]
      : [],
    Unchecked: c.Unchecked.filter((u) => u !== 'Basis' && u !== 'YearEndValue' && u !== 'DistributionsInYear').concat([
      'Form1099Q.Earnings: figured from the year-end value by taxForms',
    ]),
  };
}
