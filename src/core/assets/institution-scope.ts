import type { Catalog, CompiledAccountType } from '../catalog/types.js';
import type { AssetEligibilityReason } from './types.js';

const MAX_LIST = 4096; // explicit bound on caller-supplied lists

/** A caller's InstitutionAssetScope read defensively: held authorities and per-authority class lists. */
export interface NormalizedScope {
  readonly held: ReadonlySet<string>;
  readonly scopes: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Read an untrusted scope; malformed parts hold or cover nothing (never throws). */
export function normalizeScope(input: unknown): NormalizedScope {
  const held = new Set<string>();
  const scopes = new Map<string, Set<string>>();
  if (typeof input !== 'object' || input === null) return { held, scopes };
  const { Authorities, AssetScopes } = input as { Authorities?: unknown; AssetScopes?: unknown };
  if (Array.isArray(Authorities)) {
    for (let i = 0; i < Authorities.length && i < MAX_LIST; i++) {
      const a: unknown = Authorities[i];
      if (typeof a === 'string') held.add(a);
    }
  }
  if (typeof AssetScopes === 'object' && AssetScopes !== null && !Array.isArray(AssetScopes)) {
    const keys = Object.keys(AssetScopes).slice(0, MAX_LIST);
    for (const authority of keys) {
      const classes: unknown = (AssetScopes as Record<string, unknown>)[authority];
      const set = new Set<string>();
      if (Array.isArray(classes))
        for (let i = 0; i < classes.length && i < MAX_LIST; i++)
          if (typeof classes[i] === 'string') set.add(classes[i] as string);
      scopes.set(authority, set); // a malformed entry still restricts: it covers nothing
    }
  }
  return { held, scopes };
}

/**
 * Does a held authority cover the class? An AssetScopes entry restricts the authority to the
 * listed classes; without one, an authority covers every class unless its approval is scoped by
 * asset class (ScopedByAssetClass), in which case it covers none: an approval of unknown scope
 * is not assumed to be broad.
 */
export function authorityCovers(
  catalog: Catalog,
  scope: NormalizedScope,
  authority: string,
  assetClass: string,
): boolean {
  if (!scope.held.has(authority)) return false;
  const listed = scope.scopes.get(authority);
  if (listed !== undefined) return listed.has(assetClass);
  const def = catalog.authorities.find((a) => a.Name === authority);
  return def !== undefined && !def.ScopedByAssetClass;
}

/** One reason per AND-group of the type in which no held authority covers the class. */
export function scopeReasons(
  catalog: Catalog,
  type: CompiledAccountType,
  assetClass: string,
  scope: NormalizedScope,
): AssetEligibilityReason[] {
  const out: AssetEligibilityReason[] = [];
  for (const group of type.AuthorityGroups) {
    if (group.some((a) => authorityCovers(catalog, scope, a, assetClass))) continue;
    const heldInGroup = group.filter((a) => scope.held.has(a));
    const message =
      heldInGroup.length === 0
        ? `The institution holds none of ${group.join(' OR ')}, so it cannot hold ${assetClass} in a ${type.Slug}.`
        : `The institution's ${heldInGroup.join(' and ')} approval does not cover ${assetClass}, and it ` +
          `holds no other of ${group.join(' OR ')} that does.`;
    out.push({
      Code: 'OutsideInstitutionAssetScope',
      Message: message,
      Group: group,
      ...sourceField(sourceOf(catalog, heldInGroup[0] ?? group[0])),
    });
  }
  return out;
}

/** The asset-class rule: every authority the class requires must be held and cover it. */
export function classAuthorityReasons(
  catalog: Catalog,
  assetClass: string,
  required: readonly string[],
  scope: NormalizedScope | undefined,
): AssetEligibilityReason[] {
  const out: AssetEligibilityReason[] = [];
  for (const authority of required) {
    if (scope === undefined) {
      out.push({
        Code: 'InstitutionNotEvaluated',
        Authority: authority,
        Message:
          `${assetClass} may be held only by an institution holding ${authority}; no InstitutionAssetScope ` +
          `was given, so this was not checked.`,
      });
    } else if (!authorityCovers(catalog, scope, authority, assetClass)) {
      out.push({
        Code: 'AssetClassAuthorityMissing',
        Authority: authority,
        Message:
          `${assetClass} may be held only by an institution holding ` +
          `${authority}${scope.held.has(authority) ? ' with the class in its scope' : ''}.`,
        ...sourceField(catalog.assetClasses.find((c) => c.Name === assetClass)?.Source ?? sourceOf(catalog, authority)),
      });
    }
  }
  return out;
}

export function sourceOf(catalog: Catalog, authority: string | undefined): string | undefined {
  return catalog.authorities.find((a) => a.Name === authority)?.Source;
}

/** `{ Source }` when known, `{}` otherwise (optional properties are never set to undefined). */
export function sourceField(source: string | undefined): { Source?: string } {
  return source === undefined ? {} : { Source: source };
}
