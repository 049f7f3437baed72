import { z } from 'zod';
import type { Catalog } from '../catalog/types.js';
import { contributionRulesOf } from '../contributions/rules-of-type.js';
import type { AmountInput } from '../contributions/types.js';
import { Decimal, decimalString, roundMoney } from '../shared/money.js';
import { dateOfAge59AndAHalf } from './age-fifty-nine-and-a-half.js';
import { AccountSchema, amountSchema, IsoDateText, OwnerSchema } from './facts-schema.js';
import { type Form8606Lines, form8606Conversion } from './form-8606-conversion.js';
import { neverThrows, openMovementPair } from './movement-pair.js';
import { refuse } from './refusal.js';
import { outstandingRequiredDistribution } from './required-distribution-outstanding.js';
import { simpleTwoYearPeriodEnd } from './simple-two-year-period.js';
import { SOURCES } from './sources.js';
import { trumpGrowthRefusal } from './trump-side.js';
import type { Form5498Entry, MovementAccount, MovementExplained, MovementOwner, MovementRefused } from './types.js';

/** Form 8606 Part I facts of the conversion year; give all of them or none. */
export interface ConversionBasisFacts {
  /** Line 1: nondeductible contributions to traditional IRAs for the year. */
  readonly NondeductibleContributions: AmountInput;
  /** Line 2: basis in traditional IRAs at the end of the prior year. */
  readonly PriorBasis: AmountInput;
  /** Line 4: line-1 contributions made from January 1 of the next year to the due date (default 0). */
  readonly ContributionsMadeNextYear?: AmountInput;
  /** Line 6: value of all the owner's traditional, SEP and SIMPLE IRAs on December 31 plus outstanding rollovers. */
  readonly YearEndValue: AmountInput;
  /** Line 7: the year's distributions from them, not counting rollovers, conversions and recharacterizations. */
  readonly Distributions: AmountInput;
  /** Line 8: the year's conversions, this one included. */
  readonly Conversions: AmountInput;
}

export interface RothConversionFacts {
  readonly From: MovementAccount;
  readonly To: MovementAccount;
  readonly Amount: AmountInput;
  readonly ConversionDate: string;
  readonly Owner?: MovementOwner;
  /** The part of the year's required distribution from `From` not yet distributed (zero when satisfied). */
  readonly RequiredDistributionRemaining?: AmountInput;
  /** Form 8606 basis facts; without them the whole amount is taxable and the answer says so. */
  readonly Basis?: ConversionBasisFacts;
}

export interface RothConversionAllowed extends MovementExplained {
  readonly ok: true;
  readonly Amount: string;
  /** Includible in income: pro rata by Form 8606 when basis facts are given, the whole amount otherwise. */
  readonly TaxableAmount: string;
  readonly NontaxableAmount: string;
  readonly TaxableAmountMethod: 'Form8606ProRata' | 'AllTaxable';
  /** Form 8606 lines for the whole year, when basis facts are given. */
  readonly Form8606: Form8606Lines | null;
  /** This conversion's own five-year period (408A(d)(3)(F)), for the ordering rules of Roth withdrawals. */
  readonly FiveYearPeriod: { readonly Begins: string; readonly Ends: string };
  /**
   * The distributing IRA's Form 1099-R: code 2 under age 59 1/2, 7 from it; null when the owner's birth date is not
   * given.
   */
  readonly Form1099R: {
    readonly DistributionCode: '2' | '7' | null;
    /** Box 1: the amount converted. */
    readonly GrossDistribution: string;
    /** Box 2a: the amount converted too (the payer does not figure the owner's basis; Form 8606 does). */
    readonly TaxableAmount: string;
    /** The IRA/SEP/SIMPLE checkbox. */
    readonly IraSepSimple: true;
  };
  /** The Roth IRA's Form 5498: box 3, Roth IRA conversion amount. */
  readonly Form5498: Form5498Entry;
  readonly ReceivingContributionSource: 'Rollover';
  readonly CountsTowardCap: boolean;
  /** A conversion is not counted in the one-rollover-per-year limit. */
  readonly CountsTowardOneRolloverPerYear: false;
}

export type RothConversionCheck = RothConversionAllowed | MovementRefused;

const BasisSchema = z.object({
  NondeductibleContributions: amountSchema({ allowZero: true }),
  PriorBasis: amountSchema({ allowZero: true }),
  ContributionsMadeNextYear: amountSchema({ allowZero: true }).optional(),
  YearEndValue: amountSchema({ allowZero: true }),
  Distributions: amountSchema({ allowZero: true }),
  Conversions: amountSchema(),
});

