import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { resolveAvailability } from '../../index.js';
import type { AppEnv } from '../app-env.js';
import { fail, ok } from '../http/envelope.js';
import { AccountTypesQuery, AccountTypesResponse } from '../schemas/account-types.js';
import { findInstitution } from '../store/institutions.js';
import { findProvider, providerContext } from '../store/providers.js';
import { isGuid, type RouteDeps } from './context.js';
import { defineRoute } from './define.js';
import { responses, SECURITY } from './openapi-helpers.js';

export function registerAccountTypeRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  defineRoute(
    app,
    createRoute({
      method: 'get',
      path: '/v1/account-types',
      tags: ['Account types'],
      summary: 'Resolve account types (Available and Reasons per type)',
      description:
        "Every catalog type with Available and the Reasons it is not (not contracted, gate not satisfied, authority group unmet at the given institution), as the engine's resolveAvailability says.",
      operationId: 'ResolveAccountTypes',
      security: SECURITY,
      request: { query: AccountTypesQuery },
      responses: responses(AccountTypesResponse, 'Every catalog type with its availability'),
    }),
    async (c) => {
      const principal = c.var.principal;
      const institutionId = c.req.query('InstitutionId');
      let authorities: readonly string[] = [];
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
      return ok(c, {
        ...(institutionId !== undefined ? { InstitutionId: institutionId.toLowerCase() } : {}),
        AccountTypes: types,
      });
    },
  );
}
