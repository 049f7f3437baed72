import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requiredDistributionFactsFromRecords, requiredDistributionStatus } from '../../index.js';
import type { AppEnv } from '../app-env.js';
import { fail, ok } from '../http/envelope.js';
import { callerProviderId } from '../http/guards.js';
import { wireAccountRequirement, wireGroupRequirement, wireOwnerRequirement } from '../json/wire-tax-forms.js';
import { pathParam } from '../schemas/common.js';
import { RequiredDistributionsResponse, YearQuery } from '../schemas/withdrawals.js';
import { clientAccountIds } from '../store/withdrawals.js';
import { ACCOUNT_NOT_FOUND } from './accounts.js';
import { isGuid, type RouteDeps, todayOf } from './context.js';
import { routeGroup } from './define.js';
import { loadAccountRecords, yearParam } from './money-out-reads.js';
import { responses, SECURITY } from './openapi-helpers.js';

/**
 * GET /v1/accounts/{AccountId}/required-distributions?Year=: the year's required minimum
 * distribution of the account and of its owner (every account the owner holds with this
 * provider, aggregated as 26 CFR 1.408-8(e) allows), from the stored ledger and withdrawals
 * (requiredDistributionFactsFromRecords, requiredDistributionStatus), as of today.
 */
export function registerRequiredDistributionRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  routeGroup(app, deps, 'provider').read(
    createRoute({
      method: 'get',
      path: '/v1/accounts/{AccountId}/required-distributions',
      tags: ['Financial'],
      summary: 'Required minimum distributions of a year: per account, per aggregation group, per owner',
      description:
        'The required minimum distribution of a year for this account, its aggregation group and its owner ' +
        "(an owner's IRAs together, inherited IRAs by decedent, plans alone), with what counted, what " +
        'remains and the deadline.',
      operationId: 'GetRequiredDistributions',
      security: SECURITY,
      request: { params: pathParam('AccountId'), query: YearQuery },
      responses: responses(RequiredDistributionsResponse, 'The year’s requirement, what counted, what remains'),
    }),
    async (c) => {
      const providerId = callerProviderId(c);
      const id = c.req.param('AccountId');
      const year = yearParam('Year', c.req.query('Year'));
      // The year-end values the status reads: the twelve years before Year and Year itself.
      const yearEnds = typeof year !== 'number' ? [] : Array.from({ length: 13 }, (_, i) => year - 12 + i);
      const mine = isGuid(id) ? await loadAccountRecords(deps.db, providerId, id.toLowerCase(), yearEnds) : undefined;
      if (mine === undefined) return fail(c, 'AccountNotFound', ACCOUNT_NOT_FOUND);
      if (typeof year !== 'number') return fail(c, 'InvalidRequest', year.Message, [year]);
      const records = [mine.record];
      for (const other of await clientAccountIds(deps.db, providerId, mine.row.client_id)) {
        if (other === mine.row.account_id) continue;
        const r = await loadAccountRecords(deps.db, providerId, other, yearEnds);
        if (r !== undefined) records.push(r.record);
      }
      const facts = requiredDistributionFactsFromRecords(deps.catalog, records, year, todayOf(deps.now()));
      const s = requiredDistributionStatus(deps.catalog, facts, year);
      if (!s.ok) return fail(c, 'InvalidRequest', s.Message, s.Errors);
      const account = s.Accounts.find((a) => a.AccountId === mine.row.account_id);
      if (account === undefined) return fail(c, 'UnknownAccountType', 'The account type is not in the catalog.');
      const owner = s.Owners.find((o) => o.OwnerId === account.OwnerId);
      return ok(c, {
        Year: s.Year,
        Account: wireAccountRequirement(account),
        Accounts: s.Accounts.map(wireAccountRequirement),
        Groups: s.Groups.map(wireGroupRequirement),
        Owner: owner === undefined ? undefined : wireOwnerRequirement(owner),
        Sources: s.Sources,
      });
    },
  );
}
