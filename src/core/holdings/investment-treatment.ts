import { assetEligibility } from '../assets/asset-eligibility.js';
import type { AssetEligibilityResult } from '../assets/types.js';
import type { Catalog } from '../catalog/types.js';
import { INSTRUMENT_LIMITS } from '../instruments/limits.js';
import { decimalParser } from '../requests/fields/parse-decimal.js';
import { enumParser } from '../requests/fields/parse-enum.js';
import { CURRENCIES } from '../requests/money/transaction-enums.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { cashAmount } from './cash-amount.js';
import { ExactDecimal } from './exact-decimal.js';
import { parseQuantity } from './parse-quantity.js';
import {
  INVESTMENT_SIDES,
  type InvestmentFacts,
  type InvestmentOrder,
  type InvestmentTreatment,
  type InvestmentTreatmentErrorCode,
  type TreatmentReason,
  type TreatmentWarning,
} from './types.js';

const parseSide = enumParser(INVESTMENT_SIDES);
const parsePrice = decimalParser({ minor_units: INSTRUMENT_LIMITS.price_scale, max: INSTRUMENT_LIMITS.max_price });
const parseCash = decimalParser({ minor_units: 18, allowZero: true, allowNegative: true });
const ROUNDING = 'Quantity x Price is computed exactly and rounded half up to the currency minor units';

/**
 * The checks and effect of one purchase or sale of an instrument, for `decideInvestment` to wrap.
 * In order: the account type holds securities (AccountTypeNotInvestable); the order is well formed
 * (Side, Quantity within the instrument's QuantityScale, a positive Price, the instrument's
 * Currency; InvalidRequest); a purchase must be Eligible by `assetEligibility` (the matrix, the
 * predicates and exclusions, the institution's scope; AssetNotEligible with its reasons) and
 * covered by AvailableCash (InsufficientFunds); a sale may not exceed the position
 * (InsufficientPosition) and is allowed whatever the eligibility says (selling cures an ineligible
 * holding). The cash is Quantity x Price rounded half up to cents; a trade whose cash rounds to
 * zero is refused. Pure; never throws.
 */
