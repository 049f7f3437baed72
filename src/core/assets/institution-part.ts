import type { Catalog, CompiledAccountType } from '../catalog/types.js';
import { type EligibilityPart, eligibilityPart } from './eligibility-part.js';
import { classAuthorityReasons, type NormalizedScope, scopeReasons } from './institution-scope.js';
import type { AssetEligibilityReason } from './types.js';

/**
 * The institution dimension: the asset-class rule (every authority the class requires is held and
 * covers it) and the type's authority groups read through the institution's asset scope. Without
 * a scope, the class rule becomes notes (InstitutionNotEvaluated) and the groups are not read.
 */
export function institutionPart(
  catalog: Catalog,
  type: CompiledAccountType,
  assetClass: string,
  requiredAuthorities: readonly string[],
  scope: NormalizedScope | undefined,
): EligibilityPart {
  const blocking: AssetEligibilityReason[] = [];
  const notes: AssetEligibilityReason[] = [];
  for (const r of classAuthorityReasons(catalog, assetClass, requiredAuthorities, scope))
    (r.Code === 'InstitutionNotEvaluated' ? notes : blocking).push(r);
  if (scope !== undefined) blocking.push(...scopeReasons(catalog, type, assetClass, scope));
  return eligibilityPart(blocking, [], notes);
}
