import type { Catalog, CompiledAccountType } from '../catalog/types.js';
import { adviserPart } from './adviser-part.js';
import { combineParts } from './eligibility-part.js';
import { institutionPart } from './institution-part.js';
import { normalizeScope } from './institution-scope.js';
import { instrumentPart } from './instrument-part.js';
import { readInstrumentFacts } from './read-attributes.js';
import type { AssetEligibilityQuery, AssetEligibilityReason, AssetEligibilityResult } from './types.js';

export { ADVISER_CUSTODY_ATTRIBUTE, QUALIFIED_CUSTODIAN_AUTHORITY } from './adviser-part.js';

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
        Message:
          `${describe(assetClass)} is not an asset class (known: ` +
          `${catalog.assetClasses.map((c) => c.Name).join(', ')}).`,
      },
    ]);
  }
  const cell = type.AssetRow[classIndex];
  // The catalog loader guarantees one cell per class; a short row would be a loader bug.
  if (cell === undefined || cell === 'NotPermitted') return notPermitted([cellReason(type, assetClass)]);

  const attributes = readInstrumentFacts(query.Instrument);
  const scope = query.InstitutionAssetScope === undefined ? undefined : normalizeScope(query.InstitutionAssetScope);
  return combineParts([
    instrumentPart(type, assetClass, cell === 'Conditional', attributes),
    institutionPart(catalog, type, assetClass, classDef.RequiresAuthorities, scope),
    adviserPart(catalog, assetClass, attributes, scope),
  ]);
}

function cellReason(type: CompiledAccountType, assetClass: string): AssetEligibilityReason {
  if (!type.nature.HoldsAssets) {
    return {
      Code: 'AccountTypeHoldsNoAssets',
      Message:
        `A ${type.Slug} is a ${type.Nature} account: it has no holdings collection, so no asset class may be ` +
        `held in it.`,
      Source: type.nature.Source,
    };
  }
  return {
    Code: 'NotPermittedForAccountType',
    Message: `${assetClass} is not permitted in a ${type.Slug}.`,
    Source: SPEC_MATRIX,
  };
}

function notPermitted(reasons: AssetEligibilityReason[]): AssetEligibilityResult {
  return { Eligibility: 'NotPermitted', Eligible: false, Reasons: reasons };
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 64 ? `${value.slice(0, 64)}...` : value);
  return value === undefined ? 'A missing value' : `A ${value === null ? 'null' : typeof value}`;
}
