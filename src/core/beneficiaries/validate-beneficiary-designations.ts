import type { Catalog } from '../catalog/types.js';
import { checkKeys, tooManyFields } from '../requests/fields/check-keys.js';
import { isAbsent, isPlainObject, ownValue } from '../requests/fields/json-value.js';
import { summarizeErrors } from '../requests/fields/summarize.js';
import { ageOn, parseIsoDate } from '../shared/dates.js';
import { type Failure, type FieldError, failure } from '../shared/error-codes.js';
import { Decimal } from '../shared/money.js';
import { BENEFICIARY_LIMITS } from './limits.js';
import { readDesignation } from './read-designation.js';
import { spousalConsentRequirement } from './spousal-consent-requirement.js';
import type {
  BeneficiaryDesignation,
  BeneficiaryNote,
  BeneficiaryOwnerFacts,
  BeneficiaryTier,
  ValidBeneficiaryDesignations,
} from './types.js';

const HUNDRED = new Decimal(100);
const AGE_OF_MAJORITY_WARNING = 18;

export interface ValidateBeneficiariesOptions {
  /** Envelope fields of the route's body to pass over (for example ProviderReferenceId). */
  readonly ignoreKeys?: readonly string[];
}

/**
 * The whole designation list, `{ Primary: [...], Contingent: [...] }` (PUT
 * /v1/accounts/{AccountId}/beneficiaries replaces it in one decision). Each designation is read by
 * `readDesignation`. Per tier: the shares of a non-empty tier sum to exactly 100 (decimal, to the
 * hundredth of a percent; SharesDoNotSumTo100), at most one spouse and one estate, no person named
 * twice. A contingent tier needs a primary one; both empty is allowed (the account agreement's
 * default applies, with a warning). Where `spousalConsentRequirement` says consent is required,
 * every non-spouse primary designation must carry SpousalConsent true (SpousalConsentRequired).
 * Pure; `today` is a parameter; never throws.
 */