const FactsSchema = z.object({
  From: AccountSchema,
  To: AccountSchema,
  Amount: amountSchema(),
  ConversionDate: IsoDateText,
  Owner: OwnerSchema.optional(),
  RequiredDistributionRemaining: amountSchema({ allowZero: true }).optional(),
  Basis: BasisSchema.optional(),
});

const NOT = 'RothConversionNotPermitted';

/**
 * Whether money may be converted from a traditional, SEP or SIMPLE IRA (a SIMPLE IRA after its
 * two years) to a Roth IRA of the same owner, and how: the taxable amount (pro rata by Form 8606
 * when the basis facts are given, all of it otherwise), the 1099-R code, Form 5498 box 3 and the
 * conversion's own five-year period. The year's required distribution must come out first.
 * Never throws.
 */
export function checkRothConversion(catalog: Catalog, facts: RothConversionFacts): RothConversionCheck {
  return neverThrows(() => decide(catalog, facts), 'conversion', SOURCES.conversion);
}

function decide(catalog: Catalog, input: RothConversionFacts): RothConversionCheck {
  const opened = openMovementPair(catalog, FactsSchema, input, NOT, SOURCES.conversion, (f) => ({
    From: f.ConversionDate,
    To: f.ConversionDate,
  }));
  if ('ok' in opened) return opened;
  const { f, from, to, reasons, unchecked } = opened;
  const { no } = opened;
  const so_far = { reasons, unchecked };

  const growth = trumpGrowthRefusal(from, to, 'Roth conversion');
  if (growth) return no(growth.rule, growth.message, growth.source, { field: growth.field });
  // A Trump account's owner is its beneficiary: the account's birth date comes before the client's (a
  // client may hold a child's account).
  const ownerDob = (from.trump ? f.From.BeneficiaryDateOfBirth : undefined) ?? f.Owner?.DateOfBirth;

  const a = from.rules.TaxCharacter;
  const pair = `${from.type.Slug} to ${to.type.Slug}`;
  if (a === 'InheritedTraditional' || a === 'InheritedRoth')
    return no('convertible-source', `${pair}: an inherited IRA cannot be converted`, SOURCES.inheritedNoConversion);
  if (a !== 'Traditional')
    return no(
      'convertible-source',
      `${pair}: only a traditional, SEP or SIMPLE IRA converts to a Roth IRA`,
      SOURCES.conversion,
      { field: 'From.AccountTypeCode' },
    );
  if (to.rules.TaxCharacter !== 'Roth')
    return no('roth-destination', `${pair}: a conversion goes to a Roth IRA`, SOURCES.conversion, {
      field: 'To.AccountTypeCode',
    });
  if (f.From.OwnerId !== f.To.OwnerId)
    return no('same-owner', 'a conversion goes to a Roth IRA of the same owner', SOURCES.conversion, {
      field: 'To.OwnerId',
    });
  reasons.push({ Rule: 'conversion-pair', Message: `${pair} of the same owner`, Source: SOURCES.conversion });

  if (from.rules.SimpleIra === true) {
    const start = f.From.SimpleFirstParticipationDate;
    if (start === undefined) unchecked.push('From.SimpleFirstParticipationDate');
    else {
      const end = simpleTwoYearPeriodEnd(start);
      if (f.ConversionDate < end)
        return no(
          'simple-two-year',
          `a SIMPLE IRA may be converted only from ${end}, two years after first participation on ${start}`,
          SOURCES.conversionSimple,
          { details: { PeriodEnds: end } },
        );
      reasons.push({
        Rule: 'simple-two-year',
        Message: `the SIMPLE IRA's two-year period ended on ${end}`,
        Source: SOURCES.conversionSimple,
      });
    }
  }

  const owed = outstandingRequiredDistribution(
    from.type,
    from.rules,
    f.ConversionDate,
    f.RequiredDistributionRemaining,
    ownerDob,
  );
  if (owed.kind === 'Unknown') unchecked.push('RequiredDistributionRemaining');
  else if (owed.kind === 'None') reasons.push(owed.reason);
  else if (owed.remaining.gt(0))
    return no(
      'required-distribution-first',
      `${decimalString(owed.remaining)} of the year's required distribution has not been distributed; it ` +
        `must come out before any amount is converted`,
      SOURCES.requiredDistributionNotConvertible,
      {
        field: 'RequiredDistributionRemaining',
        details: { RequiredDistributionRemaining: decimalString(owed.remaining) },
      },
    );
  else
    reasons.push({
      Rule: 'required-distribution-first',
      Message: "the year's required distribution has been distributed",
      Source: SOURCES.requiredDistributionNotConvertible,
    });

  const receiving = contributionRulesOf(to.type).rules?.Sources.Rollover;
  if (!receiving?.Accepted)
    return no(
      'receiving-type-accepts-conversions',
      `${to.type.Slug} does not accept Rollover money (catalog ContributionRules)`,
      receiving?.Source ?? `catalog ${to.type.file}`,
    );

  // Taxable amount.
  let taxable = f.Amount;
  let lines: Form8606Lines | null = null;
  if (f.Basis) {
    if (f.Basis.Conversions.lt(f.Amount))
      return refuse(
        'InvalidRequest',
        'facts',
        'Basis.Conversions (Form 8606 line 8) must include this conversion',
        SOURCES.proRata,
        so_far,
        {
          field: 'Basis.Conversions',
        },
      );
    // Line 4 is the part of line 1 contributed from January 1 of the next year to the due date.
    if (f.Basis.ContributionsMadeNextYear?.gt(f.Basis.NondeductibleContributions))
      return refuse(
        'InvalidRequest',
        'facts',
        'Basis.ContributionsMadeNextYear (Form 8606 line 4) is part of Basis.NondeductibleContributions (line 1)',
        SOURCES.proRata,
        so_far,
        { field: 'Basis.ContributionsMadeNextYear' },
      );
    lines = form8606Conversion({
      ...f.Basis,
      ContributionsMadeNextYear: f.Basis.ContributionsMadeNextYear ?? new Decimal(0),
    });
    const nontaxable = Decimal.min(roundMoney(f.Amount.times(lines.Line10)), new Decimal(lines.Line11));
    taxable = Decimal.max(0, Decimal.min(f.Amount, f.Amount.minus(nontaxable)));
    reasons.push({
      Rule: 'taxable-amount',
      Message:
        `pro rata across the owner's basis: ${lines.Line5} of basis over ${lines.Line9} (ratio ` +
        `${lines.Line10}); ${decimalString(taxable)} of the ${decimalString(f.Amount)} converted is taxable. ` +
        `Form 8606 is figured for the whole year: the year-end value and the year's distributions decide the ` +
        `final figure`,
      Source: SOURCES.proRata,
    });
  } else {
    unchecked.push('Basis');
    reasons.push({
      Rule: 'taxable-amount',
      Message: `no Form 8606 basis facts were given, so all ${decimalString(f.Amount)} converted is treated as taxable`,
      Source: SOURCES.allTaxable,
    });
  }

  const year = Number(f.ConversionDate.slice(0, 4));
  const FiveYearPeriod = { Begins: `${year}-01-01`, Ends: `${year + 4}-12-31` };
  reasons.push({
    Rule: 'five-year-period',
    Message: `this conversion's five-year period runs from ${FiveYearPeriod.Begins} to ${FiveYearPeriod.Ends}`,
    Source: SOURCES.conversionFiveYears,
  });

  let code: '2' | '7' | null = null;
  const dob = ownerDob;
  if (dob === undefined) unchecked.push('Owner.DateOfBirth');
  else {
    const half = dateOfAge59AndAHalf(dob);
    code = f.ConversionDate >= half ? '7' : '2';
    reasons.push({
      Rule: 'form-1099-r-code',
      Message:
        `the owner ${code === '7' ? 'has' : 'has not'} attained age 59 1/2 (on ${half}) by ` +
        `${f.ConversionDate}: Form 1099-R code ${code}`,
      Source: SOURCES.conversionCodes,
    });
  }
  reasons.push({
    Rule: 'form-5498-box-3',
    Message:
      `${to.type.Slug} reports ${decimalString(f.Amount)} in Form 5498 box 3; a conversion is outside the ` +
      `annual limit and is not counted in the one-rollover-per-year limit`,
    Source: `${SOURCES.conversionBox3}; ${SOURCES.conversionNotCounted}`,
  });

  return {
    ok: true,
    Amount: decimalString(f.Amount),
    TaxableAmount: decimalString(taxable),
    NontaxableAmount: decimalString(f.Amount.minus(taxable)),
    TaxableAmountMethod: f.Basis ? 'Form8606ProRata' : 'AllTaxable',
    Form8606: lines,
    FiveYearPeriod,
    Form1099R: {
      DistributionCode: code,
      GrossDistribution: decimalString(f.Amount),
      TaxableAmount: decimalString(f.Amount),
      IraSepSimple: true,
    },
    Form5498: { Box: '3', Amount: decimalString(f.Amount) },
    ReceivingContributionSource: 'Rollover',
    CountsTowardCap: receiving.CountsTowardCap,
    CountsTowardOneRolloverPerYear: false,
    Reasons: reasons,
    Warnings: [],
    Unchecked: [...new Set(unchecked)],
  };
}
