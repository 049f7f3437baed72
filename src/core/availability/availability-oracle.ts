import type { Catalog } from '../catalog/types.js';
import type { AvailabilityContext } from './types.js';

/**
 * The readable definition, kept plain on purpose: the compiled path must agree with it.
 * available = authority groups satisfied AND contracted AND (ship OR gate satisfied).
 */
export function availabilityOracle(catalog: Catalog, ctx: AvailabilityContext): { Slug: string; Available: boolean }[] {
  const gates = ctx.SatisfiedGates ?? [];
  return catalog.types.map((type) => {
    const groupsSatisfied = type.AuthorityGroups.every((group) =>
      group.some((authority) => ctx.Authorities.includes(authority)),
    );
    const contracted = ctx.ContractedTypes.includes(type.Slug);
    const shipOrGate = type.Status === 'ship' || gates.includes(type.Slug);
    return { Slug: type.Slug, Available: groupsSatisfied && contracted && shipOrGate };
  });
}
