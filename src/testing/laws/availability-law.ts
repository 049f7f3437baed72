import type fc from 'fast-check';
import { availabilityOracle } from '../../core/availability/availability-oracle.js';
import type { AvailabilityContext } from '../../core/availability/types.js';
import type { Catalog } from '../../core/catalog/types.js';
import { arbitraryAvailabilityContext } from '../institutions/arbitrary-availability-context.js';
import { type LawOptions, type LawProperty, lawProperty, show } from './law-property.js';

/**
 * The definition (spec 2.5, "Availability rule"), read from the catalog and kept deliberately
 * plain: every AND-group has a held authority, the provider is contracted, and the type ships
 * or its gate (named by its slug) is satisfied.
 */
export function availableByDefinition(catalog: Catalog, ctx: AvailabilityContext): Map<string, boolean> {
  // The engine's readable oracle is the one definition; the compiled path is proven equal to it.
  return new Map(availabilityOracle(catalog, ctx).map((t) => [t.Slug, t.Available]));
}

/**
 * Law: the resolver's answer equals the definition for every type. The resolver may answer with
 * one `{ Slug, Available, Reasons? }` per catalog type (as `resolveAvailability`; Reasons, when
 * given, must be empty exactly when Available), or with the list of available slugs (as a
 * `GET /v1/account-types` handler might).
 */
export function availabilityMatchesDefinition<R>(
  catalog: Catalog,
  resolveFn: (ctx: AvailabilityContext) => R,
  opts: LawOptions & { readonly withUnknownNames?: boolean } = {},
): LawProperty<R, [AvailabilityContext]> {
  const arb: fc.Arbitrary<AvailabilityContext> = arbitraryAvailabilityContext(catalog, opts);
  return lawProperty(
    resolveFn,
    arb,
    (ctx, answer: unknown) => {
      const expected = availableByDefinition(catalog, ctx);
      if (!Array.isArray(answer)) throw new Error(`the resolver answered ${show(answer)}, not a list`);
      if (answer.every((x) => typeof x === 'string')) {
        const got = new Set(answer as string[]);
        for (const [slug, available] of expected)
          if (got.has(slug) !== available)
            throw new Error(`${slug}: expected ${available ? 'available' : 'not available'} for ${show(ctx)}`);
        for (const slug of got) if (!expected.has(slug)) throw new Error(`${slug} is not a type of the catalog`);
        return;
      }
      const seen = new Set<string>();
      for (const row of answer as { Slug?: unknown; Available?: unknown; Reasons?: unknown }[]) {
        if (typeof row !== 'object' || row === null || typeof row.Slug !== 'string')
          throw new Error(`unreadable row ${show(row)}`);
        if (seen.has(row.Slug)) throw new Error(`${row.Slug} is listed twice`);
        seen.add(row.Slug);
        const want = expected.get(row.Slug);
        if (want === undefined) throw new Error(`${row.Slug} is not a type of the catalog`);
        if (row.Available !== want)
          throw new Error(
            `${row.Slug}: Available ${show(row.Available)}, the definition says ${want}, for ${show(ctx)}`,
          );
        if (Array.isArray(row.Reasons) && (row.Reasons.length === 0) !== want)
          throw new Error(`${row.Slug}: Reasons must be empty exactly when Available; got ${show(row.Reasons)}`);
      }
      for (const slug of expected.keys()) if (!seen.has(slug)) throw new Error(`${slug} is missing from the answer`);
    },
    opts,
    resolveFn,
  );
}
