import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { renderTaxFormsHtml, taxForms } from '../../index.js';
import type { AppEnv } from '../app-env.js';
import { fail, ok } from '../http/envelope.js';
import { callerProviderId } from '../http/guards.js';
import { wireTaxForms } from '../json/wire-tax-forms.js';
import { pathParam } from '../schemas/common.js';
import { TaxFormsResponse, TaxYearQuery } from '../schemas/withdrawals.js';
import { findInstitution } from '../store/institutions.js';
import { ACCOUNT_NOT_FOUND } from './accounts.js';
import { isGuid, type RouteDeps } from './context.js';
import { routeGroup } from './define.js';
import { loadAccountRecords, yearParam } from './money-out-reads.js';
import { responses, SECURITY } from './openapi-helpers.js';

/**
 * GET /v1/accounts/{AccountId}/tax-forms?TaxYear=[&Format=html]: the account's information
 * returns for the year (Forms 1099-R, 5498, 1099-Q, 5498-ESA, 1099-SA, lifestyle wages),
 * computed from its ledger-derived transactions by taxForms; with Format=html, one printable
 * page laid out like the forms (text/html).
 */
export function registerTaxFormRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps): void {
  const base = responses(TaxFormsResponse, 'The forms as JSON');
  const ok200 = base[200] as { description: string; content: Record<string, unknown> };
  routeGroup(app, deps, 'provider').read(
    createRoute({
      method: 'get',
      path: '/v1/accounts/{AccountId}/tax-forms',
      tags: ['Financial'],
      summary: 'Tax forms of a year (1099-R, 5498, 1099-Q, 5498-ESA, 1099-SA, W-2 wage figures)',
      description:
        "The information returns of a tax year computed from the account's ledger: Forms 1099-R, 5498, " +
        '1099-Q, 5498-ESA, 1099-SA and lifestyle wage figures. Format=html gives one printable page.',
      operationId: 'GetTaxForms',
      security: SECURITY,
      request: { params: pathParam('AccountId'), query: TaxYearQuery },
      responses: {
        ...base,
        200: {
          ...ok200,
          description: `${ok200.description} With Format=html: a text/html page laid out like the forms.`,
          content: { ...ok200.content, 'text/html': { schema: { type: 'string' } } },
        },
      },
    }),
    async (c) => {
      const providerId = callerProviderId(c);
      const id = c.req.param('AccountId');
      const year = yearParam('TaxYear', c.req.query('TaxYear'));
      const format = c.req.query('Format') ?? 'json';
      const yearEnds = typeof year !== 'number' ? [] : [year];
      const mine = isGuid(id) ? await loadAccountRecords(deps.db, providerId, id.toLowerCase(), yearEnds) : undefined;
      if (mine === undefined) return fail(c, 'AccountNotFound', ACCOUNT_NOT_FOUND);
      if (typeof year !== 'number') return fail(c, 'InvalidRequest', year.Message, [year]);
      if (format !== 'json' && format !== 'html')
        return fail(c, 'InvalidRequest', 'Format is json or html.', [
          { FieldName: 'Format', ErrorCode: 'Invalid', Message: 'Format is json or html.' },
        ]);
      const institution =
        mine.row.institution_id === null ? undefined : await findInstitution(deps.db, mine.row.institution_id);
      const payer = institution as { Name?: unknown } | undefined;
      const r = taxForms(
        deps.catalog,
        {
          ...mine.record,
          ...(typeof payer?.Name === 'string' ? { Payer: { Name: payer.Name } } : {}),
        },
        year,
      );
      if (!r.ok) return fail(c, r.ErrorCode, r.Message, r.Errors);
      if (format === 'html') return c.html(renderTaxFormsHtml(r));
      const { ok: _ok, ...forms } = r;
      return ok(c, wireTaxForms(forms));
    },
  );
}
