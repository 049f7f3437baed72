import type { Catalog, CompiledAccountType } from '../catalog/types.js';
import { describePredicate, evaluatePredicate } from './evaluate-predicate.js';
import { exclusionReasons } from './exclusion-reasons.js';
import {
  authorityCovers,
  classAuthorityReasons,
  type NormalizedScope,
  normalizeScope,
  scopeReasons,
  sourceField,
  sourceOf,
} from './institution-scope.js';
import type { AssetEligibilityQuery, AssetEligibilityReason, AssetEligibilityResult } from './types.js';

/** The instrument attribute that says an adviser's client assets must sit with a qualified custodian. */
export const ADVISER_CUSTODY_ATTRIBUTE = 'AdviserCustodyRequired';
/** Implied by no other authority (specification part 2.5). */
export const QUALIFIED_CUSTODIAN_AUTHORITY = 'QualifiedCustodianAdvisersAct';

const SPEC_MATRIX = 'Account Operating Service specification, part 2.5 (Eligible assets)';

/**
 * May an account of this type hold this asset class (and this instrument, at this institution)?
 * The intersection of: the type's matrix cell, the asset-class rule, the type's instrument
 * predicates (which decide Conditional cells), its instrument exclusions (which refuse an
 * instrument in any class, for example life insurance in an IRA) and the institution's authority
 * asset scope.
 * Any failing dimension gives NotPermitted; an undecidable one (a missing attribute) leaves the
 * answer Conditional; Permitted only when every dimension evaluated passes. Never throws.
 */
export function assetEligibility(catalog: Catalog, q: AssetEligibilityQuery): AssetEligibilityResult {
  const query: Partial<Record<keyof AssetEligibilityQuery, unknown>> = typeof q === 'object' && q !== null ? q : {};
  const slug = query.AccountTypeCode;
  const type = typeof slug === 'string' ? catalog.typeBySlug.get(slug) : undefined;
  if (type === undefined) {
    return notPermitted([
      { Code: 'UnknownAccountType', Message: `${describe(slug)} is not an account type of the catalog.` },
    ]);
  }
  const assetClass = query.AssetClass;
  const classIndex = typeof assetClass === 'string' ? catalog.assetClassIndex.get(assetClass) : undefined;
  const classDef = classIndex === undefined ? undefined : catalog.assetClasses[classIndex];
  if (typeof assetClass !== 'string' || classIndex === undefined || classDef === undefined) {
    return notPermitted([
      {
        Code: 'UnknownAssetClass',
        Message: `${describe(assetClass)} is not an asset class (known: ${catalog.assetClasses.map((c) => c.Name).join(', ')}).`,
      },
    ]);
  }
  const cell = type.AssetRow[classIndex];
  // The catalog loader guarantees one cell per class; a short row would be a loader bug.
  if (cell === undefined || cell === 'NotPermitted') return notPermitted([cellReason(type, assetClass)]);

  const attributes = readAttributes(query.Instrument);
  const scope = query.InstitutionAssetScope === undefined ? undefined : normalizeScope(query.InstitutionAssetScope);
  const blocking: AssetEligibilityReason[] = [];
  const open: AssetEligibilityReason[] = [];
  const notes: AssetEligibilityReason[] = [];

  if (cell === 'Conditional') predicateReasons(type, assetClass, attributes, blocking, open);
  exclusionReasons(type, assetClass, cell === 'Conditional', attributes, blocking, open);

  for (const r of classAuthorityReasons(catalog, assetClass, classDef.RequiresAuthorities, scope)) {
    (r.Code === 'InstitutionNotEvaluated' ? notes : blocking).push(r);
  }
  if (scope !== undefined) blocking.push(...scopeReasons(catalog, type, assetClass, scope));
  adviserReasons(catalog, assetClass, attributes, scope, blocking, open, notes);

  const reasons = [...blocking, ...open, ...notes];
  if (blocking.length > 0) return { Eligibility: 'NotPermitted', Eligible: false, Reasons: reasons };
  if (open.length > 0) return { Eligibility: 'Conditional', Eligible: null, Reasons: reasons };
  return { Eligibility: 'Permitted', Eligible: true, Reasons: reasons };
}

