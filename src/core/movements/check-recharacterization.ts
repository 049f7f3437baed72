import { z } from 'zod';
import { taxReturnDueDate } from '../calendar/tax-return-due-date.js';
import type { Catalog } from '../catalog/types.js';
import { contributionRulesOf } from '../contributions/rules-of-type.js';
import type { AmountInput } from '../contributions/types.js';
import { decimalString } from '../shared/money.js';
import { AccountSchema, amountSchema, IsoDateText } from './facts-schema.js';
import { neverThrows, openMovementPair } from './movement-pair.js';
import { netIncome } from './net-income-attributable.js';
import { SOURCES } from './sources.js';
import { trumpGrowthRefusal } from './trump-side.js';
import type { Form5498Entry, MovementAccount, MovementExplained, MovementRefused } from './types.js';

/**
 * What the contribution being recharacterized was: a regular (annual) contribution, a Roth
 * conversion, a rollover or transfer, or an employer's SEP or SIMPLE contribution.
 */
export const RECHARACTERIZED_KINDS = ['Regular', 'Conversion', 'Rollover', 'Employer'] as const;
export type RecharacterizedKind = (typeof RECHARACTERIZED_KINDS)[number];

export interface RecharacterizedContribution {
  readonly Kind: RecharacterizedKind;
  /** The contribution as made to the FIRST IRA. */
  readonly Amount: AmountInput;
  readonly ContributionDate: string;
  /** The tax year the contribution was made for. */
  readonly TaxYear: number;
}

export interface RecharacterizationFacts {
  /** The FIRST IRA, which received the contribution. */
  readonly From: MovementAccount;
  /** The SECOND IRA, of the other type, treated as having received it. */
  readonly To: MovementAccount;
  readonly Contribution: RecharacterizedContribution;
  /** The part of the contribution being recharacterized; defaults to all of it. */
  readonly Amount?: AmountInput;
  /** The day of the trustee-to-trustee transfer. */
  readonly RecharacterizationDate: string;
  /** Of the FIRST IRA over the computation period (Treas. Reg. 1.408-11(b)). */
  readonly AdjustedOpeningBalance: AmountInput;
  readonly AdjustedClosingBalance: AmountInput;
  /** A disaster area (`US-CA:Los Angeles`), for a postponed due date. */
  readonly Area?: string;
}

export interface RecharacterizationAllowed extends MovementExplained {
  readonly ok: true;
  /** The contribution amount recharacterized. */
  readonly Amount: string;
  /** Net income attributable (may be negative). */
  readonly NetIncome: string;
  /** What moves from the FIRST IRA to the SECOND: amount plus net income. */
  readonly TransferAmount: string;
  /** The due date of the return for the contribution's year, including extensions. */
  readonly Deadline: string;
  /** The contribution is treated as made to the SECOND IRA on its original date for its tax year. */
  readonly TreatedAs: {
    readonly AccountTypeCode: string;
    readonly ContributionDate: string;
    readonly TaxYear: number;
    readonly ContributionSource: 'Participant';
  };
  /** The FIRST IRA's Form 1099-R: code N (same year) or R (prior year); box 1 the transfer amount. */
  readonly Form1099R: { readonly DistributionCode: 'N' | 'R'; readonly GrossDistribution: string };
  /** The SECOND IRA's Form 5498: box 4, recharacterized contributions (with net income). */
  readonly Form5498: Form5498Entry;
}

export type RecharacterizationCheck = RecharacterizationAllowed | MovementRefused;

const FactsSchema = z.object({
  From: AccountSchema,
  To: AccountSchema,
  Contribution: z.object({
    Kind: z.enum(RECHARACTERIZED_KINDS),
    Amount: amountSchema(),
    ContributionDate: IsoDateText,
    TaxYear: z.number().int().min(1998).max(2198),
  }),
  Amount: amountSchema().optional(),
  RecharacterizationDate: IsoDateText,
  AdjustedOpeningBalance: amountSchema(),
  AdjustedClosingBalance: amountSchema({ allowZero: true }),
  Area: z.string().min(1).max(200).optional(),
});

const NOT = 'RecharacterizationNotPermitted';
/** The first taxable year whose conversions cannot be recharacterized (TCJA sec. 13611(b)). */
const TCJA_FIRST_YEAR = 2018;

