import { ADVISER_CUSTODY_ATTRIBUTE, adviserPart } from '../assets/adviser-part.js';
import { assetEligibility } from '../assets/asset-eligibility.js';
import { combineParts, type EligibilityPart } from '../assets/eligibility-part.js';
import { institutionPart } from '../assets/institution-part.js';
import { type NormalizedScope, normalizeScope } from '../assets/institution-scope.js';
import { instrumentPart } from '../assets/instrument-part.js';
import { readInstrumentFacts } from '../assets/read-attributes.js';
import type { AssetEligibilityResult } from '../assets/types.js';
import type { AssetClassDef } from '../catalog/schema.js';
import type { Catalog, CompiledAccountType } from '../catalog/types.js';
import { type Failure, failure } from '../shared/error-codes.js';
import { type EligibilityAttributes, eligibilityAttributes } from './eligibility-attributes.js';
import { instrumentPartAttributes } from './instrument-part-attributes.js';
import { HOLDING_LIMITS } from './limits.js';
import type {
  HoldingRef,
  HoldingsReevaluation,
  HoldingsReevaluationInput,
  InstrumentEligibilityFacts,
  NewlyIneligibleHolding,
} from './types.js';

/** Instruments with equal asset class and equal values of every attribute the rules read. */
interface Profile {
  readonly key: string;
  readonly assetClass: unknown;
  /** -1 when the class is not in the catalog. */
  readonly classIndex: number;
  readonly classDef: AssetClassDef | undefined;
  readonly attributes: Readonly<Record<string, unknown>> | undefined;
  /** The adviser-custody flag: 0 absent or false, 1 true, 2 malformed. */
  readonly adviser: number;
  /** instrumentPart by account type index. */
  readonly parts: (EligibilityPart | undefined)[];
  /** Answers for account type codes the catalog does not know, or for a class it does not know. */
  readonly unknown: Map<unknown, AssetEligibilityResult>;
}

/**
 * Re-evaluates a batch of holdings after an instrument or an institution changed (spec part 2.5:
 * predicates are evaluated continuously; design.md section 8). A holding is eligible when
 * `assetEligibility(catalog, { AccountTypeCode, AssetClass, Instrument: { Attributes },
 * InstitutionAssetScope })` says Eligible true, and flagged otherwise (NotPermitted, or Conditional
 * for want of a fact). Returns the holdings to flag with exactly assetEligibility's reasons, the
 * ones to unflag, the unresolved ones (instrument or institution not in the tables) and the
 * affected accounts. A differential test proves the answers equal assetEligibility's per holding.
 *
 * Fast: assetEligibility is the combination of three parts (instrument: by type, class and the
 * values of the attributes that type reads in that class; institution: by institution, class and
 * type; adviser custody: by institution, class and flag); each is computed once per distinct key
 * and kept in arrays, so a holding whose flag stays as it is costs three map lookups, a few array
 * reads and no allocation. Pure; never throws on well-typed input; more than 16,777,216 holdings
 * in one batch are refused.
 */
