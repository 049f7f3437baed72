import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { fail, ok } from '../http/envelope.js';
import { callerProviderId } from '../http/guards.js';
import { pathParam } from '../schemas/common.js';
import { BeneficiariesRequest, BeneficiariesResponse } from '../schemas/holdings.js';
import { beneficiariesOperation } from '../shell/operations/holdings-operations.js';
import { findAccount } from '../store/accounts.js';
import { designationsAt } from '../store/beneficiaries.js';
import { ACCOUNT_NOT_FOUND } from './accounts.js';
import { isGuid, type RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';

const AsOfQuery = z.object({
  AsOf: z
    .string()
    .optional()
    .openapi({
      param: { name: 'AsOf', in: 'query' },
      description:
        'A date YYYY-MM-DD (the list in force at the end of that day, UTC) or an ISO 8601 UTC date-time; default now.',
      example: '2026-01-31',
    }),
});
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** Beneficiary designations (design.md section 8): replace all, and read the list in force at any time. */
export function registerBeneficiaryRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  const provider = routeGroup(app, deps, 'provider');
  provider.write(
    createRoute({
      method: 'put',
      path: '/v1/accounts/{AccountId}/beneficiaries',
      tags: ['Accounts'],
      summary: 'Replace the beneficiary designations of an account',
      description:
        'Primary and Contingent tiers, each summing to exactly 100 percent (to the hundredth). The whole ' +
        'list is replaced; the previous one is kept with its effective times (GET ?AsOf=). Where the owner ' +
        'is married and lives in a community-property state (or the account is a plan account), every ' +
        'non-spouse primary beneficiary needs SpousalConsent true. Emits account.updated (without names or ' +
        'dates of birth).',
      operationId: 'PutBeneficiaries',
      security: SECURITY,
      request: { params: pathParam('AccountId'), body: jsonBody(BeneficiariesRequest) },
      responses: responses(BeneficiariesResponse, 'The list now in force'),
    }),
    beneficiariesOperation,
  );

  provider.read(
    createRoute({
      method: 'get',
      path: '/v1/accounts/{AccountId}/beneficiaries',
      tags: ['Accounts'],
      summary: 'Get the beneficiary designations of an account (now, or as of a time)',
      description:
        'The beneficiary list in force now, or at AsOf (a date or a date-time): every replaced list is ' +
        'kept with its effective times. Empty tiers when none was in force.',
      operationId: 'GetBeneficiaries',
      security: SECURITY,
      request: { params: pathParam('AccountId'), query: AsOfQuery },
      responses: responses(BeneficiariesResponse, 'The list in force then (empty tiers when none was)'),
    }),
    async (c) => {
      const providerId = callerProviderId(c);
      const id = c.req.param('AccountId');
      const account = isGuid(id) ? await findAccount(deps.db, providerId, id.toLowerCase()) : undefined;
      if (account === undefined) return fail(c, 'AccountNotFound', ACCOUNT_NOT_FOUND);
      const asOf = c.req.query('AsOf');
      let at = deps.now().toISOString();
      if (asOf !== undefined) {
        const instant = DATE.test(asOf) ? `${asOf}T23:59:59.999Z` : DATETIME.test(asOf) ? asOf : undefined;
        if (instant === undefined || Number.isNaN(Date.parse(instant)))
          return fail(c, 'InvalidRequest', 'AsOf must be a date YYYY-MM-DD or an ISO 8601 UTC date-time.', [
            {
              FieldName: 'AsOf',
              ErrorCode: 'InvalidFormat',
              Message: 'AsOf must be YYYY-MM-DD or an ISO 8601 UTC date-time.',
            },
          ]);
        at = new Date(instant).toISOString();
      }
      const list = await designationsAt(deps.db, account.account_id, at);
      if (list === undefined) return ok(c, { AccountId: account.account_id, Primary: [], Contingent: [] });
      return ok(c, {
        AccountId: account.account_id,
        DesignationSetId: list.DesignationSetId,
        EffectiveFrom: list.EffectiveFrom,
        EffectiveTo: list.EffectiveTo,
        Primary: list.Primary,
        Contingent: list.Contingent,
        SpousalConsentRequired: list.SpousalConsentRequired,
      });
    },
  );
}