/**
 * Whether a contribution may be recharacterized from one IRA to an IRA of the other type
 * (traditional to Roth or back): a regular contribution, by the due date of the return for its
 * year including extensions, with its net income (Treas. Reg. 1.408-11; may be negative). A
 * conversion made after 2017 cannot be (TCJA sec. 13611), nor a rollover or an employer's SEP
 * or SIMPLE contribution. 1099-R code N or R, 5498 box 4. Never throws.
 */
export function checkRecharacterization(catalog: Catalog, facts: RecharacterizationFacts): RecharacterizationCheck {
  return neverThrows(() => decide(catalog, facts), 'recharacterization', SOURCES.recharacterize);
}

function decide(catalog: Catalog, input: RecharacterizationFacts): RecharacterizationCheck {
  const opened = openMovementPair(catalog, FactsSchema, input, NOT, SOURCES.recharacterize, (f) => ({
    From: f.RecharacterizationDate,
    To: f.RecharacterizationDate,
  }));
  if ('ok' in opened) return opened;
  const { f, from, to, reasons, unchecked } = opened;
  const growth = trumpGrowthRefusal(from, to, 'recharacterization');
  if (growth) return opened.no(growth.rule, growth.message, growth.source, { field: growth.field });
  const { no, invalid } = opened;

  const c = f.Contribution;
  const amount = f.Amount ?? c.Amount;
  if (amount.gt(c.Amount)) return invalid('Amount', 'Amount exceeds the contribution');
  if (amount.gt(f.AdjustedOpeningBalance))
    return invalid(
      'AdjustedOpeningBalance',
      'the adjusted opening balance includes the contribution, so it cannot be less than it',
    );
  if (f.RecharacterizationDate < c.ContributionDate)
    return invalid('RecharacterizationDate', 'RecharacterizationDate is before the contribution');

  // What kind of contribution.
  // TCJA reaches conversions of taxable years beginning after 2017, and a conversion completed by a
  // 60-day rollover in the next year is a contribution for the year of the distribution (1.408A-5 A-1(b)):
  // the conversion's tax year decides, not the day the Roth IRA received it.
  if (c.Kind === 'Conversion') {
    if (c.TaxYear >= TCJA_FIRST_YEAR)
      return no(
        'no-conversion-recharacterization',
        `the conversion of ${c.ContributionDate} is a conversion for ${c.TaxYear}, after 2017, and cannot be ` +
          `recharacterized`,
        SOURCES.noConversionRecharacterization,
        { field: 'Contribution.Kind' },
      );
    reasons.push({
      Rule: 'no-conversion-recharacterization',
      Message:
        `the conversion of ${c.ContributionDate} is a conversion for ${c.TaxYear}, before 2018, when ` +
        `conversions could still be recharacterized`,
      Source: `${SOURCES.noConversionRecharacterization}; ${SOURCES.conversionTaxYear}`,
    });
  } else if (c.Kind === 'Rollover')
    return no(
      'no-rollover-recharacterization',
      'a rollover or transfer contribution cannot be recharacterized',
      SOURCES.noRolloverRecharacterization,
      {
        field: 'Contribution.Kind',
      },
    );
  else if (c.Kind === 'Employer')
    return no(
      'no-employer-recharacterization',
      "an employer's SEP or SIMPLE contribution cannot be recharacterized",
      SOURCES.noEmployerRecharacterization,
      {
        field: 'Contribution.Kind',
      },
    );

  // A SIMPLE IRA takes only contributions under its SIMPLE plan (elective deferrals and the
  // employer's) and rollovers: none of them is a regular contribution that could be recharacterized.
  if (c.Kind === 'Regular' && from.rules.SimpleIra === true)
    return no(
      'no-employer-recharacterization',
      `${from.type.Slug} holds only contributions under its SIMPLE plan (elective deferrals and employer ` +
        'contributions) and rollovers: none can be recharacterized',
      `${SOURCES.noEmployerRecharacterization}; ${SOURCES.notIntoSimple}`,
      { field: 'Contribution.Kind' },
    );

  // Which accounts.
  const a = from.rules.TaxCharacter;
  const b = to.rules.TaxCharacter;
  const pair = `${from.type.Slug} to ${to.type.Slug}`;
  const directions =
    c.Kind === 'Conversion'
      ? a === 'Roth' && b === 'Traditional'
      : (a === 'Traditional' && b === 'Roth') || (a === 'Roth' && b === 'Traditional');
  if (!directions)
    return no(
      'other-type',
      c.Kind === 'Conversion'
        ? `${pair}: a conversion is recharacterized from the Roth IRA back to a traditional IRA`
        : `${pair}: a contribution is recharacterized from a traditional IRA to a Roth IRA or back`,
      SOURCES.recharacterize,
    );
  if (f.From.OwnerId !== f.To.OwnerId)
    return no('same-owner', 'both IRAs must belong to the same owner', SOURCES.recharacterize, { field: 'To.OwnerId' });
  if (to.rules.SimpleIra === true)
    return no(
      'not-into-simple',
      `${pair}: a SIMPLE IRA cannot receive a recharacterized contribution`,
      SOURCES.notIntoSimple,
    );
  const accepts = contributionRulesOf(to.receiving).rules?.Sources.Participant;
  if (!accepts?.Accepted)
    return no(
      'second-ira-accepts-regular-contributions',
      `${to.type.Slug} does not accept Participant contributions (catalog ContributionRules)`,
      accepts?.Source ?? `catalog ${to.type.file}`,
    );
  reasons.push({ Rule: 'other-type', Message: `${pair}, the same owner`, Source: SOURCES.recharacterize });

  // By the due date of the return for the contribution's year, including extensions.
  const due = taxReturnDueDate(catalog, {
    TaxYear: c.TaxYear,
    Extended: true,
    ...(f.Area !== undefined ? { Area: f.Area } : {}),
  });
  if (!due.ok) return invalid('Contribution.TaxYear', due.Message);
  if (f.RecharacterizationDate > due.DueDate)
    return no(
      'recharacterization-deadline',
      `the recharacterization on ${f.RecharacterizationDate} is after ${due.DueDate}, the due date ` +
        `including extensions of the ${c.TaxYear} return`,
      SOURCES.recharacterizeDeadline,
      { field: 'RecharacterizationDate', details: { Deadline: due.DueDate } },
    );
  reasons.push({
    Rule: 'recharacterization-deadline',
    Message: `by ${due.DueDate}, the due date including extensions of the ${c.TaxYear} return`,
    Source: `${SOURCES.recharacterizeDeadline}; ${due.Reasons.map((r) => r.Source).join('; ')}`,
  });

  const year = Number(f.RecharacterizationDate.slice(0, 4));
  if (year !== c.TaxYear && year !== c.TaxYear + 1)
    return invalid('Contribution.TaxYear', `a ${c.TaxYear} contribution cannot be recharacterized in ${year}`);
  const code: 'N' | 'R' = year === c.TaxYear ? 'N' : 'R';

  const net = netIncome(amount, f.AdjustedOpeningBalance, f.AdjustedClosingBalance);
  const total = amount.plus(net);
  reasons.push({
    Rule: 'net-income-attributable',
    Message:
      `${decimalString(amount)} x (${decimalString(f.AdjustedClosingBalance)} - ` +
      `${decimalString(f.AdjustedOpeningBalance)}) / ${decimalString(f.AdjustedOpeningBalance)} = ` +
      `${decimalString(net)}; ${decimalString(total)} moves`,
    Source: SOURCES.netIncome,
  });
  reasons.push({
    Rule: 'reporting',
    Message: `Form 1099-R code ${code} from ${from.type.Slug}; Form 5498 box 4 for ${to.type.Slug}`,
    Source: `${SOURCES.recharacterizationCodes}; ${SOURCES.recharacterizationBox4}`,
  });

  return {
    ok: true,
    Amount: decimalString(amount),
    NetIncome: decimalString(net),
    TransferAmount: decimalString(total),
    Deadline: due.DueDate,
    TreatedAs: {
      AccountTypeCode: to.type.Slug,
      ContributionDate: c.ContributionDate,
      TaxYear: c.TaxYear,
      ContributionSource: 'Participant',
    },
    Form1099R: { DistributionCode: code, GrossDistribution: decimalString(total) },
    Form5498: { Box: '4', Amount: decimalString(total) },
    Reasons: reasons,
    Warnings: [],
    Unchecked: [...new Set(unchecked)],
  };
}
