import { failure } from '../../shared/error-codes.js';
import { NOTHING_WITHHELD, type PathOutcome, type WithdrawalContext } from './figures.js';

/**
 * A holding account with no tax-advantaged distribution rules (an irrevocable trust): a Normal
 * distribution, nothing withheld, no information return from the custodian (the trust reports
 * its own distributions, Form 1041 Schedule K-1), so the tax figures are Unchecked.
 */
export function trustPath(ctx: WithdrawalContext): PathOutcome {
  if (ctx.reason !== 'Normal')
    return failure('InvalidRequest', `A ${ctx.type.Slug} distribution is Normal, not ${ctx.reason}.`, [
      {
        FieldName: 'DistributionReason',
        ErrorCode: 'NotForThisAccount',
        Message: `${ctx.reason} is not for a ${ctx.type.Slug}.`,
      },
    ]);
  if (ctx.request.FederalWithholdingPercent !== undefined || ctx.request.ExceptionClaimed !== undefined)
    return failure('InvalidRequest', `A ${ctx.type.Slug} distribution takes no withholding election or exception.`);
  return {
    ...NOTHING_WITHHELD,
    Taxable: null,
    NotDetermined: true,
    AdditionalTax: null,
    Counts: false,
    TaxForm: null,
    BalanceChecked: false,
    Reasons: [
      {
        Rule: 'TrustDistribution',
        Message: 'distributed as the trust instrument directs; the trust reports it to the beneficiary',
        Source: ctx.type.Sources[0] ?? 'the trust instrument',
      },
    ],
    Warnings: [],
    Unchecked: ['TrustTaxReporting: the trust reports its distributions (Form 1041, Schedule K-1)'],
  };
}
