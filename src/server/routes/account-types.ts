import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { resolveAvailability } from '../../index.js';
import type { AppEnv } from '../app-env.js';
import { fail, okJsonBytes } from '../http/envelope.js';
import { AccountTypesQuery, AccountTypesResponse } from '../schemas/account-types.js';
import { findInstitution } from '../store/institutions.js';
import { findProvider, type ProviderContext, providerContext } from '../store/providers.js';
import { isGuid, type RouteDeps } from './context.js';
import { defineRoute } from './define.js';
import { responses, SECURITY } from './openapi-helpers.js';

const NO_AUTHORITIES: readonly string[] = Object.freeze([]);

/** The answer's `"AccountTypes":[...]` member, as UTF-8 JSON, for one provider context and authority set. */
function accountTypesJson(deps: RouteDeps, authorities: readonly string[], ctx: ProviderContext): Uint8Array {
  const resolved = resolveAvailability(deps.catalog, {
    Authorities: authorities,
    ContractedTypes: ctx.ContractedTypes,
    SatisfiedGates: ctx.SatisfiedGates,
  });
  const types = resolved.map((r) => {
    const t = deps.catalog.typeBySlug.get(r.Slug);
    return {
      AccountTypeCode: r.Slug,
      Slug: r.Slug,
      Name: t?.Name ?? r.Slug,
      Nature: t?.Nature ?? '',
      Contributions: t?.Contributions ?? '',
      Earnings: t?.Earnings ?? '',
      ContributionYearRule: t?.ContributionYearRule ?? '',
      Status: t?.Status ?? '',
      Available: r.Available,
      Reasons: r.Reasons,
    };
  });
  return Buffer.from(`"AccountTypes":${JSON.stringify(types)}`, 'utf8');
}

/**
 * The answer is a pure function of the catalog, the institution's authorities and the provider's
 * contracts and gates. Those two come from the caches (frozen records, replaced when they change
 * and at least every second: docs/server.md), so the serialised list is kept per pair of records
 * and dropped with them: a change reaches this answer exactly when it reaches the caches.
 */
function answerMemo(deps: RouteDeps): (authorities: readonly string[], ctx: ProviderContext) => Uint8Array {
  const byContext = new WeakMap<ProviderContext, WeakMap<readonly string[], Uint8Array>>();
  return (authorities, ctx) => {
    let byAuthorities = byContext.get(ctx);
    if (byAuthorities === undefined) {
      byAuthorities = new WeakMap();
      byContext.set(ctx, byAuthorities);
    }
    let json = byAuthorities.get(authorities);
    if (json === undefined) {
      json = accountTypesJson(deps, authorities, ctx);
      byAuthorities.set(authorities, json);
    }
    return json;
  };
}

export function registerAccountTypeRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  const answer = answerMemo(deps);
  defineRoute(
    app,
    createRoute({
      method: 'get',
      path: '/v1/account-types',
      tags: ['Account types'],
      summary: 'Resolve account types (Available and Reasons per type)',
      description:
        'Every catalog type with Available and the Reasons it is not (not contracted, gate not satisfied, ' +
        "authority group unmet at the given institution), as the engine's resolveAvailability says.",
      operationId: 'ResolveAccountTypes',
      security: SECURITY,
      request: { query: AccountTypesQuery },
      responses: responses(AccountTypesResponse, 'Every catalog type with its availability'),
    }),
    async (c) => {
      const principal = c.get('principal');
      const institutionId = c.req.query('InstitutionId');
      let authorities: readonly string[] = NO_AUTHORITIES;
      if (institutionId !== undefined) {
        const inst = isGuid(institutionId) ? await findInstitution(deps.db, institutionId.toLowerCase()) : undefined;
        if (inst === undefined)
          return fail(c, 'InstitutionNotFound', 'No institution matches the InstitutionId supplied.');
        authorities = inst.Authorities;
      }
      // The operator has no contracts: it sees every type as NotContracted, with the authority facts.
      const ctx = providerContext(
        principal.Kind === 'provider' ? await findProvider(deps.db, principal.ProviderId) : undefined,
      );
      const types = answer(authorities, ctx);
      const id = institutionId !== undefined ? `"InstitutionId":${JSON.stringify(institutionId.toLowerCase())},` : '';
      return okJsonBytes(c, id, types);
    },
  );
}
