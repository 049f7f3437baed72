import { failure } from '../../shared/error-codes.js';
import { coverdellDistribution } from '../../withdrawals/coverdell-distribution.js';
import { narrowFailure } from '../narrow-failure.js';
import { excessReturnFigures } from './excess-return.js';
import { NOTHING_WITHHELD, type PathOutcome, WITHDRAWAL_ERROR_CODES, type WithdrawalContext } from './figures.js';
import { depositTaxYear } from './history.js';
import { COVERDELL_EXCEPTIONS } from './request.js';

const DEEMED = 'what remained was deemed distributed then';

const COVERDELL_REASONS = ['QualifiedEducation', 'Normal', 'Death', 'Disability', 'ExcessContribution'] as const;

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
  if (reason === 'ExcessContribution') return coverdellExcessReturn(ctx);
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
    ...NOTHING_WITHHELD,
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

const EXCESS_SOURCE =
  '26 U.S.C. 530(d)(4)(C) (a contribution returned before the first day of the sixth month of the next ' +
  'taxable year, with its net income: no additional tax; the net income is income for the year the ' +
  'contribution was made), 4973(e); IRS Pub. 970 ch. 7; Instructions for Form 1099-Q (box 2 earnings on ' +
  'excess contributions)';

/**
 * A return of a Coverdell ESA excess contribution with its net income attributable (530(d)(4)(C)):
 * the contribution is not income, the net income is, and no 10 percent applies, when returned before
 * June 1 of the year after the contribution's. A later return is not a corrective one: it is refused
 * (use Normal, which the pro-rata rule and the 10 percent reach).
 */
function coverdellExcessReturn(ctx: WithdrawalContext): PathOutcome {
  const figures = excessReturnFigures(ctx, (deposit) =>
    ctx.today >= `${depositTaxYear(ctx.facts.Transactions, deposit) + 1}-06-01`
      ? failure(
          'InvalidRequest',
          `An excess contribution made ${deposit} had to be returned before June 1 of the year after its tax ` +
            'year to be a 530(d)(4)(C) return; use Normal.',
          [
            {
              FieldName: 'ExcessContributionDepositDate',
              ErrorCode: 'NotACorrectiveDistribution',
              Message: 'the June 1 deadline has passed',
            },
          ],
        )
      : undefined,
  );
  if ('ok' in figures) return figures;
  const { taxable, unchecked } = figures;
  return {
    ...NOTHING_WITHHELD,
    Taxable: taxable,
    NotDetermined: taxable === null,
    AdditionalTax: '0',
    Counts: false,
    TaxForm: '1099-Q',
    BalanceChecked: false,
    Reasons: [
      {
        Rule: 'CoverdellExcessContributionReturn',
        Message:
          'a return of an excess contribution with its net income attributable: the contribution is not income, ' +
          'the net income is income for the year the contribution was made, and no 10 percent additional tax ' +
          'applies; Form 1099-Q box 2 shows the net income',
        Source: EXCESS_SOURCE,
      },
    ],
    Warnings: [],
    Unchecked: unchecked,
  };
}
