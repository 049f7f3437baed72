import fc from 'fast-check';
import type { AvailabilityContext } from '../../core/availability/types.js';
import type { Catalog } from '../../core/catalog/types.js';
import { arbitraryContract } from './arbitrary-contract.js';
import { arbitraryInstitution } from './arbitrary-institution.js';

export interface AvailabilityContextOptions {
  /** Occasionally include names that are not in the catalog (default true): they must satisfy nothing. */
  readonly withUnknownNames?: boolean;
}

/**
 * What `resolveAvailability` takes: an institution's authorities and a provider's contract.
 * Sometimes SatisfiedGates is left out (it is optional), and sometimes the institution is built to
 * satisfy one type's groups and the contract to offer it, so that "available" comes up often.
 */
export function arbitraryAvailabilityContext(
  catalog: Catalog,
  opts: AvailabilityContextOptions = {},
): fc.Arbitrary<AvailabilityContext> {
  const withUnknownNames = opts.withUnknownNames ?? true;
  const random = fc
    .record({
      inst: arbitraryInstitution(catalog, { withUnknownNames }),
      contract: arbitraryContract(catalog, { withUnknownNames }),
    })
    .map(({ inst, contract }) => ({ Authorities: inst.Authorities, ...contract }));
  const aimed = fc.constantFrom(...catalog.types).chain((type) =>
    fc
      .record({
        inst: arbitraryInstitution(catalog, { satisfying: type.AuthorityGroups }),
        contract: arbitraryContract(catalog, { contracted: [type.Slug], gates: [type.Slug] }),
      })
      .map(({ inst, contract }) => ({ Authorities: inst.Authorities, ...contract })),
  );
  const dropGates = (ctx: AvailabilityContext): AvailabilityContext => ({
    Authorities: ctx.Authorities,
    ContractedTypes: ctx.ContractedTypes,
  });
  return fc.oneof(
    { arbitrary: random, weight: 2 },
    { arbitrary: aimed, weight: 2 },
    { arbitrary: random.map(dropGates), weight: 1 },
  );
}