export function validateBeneficiaryDesignations(
  catalog: Catalog,
  input: unknown,
  facts: BeneficiaryOwnerFacts,
  today: string,
  options: ValidateBeneficiariesOptions = {},
): ValidBeneficiaryDesignations | Failure<'InvalidRequest'> {
  if (!isPlainObject(input))
    return failure('InvalidRequest', 'The beneficiary designations must be a JSON object { Primary, Contingent }.', [
      { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The body must be a JSON object { Primary, Contingent }.' },
    ]);
  const todayYmd = parseIsoDate(today);
  if (todayYmd === undefined) return failure('InvalidRequest', 'today must be a date YYYY-MM-DD.');
  const known = new Set(['Primary', 'Contingent', ...(options.ignoreKeys ?? []).slice(0, 16)]);
  const keyErrors = checkKeys(input, { known, what: 'the beneficiary designations' });
  if (tooManyFields(keyErrors))
    return failure('InvalidRequest', summarizeErrors('The beneficiary designation list', keyErrors), keyErrors);
  const errors: FieldError[] = [...keyErrors];
  const primary = readTier(input, 'Primary', today, errors);
  const contingent = readTier(input, 'Contingent', today, errors);
  if (primary !== undefined && contingent !== undefined && primary.length === 0 && contingent.length > 0)
    errors.push({
      FieldName: 'Primary',
      ErrorCode: 'ContingentWithoutPrimary',
      Message: 'A contingent beneficiary inherits only if no primary one survives; name a primary beneficiary first.',
    });
  const consent = spousalConsentRequirement(catalog, facts);
  if (consent.Required === true && primary !== undefined)
    primary.forEach((d, i) => {
      if (d.Relationship !== 'Spouse' && !d.SpousalConsent)
        errors.push({
          FieldName: `Primary[${i}].SpousalConsent`,
          ErrorCode: 'SpousalConsentRequired',
          Message:
            `Primary[${i}] is not the spouse: ${consent.Reason} Record the spouse's written consent with ` +
            `SpousalConsent true${consent.Source ? ` (${consent.Source})` : ''}.`,
        });
    });
  if (errors.length > 0 || primary === undefined || contingent === undefined)
    return failure('InvalidRequest', summarizeErrors('The beneficiary designation list', errors), errors);

  const warnings: BeneficiaryNote[] = [];
  if (primary.length === 0)
    warnings.push({
      Code: 'NoBeneficiaryDesignated',
      Message:
        'No beneficiary is named: the account agreement decides who inherits (often the estate, which is ' +
        'not a designated beneficiary).',
    });
  const all = [...primary, ...contingent];
  if (facts?.OwnerIsMarried === false && all.some((d) => d.Relationship === 'Spouse'))
    warnings.push({
      Code: 'SpouseNamedButOwnerNotMarried',
      Message:
        'A designation names a spouse and the owner is not married: a former spouse may be revoked by ' +
        'state law on divorce; confirm it.',
    });
  for (const [tier, list] of [
    ['Primary', primary],
    ['Contingent', contingent],
  ] as const)
    list.forEach((d, i) => {
      const birth = d.DateOfBirth === undefined ? undefined : parseIsoDate(d.DateOfBirth);
      if (birth !== undefined && ageOn(birth, todayYmd) < AGE_OF_MAJORITY_WARNING)
        warnings.push({
          Code: 'MinorBeneficiary',
          Message:
            `${tier}[${i}] is under ${AGE_OF_MAJORITY_WARNING}: a minor cannot take the account directly; a ` +
            `guardian or a custodian under the state's transfers-to-minors act will act for them.`,
        });
    });
  return {
    ok: true,
    value: { Primary: primary, Contingent: contingent },
    SpousalConsent: consent,
    Warnings: warnings,
    Unchecked: consent.Required === null && primary.some((d) => d.Relationship !== 'Spouse') ? consent.Unchecked : [],
  };
}

function readTier(
  body: Readonly<Record<string, unknown>>,
  tier: BeneficiaryTier,
  today: string,
  errors: FieldError[],
): BeneficiaryDesignation[] | undefined {
  const raw = ownValue(body, tier);
  if (isAbsent(raw)) {
    if (tier === 'Primary')
      errors.push({
        FieldName: tier,
        ErrorCode: 'Required',
        Message: 'Primary is required (it may be an empty list).',
      });
    return tier === 'Primary' ? undefined : [];
  }
  if (!Array.isArray(raw) || raw.length > BENEFICIARY_LIMITS.max_per_tier) {
    errors.push({
      FieldName: tier,
      ErrorCode: Array.isArray(raw) ? 'OutOfRange' : 'InvalidFormat',
      Message: `${tier} must be a list of at most ${BENEFICIARY_LIMITS.max_per_tier} designations.`,
    });
    return undefined;
  }
  const out: BeneficiaryDesignation[] = [];
  const before = errors.length;
  raw.forEach((item, i) => {
    const r = readDesignation(item, `${tier}[${i}].`, today);
    errors.push(...r.errors);
    if (r.value !== undefined) out.push(r.value);
  });
  if (errors.length > before) return undefined;
  if (out.length === 0) return out;
  const sum = out.reduce((s, d) => s.plus(d.SharePercent), new Decimal(0));
  if (!sum.eq(HUNDRED))
    errors.push({
      FieldName: tier,
      ErrorCode: 'SharesDoNotSumTo100',
      Message: `The ${tier} shares sum to ${sum.toFixed(2)} percent; a tier's shares must sum to exactly 100.00.`,
    });
  const spouses = out.filter((d) => d.Relationship === 'Spouse').length;
  if (spouses > 1)
    errors.push({
      FieldName: tier,
      ErrorCode: 'MoreThanOneSpouse',
      Message: `${tier} names ${spouses} spouses; an owner has one.`,
    });
  const estates = out.filter((d) => d.Kind === 'Estate').length;
  if (estates > 1)
    errors.push({
      FieldName: tier,
      ErrorCode: 'DuplicateDesignation',
      Message: `${tier} names the estate ${estates} times.`,
    });
  const seen = new Map<string, number>();
  out.forEach((d, i) => {
    if (d.Kind === 'Estate' || d.Name === undefined) return;
    const key = `${d.Kind}|${d.Name.trim().toLowerCase().replace(/\s+/g, ' ')}|${d.DateOfBirth ?? ''}`;
    const first = seen.get(key);
    if (first !== undefined)
      errors.push({
        FieldName: `${tier}[${i}]`,
        ErrorCode: 'DuplicateDesignation',
        Message:
          `${tier}[${i}] names the same ${d.Kind.toLowerCase()} as ${tier}[${first}]; give one designation ` +
          `its whole share.`,
      });
    else seen.set(key, i);
  });
  return errors.length > before ? undefined : out;
}