export function investmentTreatment(
  catalog: Catalog,
  facts: InvestmentFacts,
  order: InvestmentOrder,
): InvestmentTreatment | Failure<InvestmentTreatmentErrorCode> {
  const type = typeof facts?.AccountTypeCode === 'string' ? catalog.typeBySlug.get(facts.AccountTypeCode) : undefined;
  if (type === undefined) return fact('AccountTypeCode', 'is not an account type of the catalog');
  if (!type.nature.HoldsSecurities)
    return failure(
      'AccountTypeNotInvestable',
      `A ${type.Slug} is a ${type.Nature} account: it holds no securities, so it cannot buy or sell them.`,
    );
  const instrument = facts.Instrument;
  if (typeof instrument !== 'object' || instrument === null) return fact('Instrument', 'is missing');
  const minor = CURRENCIES[instrument.Currency]?.MinorUnits;
  if (minor === undefined) return fact('Instrument.Currency', 'is not a currency the service books');
  const available = parseCash(facts.AvailableCash);
  if (!available.ok) return fact('AvailableCash', 'must be a plain decimal string');
  const held = parseQuantity(facts.PositionQuantity, 18, true);
  if (!held.ok) return fact('PositionQuantity', 'must be a plain decimal string, zero or more');

  const o: Partial<Record<keyof InvestmentOrder, unknown>> = typeof order === 'object' && order !== null ? order : {};
  const errors: FieldError[] = [];
  const side = parseSide(o.Side);
  if (!side.ok) errors.push({ FieldName: 'Side', ErrorCode: side.code, Message: `Side ${side.message}.` });
  const quantity = parseQuantity(o.Quantity, instrument.QuantityScale);
  if (!quantity.ok)
    errors.push({ FieldName: 'Quantity', ErrorCode: quantity.code, Message: `Quantity ${quantity.message}.` });
  const price = parsePrice(o.Price);
  if (!price.ok) errors.push({ FieldName: 'Price', ErrorCode: price.code, Message: `Price ${price.message}.` });
  if (o.Currency !== instrument.Currency)
    errors.push({
      FieldName: 'Currency',
      ErrorCode: 'InvalidValue',
      Message: `Currency must be ${instrument.Currency}, the currency of the instrument's prices.`,
    });
  if (!side.ok || !quantity.ok || !price.ok || errors.length > 0)
    return failure(
      'InvalidRequest',
      `The order has ${errors.length} problem${errors.length > 1 ? 's' : ''}: ` +
        `${errors.map((e) => e.Message).join(' ')}`,
      errors,
    );

  const cash = cashAmount(quantity.value, price.value, minor);
  if (new ExactDecimal(cash).isZero())
    return failure(
      'InvalidRequest',
      `${quantity.value} x ${price.value} is less than half a cent: there is no cash to book.`,
      [{ FieldName: 'Quantity', ErrorCode: 'OutOfRange', Message: 'Quantity x Price rounds to zero.' }],
    );
  const eligibility = assetEligibility(catalog, {
    AccountTypeCode: type.Slug,
    AssetClass: instrument.AssetClass,
    Instrument: instrument.Attributes === undefined ? {} : { Attributes: instrument.Attributes },
    ...(facts.InstitutionAssetScope !== undefined ? { InstitutionAssetScope: facts.InstitutionAssetScope } : {}),
  });
  const reasons: TreatmentReason[] = [
    ...eligibility.Reasons.map((r) => ({
      Rule: r.Code,
      Message: r.Message,
      ...(r.Source ? { Source: r.Source } : {}),
    })),
    {
      Rule: 'CashAmount',
      Message: `${quantity.value} x ${price.value} = ${cash} ${instrument.Currency} (${ROUNDING}).`,
    },
  ];
  const warnings: TreatmentWarning[] = [];
  const position = new ExactDecimal(held.value);
  if (side.value === 'Purchase') {
    if (eligibility.Eligible !== true) return notEligible(type.Slug, instrument.AssetClass, eligibility);
    if (new ExactDecimal(cash).gt(available.value))
      return failure(
        'InsufficientFunds',
        `The purchase needs ${cash} ${instrument.Currency} and ${available.value} is available.`,
      );
  } else {
    if (new ExactDecimal(quantity.value).gt(position))
      return failure(
        'InsufficientPosition',
        `The sale of ${quantity.value} exceeds the position of ${held.value}: nothing is sold short.`,
        [
          {
            FieldName: 'Quantity',
            ErrorCode: 'OutOfRange',
            Message: `Quantity must not exceed the position, ${held.value}.`,
          },
        ],
      );
    if (eligibility.Eligible !== true)
      warnings.push({
        Code: 'HoldingNotEligible',
        Message:
          `The account may not hold this instrument (${eligibility.Eligibility}); the sale reduces an ` +
          `ineligible holding.`,
      });
  }
  const purchase = side.value === 'Purchase';
  const after = purchase ? position.plus(quantity.value) : position.minus(quantity.value);
  return {
    ok: true,
    Side: side.value,
    Quantity: quantity.value,
    Price: price.value,
    Currency: instrument.Currency,
    CashAmount: cash,
    CashDelta: purchase ? `-${cash}` : cash,
    PositionDelta: purchase ? quantity.value : `-${quantity.value}`,
    PositionAfter: after.toFixed(),
    ClosesPosition: after.isZero(),
    Eligibility: eligibility,
    Reasons: reasons,
    Warnings: warnings,
  };
}

function notEligible(slug: string, assetClass: string, e: AssetEligibilityResult): Failure<'AssetNotEligible'> {
  return failure(
    'AssetNotEligible',
    `The instrument (${assetClass.slice(0, 64)}) is ${e.Eligibility} for a ${slug}: ` +
      `${e.Reasons.map((r) => r.Code).join(', ')}.`,
    e.Reasons.slice(0, 32).map((r) => ({ FieldName: 'InstrumentId', ErrorCode: r.Code, Message: r.Message })),
  );
}

/** A fact the host loads is malformed: refused, never guessed (decideInvestment asserts them first). */
function fact(name: string, why: string): Failure<'InvalidRequest'> {
  const message = `facts.${name} ${why}.`;
  return failure('InvalidRequest', message, [
    { FieldName: `facts.${name}`, ErrorCode: 'InvalidFact', Message: message },
  ]);
}
