import fc from 'fast-check';
import type { Catalog } from '../../core/catalog/types.js';
import { arbitraryGuid, arbitraryName } from '../primitives/ids.js';
import type { InstitutionRecord } from '../types.js';

export interface InstitutionOptions {
  /** AND-groups the institution must satisfy: it holds at least one authority of each. */
  readonly satisfying?: readonly (readonly string[])[];
  /** Authorities it must not hold (wins over `satisfying`). */
  readonly without?: readonly string[];
  /** Occasionally hold a name that is not a catalog authority (default false). */
  readonly withUnknownNames?: boolean;
}

/**
 * An institution record with authorities from `catalog.authorities` and asset scopes over
 * `catalog.assetClasses`. Authorities whose approval is ScopedByAssetClass usually get a scope
 * entry; others sometimes do (a scope entry always restricts the authority).
 */
export function arbitraryInstitution(catalog: Catalog, opts: InstitutionOptions = {}): fc.Arbitrary<InstitutionRecord> {
  const names = catalog.authorities.map((a) => a.Name);
  const without = new Set(opts.without ?? []);
  const allowed = names.filter((n) => !without.has(n));
  const classes = catalog.assetClasses.map((c) => c.Name);
  const required = (opts.satisfying ?? []).map((group) => group.filter((a) => !without.has(a)));
  if (required.some((g) => g.length === 0))
    throw new Error('arbitraryInstitution: a group to satisfy has no allowed authority');
  const picks =
    required.length === 0 ? fc.constant<string[]>([]) : fc.tuple(...required.map((g) => fc.constantFrom(...g)));
  const extra = opts.withUnknownNames
    ? fc
        .subarray(allowed)
        .chain((s) =>
          fc.option(fc.constantFrom('NotAnAuthority', 'bank'), { nil: undefined }).map((u) => (u ? [...s, u] : s)),
        )
    : fc.subarray(allowed);
  return fc
    .record({
      id: arbitraryGuid(),
      name: arbitraryName(),
      picks,
      extra,
      scopeSeed: fc.array(fc.subarray(classes), { minLength: names.length, maxLength: names.length }),
      scopeOn: fc.array(fc.boolean(), { minLength: names.length, maxLength: names.length }),
    })
    .map(({ id, name, picks: p, extra: e, scopeSeed, scopeOn }) => {
      const held = [...new Set([...p, ...e])];
      const scopes: Record<string, readonly string[]> = {};
      held.forEach((a) => {
        const i = names.indexOf(a);
        if (i < 0) return;
        const def = catalog.authorities[i]!;
        if (def.ScopedByAssetClass || scopeOn[i]) scopes[a] = scopeSeed[i] ?? [];
      });
      const record: InstitutionRecord = { InstitutionId: id, Name: `${name} Trust`, Authorities: held };
      return Object.keys(scopes).length > 0 ? { ...record, AssetScopes: scopes } : record;
    });
}
