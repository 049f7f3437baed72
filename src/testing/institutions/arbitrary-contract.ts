import fc from 'fast-check';
import type { Catalog } from '../../core/catalog/types.js';
import type { ProviderContract } from '../types.js';

export interface ContractOptions {
  /** Slugs that must be contracted. */
  readonly contracted?: readonly string[];
  /** Slugs that must not be contracted (wins). */
  readonly notContracted?: readonly string[];
  /** Gates (type slugs) that must be satisfied. */
  readonly gates?: readonly string[];
  /** Gates that must not be satisfied (wins). */
  readonly noGates?: readonly string[];
  /** Occasionally name a slug that is not in the catalog (default false). */
  readonly withUnknownNames?: boolean;
}

/**
 * A provider contract over `catalog.types`: contracted types, and satisfied gates, which are
 * named by the type's slug (design.md section 2). Gates of ship types come up too: they must
 * change nothing.
 */
export function arbitraryContract(catalog: Catalog, opts: ContractOptions = {}): fc.Arbitrary<ProviderContract> {
  const slugs = catalog.types.map((t) => t.Slug);
  const gated = catalog.types.filter((t) => t.Status !== 'ship').map((t) => t.Slug);
  const no = new Set(opts.notContracted ?? []);
  const noGate = new Set(opts.noGates ?? []);
  const unknown = opts.withUnknownNames ? fc.subarray(['not-a-type', 'IRA', 'SEP', '']) : fc.constant<string[]>([]);
  const gateArb = fc.oneof({ arbitrary: fc.subarray(gated), weight: 3 }, { arbitrary: fc.subarray(slugs), weight: 1 });
  return fc
    .record({ contracted: fc.subarray(slugs), gates: gateArb, unknown })
    .map(({ contracted, gates, unknown: u }) => ({
      ContractedTypes: [...new Set([...(opts.contracted ?? []), ...contracted, ...u])].filter((s) => !no.has(s)),
      SatisfiedGates: [...new Set([...(opts.gates ?? []), ...gates, ...u])].filter((s) => !noGate.has(s)),
    }));
}