export function reevaluateHoldings(
  catalog: Catalog,
  input: HoldingsReevaluationInput,
): HoldingsReevaluation | Failure<'InvalidRequest'> {
  const holdings = input?.Holdings;
  if (!Array.isArray(holdings) || holdings.length > HOLDING_LIMITS.max_batch)
    return failure('InvalidRequest', `Holdings must be a list of at most ${HOLDING_LIMITS.max_batch} holdings.`);
  if (typeof input.Instruments?.get !== 'function' || typeof input.Institutions?.get !== 'function')
    return failure('InvalidRequest', 'Instruments and Institutions must be maps by id.');
  const attrs = eligibilityAttributes(catalog);
  const typeCount = catalog.types.length;
  const classCount = catalog.assetClasses.length;
  const partAttributes = instrumentPartAttributes(catalog);
  /** instrumentPart by (type, class), then by the values of the attributes it reads there. */
  const instrumentParts: (Map<string, EligibilityPart> | undefined)[] = new Array(typeCount * classCount);
  const profileByKey = new Map<string, Profile>();
  const profileOfInstrument = new Map<string, Profile | null>();
  const slotOfInstitution = new Map<string, number>();
  const scopes: (NormalizedScope | undefined)[] = [undefined];
  /** institutionPart by slot, then class x type. */
  const institutionParts: (EligibilityPart | undefined)[][] = [];
  /** adviserPart by slot, then class x adviser state. */
  const adviserParts: (EligibilityPart | undefined)[][] = [];
  /** NotPermitted cells' answers (they read neither the instrument nor the institution), class x type. */
  const cellAnswers: (AssetEligibilityResult | undefined)[] = new Array(classCount * typeCount);

  /** Answers of ineligible holdings by their three parts (identity): shared, never mutated. */
  const combinedParts = new Map<EligibilityPart, Map<EligibilityPart, Map<EligibilityPart, AssetEligibilityResult>>>();
  const newly: NewlyIneligibleHolding[] = [];
  const again: HoldingRef[] = [];
  const unresolved: HoldingRef[] = [];
  const affected = new Set<string>();
  let evaluated = 0;
  // The last lookups, reused while consecutive holdings share them.
  let lastInstrumentId: unknown = {};
  let lastProfile: Profile | null = null;
  let lastInstitutionId: unknown = {};
  let lastSlot = -1;
  let lastTypeCode: unknown = {};
  let lastType: CompiledAccountType | undefined;

  for (let i = 0; i < holdings.length; i++) {
    const h = holdings[i]!;
    if (typeof h !== 'object' || h === null) return failure('InvalidRequest', `Holdings[${i}] is not a holding.`);
    if (h.InstrumentId !== lastInstrumentId) {
      lastInstrumentId = h.InstrumentId;
      const known = profileOfInstrument.get(h.InstrumentId);
      lastProfile = known === undefined ? profileFor(h.InstrumentId) : known;
    }
    if (h.InstitutionId !== lastInstitutionId) {
      lastInstitutionId = h.InstitutionId;
      const known = h.InstitutionId === null ? 0 : slotOfInstitution.get(h.InstitutionId);
      lastSlot = known === undefined ? slotFor(h.InstitutionId) : known;
    }
    const profile = lastProfile;
    const slot = lastSlot;
    if (profile === null || slot < 0) {
      unresolved.push({ HoldingId: h.HoldingId, AccountId: h.AccountId });
      continue;
    }
    if (h.AccountTypeCode !== lastTypeCode) {
      lastTypeCode = h.AccountTypeCode;
      lastType = typeof h.AccountTypeCode === 'string' ? catalog.typeBySlug.get(h.AccountTypeCode) : undefined;
    }
    evaluated++;
    const type = lastType;
    const cell = type === undefined || profile.classDef === undefined ? undefined : type.AssetRow[profile.classIndex];
    if (type === undefined || cell === undefined || cell === 'NotPermitted') {
      const answer = matrixAnswer(h.AccountTypeCode, type, profile);
      if ((answer.Eligible === true) !== h.Flagged) continue;
      record(h.HoldingId, h.AccountId, answer);
      continue;
    }
    const t = type.index;
    let ip = profile.parts[t];
    if (ip === undefined) ip = profile.parts[t] = instrumentPartOf(type, cell === 'Conditional', profile);
    let sRow = institutionParts[slot];
    if (sRow === undefined) sRow = institutionParts[slot] = new Array(classCount * typeCount);
    const sAt = profile.classIndex * typeCount + t;
    let sp = sRow[sAt];
    if (sp === undefined)
      sp = sRow[sAt] = institutionPart(
        catalog,
        type,
        profile.assetClass as string,
        profile.classDef!.RequiresAuthorities,
        scopes[slot],
      );
    let aRow = adviserParts[slot];
    if (aRow === undefined) aRow = adviserParts[slot] = new Array(classCount * 3);
    const aAt = profile.classIndex * 3 + profile.adviser;
    let ap = aRow[aAt];
    if (ap === undefined)
      ap = aRow[aAt] = adviserPart(catalog, profile.assetClass as string, profile.attributes, scopes[slot]);
    const eligible = ip.clean && sp.clean && ap.clean;
    if (eligible !== h.Flagged) continue; // unchanged: eligible and unflagged, or ineligible and flagged
    record(h.HoldingId, h.AccountId, eligible ? undefined : combined(ip, sp, ap));
  }
  return {
    ok: true,
    Evaluated: evaluated,
    NewlyIneligible: newly,
    EligibleAgain: again,
    Unresolved: unresolved,
    AffectedAccountIds: [...affected].sort(),
  };

  /** combineParts of three cached parts, itself cached by their identity (holdings with the same parts share it). */
  function combined(ip: EligibilityPart, sp: EligibilityPart, ap: EligibilityPart): AssetEligibilityResult {
    let bySp = combinedParts.get(ip);
    if (bySp === undefined) combinedParts.set(ip, (bySp = new Map()));
    let byAp = bySp.get(sp);
    if (byAp === undefined) bySp.set(sp, (byAp = new Map()));
    let answer = byAp.get(ap);
    if (answer === undefined) byAp.set(ap, (answer = combineParts([ip, sp, ap])));
    return answer;
  }

  /** The instrument part for a type and a profile, shared by every profile with the same values where it reads. */
  function instrumentPartOf(type: CompiledAccountType, conditional: boolean, profile: Profile): EligibilityPart {
    const at = type.index * classCount + profile.classIndex;
    let byValues = instrumentParts[at];
    if (byValues === undefined) byValues = instrumentParts[at] = new Map();
    const a = profile.attributes;
    let key = '';
    for (const name of partAttributes[at]!)
      key += tagged(a !== undefined && Object.hasOwn(a, name) ? a[name] : undefined);
    let part = byValues.get(key);
    if (part === undefined) {
      part = instrumentPart(type, profile.assetClass as string, conditional, a);
      byValues.set(key, part);
    }
    return part;
  }

  /** A changed holding: `answer` when it is now ineligible, undefined when eligible again. */
  function record(HoldingId: string, AccountId: string, answer: AssetEligibilityResult | undefined): void {
    affected.add(AccountId);
    if (answer === undefined || answer.Eligible === true) again.push({ HoldingId, AccountId });
    else
      newly.push({
        HoldingId,
        AccountId,
        Eligibility: answer.Eligibility === 'Conditional' ? 'Conditional' : 'NotPermitted',
        Reasons: answer.Reasons,
      });
  }

  /** The profile of an instrument not met yet in this batch (null when not in the table). */
  function profileFor(instrumentId: string): Profile | null {
    const instrument = input.Instruments.get(instrumentId);
    let profile: Profile | null = null;
    if (typeof instrument === 'object' && instrument !== null) {
      const attributes = readInstrumentFacts(
        instrument.Attributes === undefined ? {} : { Attributes: instrument.Attributes },
      );
      const key = profileKey(instrument, attributes, attrs);
      profile = profileByKey.get(key) ?? null;
      if (profile === null) {
        const classIndex =
          typeof instrument.AssetClass === 'string' ? catalog.assetClassIndex.get(instrument.AssetClass) : undefined;
        const flag = attributes?.[ADVISER_CUSTODY_ATTRIBUTE];
        profile = {
          key,
          assetClass: instrument.AssetClass,
          classIndex: classIndex ?? -1,
          classDef: classIndex === undefined ? undefined : catalog.assetClasses[classIndex],
          attributes,
          adviser: flag === undefined || flag === null || flag === false ? 0 : flag === true ? 1 : 2,
          parts: new Array(typeCount),
          unknown: new Map(),
        };
        profileByKey.set(key, profile);
      }
    }
    profileOfInstrument.set(instrumentId, profile);
    return profile;
  }

  /** The slot of an institution not met yet in this batch (-1 when not in the table). */
  function slotFor(institutionId: string | null): number {
    if (institutionId === null) return 0;
    const scope = input.Institutions.get(institutionId);
    const slot = scope === undefined || scope === null ? -1 : scopes.push(normalizeScope(scope)) - 1;
    slotOfInstitution.set(institutionId, slot);
    return slot;
  }

  /** The answer of an unknown type or class, or of a NotPermitted cell: it reads no attribute and no scope. */
  function matrixAnswer(
    typeCode: unknown,
    type: CompiledAccountType | undefined,
    profile: Profile,
  ): AssetEligibilityResult {
    const at = type === undefined || profile.classIndex < 0 ? -1 : profile.classIndex * typeCount + type.index;
    let answer = at < 0 ? profile.unknown.get(typeCode) : cellAnswers[at];
    if (answer === undefined) {
      answer = assetEligibility(catalog, {
        AccountTypeCode: typeCode as string,
        AssetClass: profile.assetClass as string,
      });
      if (at < 0) profile.unknown.set(typeCode, answer);
      else cellAnswers[at] = answer;
    }
    return answer;
  }
}

/** The asset class and the values of every attribute the rules read, as one string. */
function profileKey(
  instrument: InstrumentEligibilityFacts,
  a: Readonly<Record<string, unknown>> | undefined,
  attrs: EligibilityAttributes,
): string {
  let key = tagged(instrument.AssetClass);
  for (const name of attrs.own) key += tagged(a !== undefined && Object.hasOwn(a, name) ? a[name] : undefined);
  for (const name of attrs.chained) key += tagged(a?.[name]);
  return key;
}

/**
 * A value as the rules see it: its type and, for primitives, its text (strings length-prefixed, so
 * no separator is ambiguous). Objects, symbols and bigints are all malformed to every rule.
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
