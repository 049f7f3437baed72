import type { Catalog } from '../../catalog/types.js';
import { failure } from '../../shared/error-codes.js';
import { Decimal } from '../../shared/money.js';
import { depositWithdrawal } from '../../withdrawals/deposit-withdrawal.js';
import { narrowFailure } from '../narrow-failure.js';
import { type PathOutcome, planTerm, WITHDRAWAL_ERROR_CODES, type WithdrawalContext } from './figures.js';

const DEPOSIT_SOURCE = 'Account Operating Service specification, part 2.5 (deposit accounts; overdraft)';

/**
 * A deposit account withdrawal (DistributionReason Normal): overdraft only with
 * OverdraftPermitted; a time deposit before its maturity pays the penalty disclosed at opening
 * as a fee to FeesEarned, beside the amount withdrawn (depositWithdrawal). No tax form.
 */
export function depositPath(catalog: Catalog, ctx: WithdrawalContext): PathOutcome {
  const { type, account, gross, today } = ctx;
  if (ctx.reason !== 'Normal')
    return failure('DistributionNotPermitted', `A ${type.Slug} takes DistributionReason Normal, not ${ctx.reason}.`, [
      {
        FieldName: 'DistributionReason',
        ErrorCode: 'NotForThisAccount',
        Message: 'A deposit account withdrawal is Normal.',
      },
    ]);
  const maturity = planTerm(ctx, 'MaturityDate');
  const penalty = planTerm(ctx, 'EarlyWithdrawalPenalty');
  const d = depositWithdrawal(catalog, {
    AccountTypeCode: type.Slug,
    Balance: ctx.available.toFixed(),
    Amount: gross.toFixed(),
    OverdraftPermitted: account.Attributes['OverdraftPermitted'] === true,
    WithdrawalDate: today,
    ...(maturity !== undefined ? { MaturityDate: maturity } : {}),
    ...(penalty !== undefined ? { EarlyWithdrawalPenalty: penalty } : {}),
  });
  if (!d.ok) return narrowFailure(WITHDRAWAL_ERROR_CODES, d);
  return {
    EntryType: 'Withdrawal',
    Federal: new Decimal(0),
    FederalPercent: '0',
    State: new Decimal(0),
    Fee: new Decimal(d.Fee),
    Codes: null,
    IraSepSimple: false,
    Taxable: null,
    NotDetermined: false,
    AdditionalTax: null,
    Counts: false,
    TaxForm: null,
    BalanceChecked: true,
    Reasons: [
      {
        Rule: 'DepositWithdrawal',
        Message: [`the balance after it is ${d.NewBalance}`, ...d.Reasons].join('; '),
        Source: d.EarlyWithdrawal ? `${DEPOSIT_SOURCE}; 12 CFR 1030.4(b)(5)` : DEPOSIT_SOURCE,
      },
    ],
    Warnings: [],
    Unchecked: d.Unchecked.map((u) => `Plan.${u}`),
  };
}