/** Conditional cells: every predicate for the class must pass; missing facts leave it open. */
function predicateReasons(
  type: CompiledAccountType,
  assetClass: string,
  attributes: Readonly<Record<string, unknown>> | undefined,
  blocking: AssetEligibilityReason[],
  open: AssetEligibilityReason[],
): void {
  const predicates = type.InstrumentPredicates.filter((p) => p.AssetClasses.includes(assetClass));
  if (predicates.length === 0) {
    open.push({
      Code: 'ConditionNotInCatalog',
      Message: `${assetClass} is Conditional for ${type.Slug} and the catalog states no predicate for it; the condition must be reviewed outside the engine.`,
      Source: SPEC_MATRIX,
    });
    return;
  }
  for (const p of predicates) {
    const outcome = evaluatePredicate(p, attributes);
    if (outcome === 'Pass') continue;
    const base = { Attribute: p.Attribute, Source: p.Source };
    if (outcome === 'Fail')
      blocking.push({
        Code: 'PredicateFailed',
        Message: `${p.Description} Requires ${describePredicate(p)}; the instrument has ${JSON.stringify(attributes?.[p.Attribute])}.`,
        ...base,
      });
    else if (outcome === 'Missing')
      open.push({
        Code: 'AttributeMissing',
        Message: `${assetClass} is Conditional for ${type.Slug}: the instrument attribute ${p.Attribute} is needed (${describePredicate(p)}). ${p.Description}`,
        ...base,
      });
    else
      open.push({
        Code: 'AttributeInvalid',
        Message: `The instrument attribute ${p.Attribute} must be a ${typeof p.Value} to decide ${describePredicate(p)}.`,
        ...base,
      });
  }
}

/** An instrument under adviser custody needs a qualified custodian; no other authority implies it. */
function adviserReasons(
  catalog: Catalog,
  assetClass: string,
  attributes: Readonly<Record<string, unknown>> | undefined,
  scope: NormalizedScope | undefined,
  blocking: AssetEligibilityReason[],
  open: AssetEligibilityReason[],
  notes: AssetEligibilityReason[],
): void {
  const flag = attributes?.[ADVISER_CUSTODY_ATTRIBUTE];
  if (flag === undefined || flag === null || flag === false) return;
  const authority = QUALIFIED_CUSTODIAN_AUTHORITY;
  const source = sourceOf(catalog, authority);
  const withSource = sourceField(source);
  if (flag !== true) {
    open.push({
      Code: 'AttributeInvalid',
      Attribute: ADVISER_CUSTODY_ATTRIBUTE,
      Message: `The instrument attribute ${ADVISER_CUSTODY_ATTRIBUTE} must be a boolean.`,
      ...withSource,
    });
    return;
  }
  if (scope === undefined) {
    notes.push({
      Code: 'InstitutionNotEvaluated',
      Authority: authority,
      Message: `The instrument is under adviser custody and needs an institution holding ${authority}; no InstitutionAssetScope was given, so this was not checked.`,
    });
    return;
  }
  if (authorityCovers(catalog, scope, authority, assetClass)) return;
  const held = scope.held.has(authority);
  blocking.push({
    Code: 'QualifiedCustodianRequired',
    Authority: authority,
    Attribute: ADVISER_CUSTODY_ATTRIBUTE,
    Message: held
      ? `The institution's ${authority} status does not cover ${assetClass}.`
      : `The instrument is under adviser custody (${ADVISER_CUSTODY_ATTRIBUTE}) and the institution does not hold ${authority}; no other authority implies it.`,
    ...withSource,
  });
}

function cellReason(type: CompiledAccountType, assetClass: string): AssetEligibilityReason {
  if (!type.nature.HoldsAssets) {
    return {
      Code: 'AccountTypeHoldsNoAssets',
      Message: `A ${type.Slug} is a ${type.Nature} account: it has no holdings collection, so no asset class may be held in it.`,
      Source: type.nature.Source,
    };
  }
  return {
    Code: 'NotPermittedForAccountType',
    Message: `${assetClass} is not permitted in a ${type.Slug}.`,
    Source: SPEC_MATRIX,
  };
}

// design.md leaves the instrument's shape open: `{ Attributes: {...} }` is the documented form,
// and an instrument given as a flat record of attributes is read the same way.
function readAttributes(instrument: unknown): Readonly<Record<string, unknown>> | undefined {
  if (typeof instrument !== 'object' || instrument === null || Array.isArray(instrument)) return undefined;
  if (!('Attributes' in instrument)) return instrument as Record<string, unknown>;
  const attrs: unknown = (instrument as { Attributes?: unknown }).Attributes;
  return typeof attrs === 'object' && attrs !== null && !Array.isArray(attrs)
    ? (attrs as Record<string, unknown>)
    : undefined;
}

function notPermitted(reasons: AssetEligibilityReason[]): AssetEligibilityResult {
  return { Eligibility: 'NotPermitted', Eligible: false, Reasons: reasons };
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 64 ? `${value.slice(0, 64)}...` : value);
  return value === undefined ? 'A missing value' : `A ${value === null ? 'null' : typeof value}`;
}
