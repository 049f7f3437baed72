import type { Catalog } from '../catalog/types.js';
import { type EligibilityPart, eligibilityPart } from './eligibility-part.js';
import { authorityCovers, type NormalizedScope, sourceField, sourceOf } from './institution-scope.js';
import type { AssetEligibilityReason } from './types.js';

/** The instrument attribute that says an adviser's client assets must sit with a qualified custodian. */
export const ADVISER_CUSTODY_ATTRIBUTE = 'AdviserCustodyRequired';
/** Implied by no other authority (specification part 2.5). */
export const QUALIFIED_CUSTODIAN_AUTHORITY = 'QualifiedCustodianAdvisersAct';

const NONE: EligibilityPart = eligibilityPart([], [], []);

/** An instrument under adviser custody needs a qualified custodian; no other authority implies it. */
export function adviserPart(
  catalog: Catalog,
  assetClass: string,
  attributes: Readonly<Record<string, unknown>> | undefined,
  scope: NormalizedScope | undefined,
): EligibilityPart {
  const flag = attributes?.[ADVISER_CUSTODY_ATTRIBUTE];
  if (flag === undefined || flag === null || flag === false) return NONE;
  const authority = QUALIFIED_CUSTODIAN_AUTHORITY;
  const withSource = sourceField(sourceOf(catalog, authority));
  if (flag !== true) {
    const open: AssetEligibilityReason = {
      Code: 'AttributeInvalid',
      Attribute: ADVISER_CUSTODY_ATTRIBUTE,
      Message: `The instrument attribute ${ADVISER_CUSTODY_ATTRIBUTE} must be a boolean.`,
      ...withSource,
    };
    return eligibilityPart([], [open], []);
  }
  if (scope === undefined) {
    const note: AssetEligibilityReason = {
      Code: 'InstitutionNotEvaluated',
      Authority: authority,
      Message:
        `The instrument is under adviser custody and needs an institution holding ${authority}; no ` +
        `InstitutionAssetScope was given, so this was not checked.`,
    };
    return eligibilityPart([], [], [note]);
  }
  if (authorityCovers(catalog, scope, authority, assetClass)) return NONE;
  const held = scope.held.has(authority);
  const blocking: AssetEligibilityReason = {
    Code: 'QualifiedCustodianRequired',
    Authority: authority,
    Attribute: ADVISER_CUSTODY_ATTRIBUTE,
    Message: held
      ? `The institution's ${authority} status does not cover ${assetClass}.`
      : `The instrument is under adviser custody (${ADVISER_CUSTODY_ATTRIBUTE}) and the institution does not ` +
        `hold ${authority}; no other authority implies it.`,
    ...withSource,
  };
  return eligibilityPart([blocking], [], []);
}
