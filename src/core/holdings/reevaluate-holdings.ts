import { assetEligibility } from '../assets/asset-eligibility.js';
import type { AssetEligibilityResult, InstitutionAssetScope } from '../assets/types.js';
import type { Catalog } from '../catalog/types.js';
import { type Failure, failure } from '../shared/error-codes.js';
import { type EligibilityAttributes, eligibilityAttributes } from './eligibility-attributes.js';
import { HOLDING_LIMITS } from './limits.js';
import type {
  HoldingRef,
  HoldingsReevaluation,
  HoldingsReevaluationInput,
  InstrumentEligibilityFacts,
  NewlyIneligibleHolding,
} from './types.js';

/** A distinct (asset class, attribute values) profile: answers per institution slot and type. */
interface Profile {
  readonly assetClass: string;
  readonly instrument: InstrumentEligibilityFacts;
  /** rows[slot][typeIndex]; slot 0 is "no institution". */
  readonly rows: (AssetEligibilityResult | undefined)[][];
  /** Answers for account type codes the catalog does not know, by slot and code. */
  readonly unknownTypes: Map<string, AssetEligibilityResult>[];
}

/**
 * Re-evaluates a batch of holdings after an instrument or an institution changed (design.md
 * section 8: holdings are evaluated continuously, spec part 2.5). Each holding's answer is exactly
 * `assetEligibility(catalog, { AccountTypeCode, AssetClass, Instrument: { Attributes },
 * InstitutionAssetScope })` (a differential test proves it); a holding is eligible when that says
 * Eligible true, and flagged otherwise. Returns the holdings to flag (with their reasons), the ones
 * to unflag, the unresolved ones and the affected accounts.
 *
 * Fast: instruments are grouped by their asset class and the values of the attributes the
 * catalog's rules read, institutions by id; each (profile, institution, account type) is
 * evaluated once, and a holding whose flag stays as it is costs three map lookups and no
 * allocation. Pure; never throws on well-typed input; a batch over 16,777,216 is refused.
 */
export function reevaluateHoldings(
  catalog: Catalog,
  input: HoldingsReevaluationInput,
): HoldingsReevaluation | Failure<'InvalidRequest'> {
  const holdings = input.Holdings;
  if (!Array.isArray(holdings) || holdings.length > HOLDING_LIMITS.max_batch)
    return failure('InvalidRequest', `Holdings must be a list of at most ${HOLDING_LIMITS.max_batch} holdings.`);
  const attrs = eligibilityAttributes(catalog);
  const typeCount = catalog.types.length;
  const profileByKey = new Map<string, Profile>();
  const profileOfInstrument = new Map<string, Profile | null>();
  const slotOfInstitution = new Map<string, number>();
  const scopes: (InstitutionAssetScope | undefined)[] = [undefined];

  const newly: NewlyIneligibleHolding[] = [];
  const again: HoldingRef[] = [];
  const unresolved: HoldingRef[] = [];
  const affected = new Set<string>();
  let evaluated = 0;
  // The last lookups, reused while consecutive holdings share them (a batch sorted by instrument).
  let lastInstrumentId: string | undefined;
  let lastProfile: Profile | null = null;
  let lastInstitutionId: string | null | undefined;
  let lastSlot = -1;
  let lastTypeCode: string | undefined;
  let lastTypeIndex = -1;

  for (let i = 0; i < holdings.length; i++) {
    const h = holdings[i]!;
    if (h.InstrumentId !== lastInstrumentId || lastInstrumentId === undefined) {
      lastInstrumentId = h.InstrumentId;
      lastProfile = profileFor(h.InstrumentId);
    }
    if (h.InstitutionId !== lastInstitutionId || lastInstitutionId === undefined) {
      lastInstitutionId = h.InstitutionId;
      lastSlot = slotFor(h.InstitutionId);
    }
    const profile = lastProfile;
    const slot = lastSlot;
    if (profile === null || slot < 0) {
      unresolved.push({ HoldingId: h.HoldingId, AccountId: h.AccountId });
      continue;
    }
    if (h.AccountTypeCode !== lastTypeCode || lastTypeCode === undefined) {
      lastTypeCode = h.AccountTypeCode;
      lastTypeIndex = catalog.typeBySlug.get(h.AccountTypeCode)?.index ?? -1;
    }
    evaluated++;
    let result: AssetEligibilityResult | undefined;
    if (lastTypeIndex >= 0) {
      let row = profile.rows[slot];
      if (row === undefined) row = profile.rows[slot] = new Array<AssetEligibilityResult | undefined>(typeCount);
      result = row[lastTypeIndex];
      if (result === undefined) result = row[lastTypeIndex] = evaluate(profile, h.AccountTypeCode, slot);
    } else {
      let byCode = profile.unknownTypes[slot];
      if (byCode === undefined) byCode = profile.unknownTypes[slot] = new Map();
      result = byCode.get(h.AccountTypeCode);
      if (result === undefined) byCode.set(h.AccountTypeCode, (result = evaluate(profile, h.AccountTypeCode, slot)));
    }
    const eligible = result.Eligible === true;
    if (eligible !== h.Flagged) continue; // unchanged: eligible and unflagged, or ineligible and flagged
    affected.add(h.AccountId);
    if (eligible) again.push({ HoldingId: h.HoldingId, AccountId: h.AccountId });
    else
      newly.push({
        HoldingId: h.HoldingId,
        AccountId: h.AccountId,
        Eligibility: result.Eligibility === 'Conditional' ? 'Conditional' : 'NotPermitted',
        Reasons: result.Reasons,
      });
  }
  return {
    ok: true,
    Evaluated: evaluated,
    NewlyIneligible: newly,
    EligibleAgain: again,
    Unresolved: unresolved,
    AffectedAccountIds: [...affected].sort(),
  };

  function profileFor(instrumentId: string): Profile | null {
    const known = profileOfInstrument.get(instrumentId);
    if (known !== undefined) return known;
    const instrument = input.Instruments.get(instrumentId);
    let profile: Profile | null = null;
    if (instrument !== undefined && instrument !== null) {
      const key = profileKey(instrument, attrs);
      profile = profileByKey.get(key) ?? null;
      if (profile === null) {
        profile = { assetClass: instrument.AssetClass, instrument, rows: [], unknownTypes: [] };
        profileByKey.set(key, profile);
      }
    }
    profileOfInstrument.set(instrumentId, profile);
    return profile;
  }

  function slotFor(institutionId: string | null): number {
    if (institutionId === null) return 0;
    const known = slotOfInstitution.get(institutionId);
    if (known !== undefined) return known;
    const scope = input.Institutions.get(institutionId);
    const slot = scope === undefined || scope === null ? -1 : scopes.push(scope) - 1;
    slotOfInstitution.set(institutionId, slot);
    return slot;
  }

  function evaluate(profile: Profile, slug: string, slot: number): AssetEligibilityResult {
    const scope = scopes[slot];
    const attributes = profile.instrument.Attributes;
    return assetEligibility(catalog, {
      AccountTypeCode: slug,
      AssetClass: profile.assetClass,
      Instrument: attributes === undefined ? {} : { Attributes: attributes },
      ...(scope !== undefined ? { InstitutionAssetScope: scope } : {}),
    });
  }
}

/** The asset class and the values of every attribute the rules read, as one string. */
function profileKey(instrument: InstrumentEligibilityFacts, attrs: EligibilityAttributes): string {
  const a: Readonly<Record<string, unknown>> | undefined =
    typeof instrument.Attributes === 'object' && instrument.Attributes !== null ? instrument.Attributes : undefined;
  let key = tagged(instrument.AssetClass);
  for (const name of attrs.own) key += tagged(a !== undefined && Object.hasOwn(a, name) ? a[name] : undefined);
  for (const name of attrs.chained) key += tagged(a?.[name]);
  return key;
}

/**
 * A value as the rules see it: its type and, for primitives, its text (length-prefixed strings, so
 * no separator is ambiguous). Objects, symbols and bigints are all "invalid" to every rule.
 */
function tagged(v: unknown): string {
  if (v === undefined || v === null) return '|n';
  switch (typeof v) {
    case 'boolean':
      return v ? '|t' : '|f';
    case 'number':
      return `|d${String(v)}`;
    case 'string':
      return `|s${v.length}:${v}`;
    default:
      return `|x${typeof v}`;
  }
}
