import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { REQUEST_LIMITS } from '../../core/requests/limits.js';
import type { FieldError } from '../../core/shared/error-codes.js';
import type { AppEnv } from '../app-env.js';
import { zodFieldErrors } from '../engine/zod-errors.js';
import { fail, ok } from '../http/envelope.js';
import { providerOf } from '../http/guards.js';
import { isGuid } from '../routes/context.js';
import { defineRoute } from '../routes/define.js';
import { jsonBody, responses, SECURITY } from '../routes/openapi-helpers.js';
import { parsePage } from '../store/pagination.js';
import type { WebhookDeps } from './encryption-key.js';
import { type EventFilter, getEvent, listEvents, redeliverEvent } from './event-log.js';
import {
  EventIdParam,
  EventListResponse,
  EventResponse,
  EventsQuery,
  RedeliverEventRequest,
  RedeliverEventResponse,
} from './schemas.js';

const TAG = ['Events'];
const TYPE_PATTERN = /^[a-z][a-z_]{0,30}(\.[a-z][a-z_]{0,30}){1,3}$/;
/** ISO 8601 date-time with a zone (Z or an offset); a bare date or a local time is ambiguous. */
const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The pattern, and a day its month has (Date.parse rolls 2026-02-30 over to March 2). */
function isCalendarDateTime(text: string): boolean {
  if (!DATE_TIME_PATTERN.test(text)) return false;
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(2000, m - 1, d));
  day.setUTCFullYear(y);
  return m >= 1 && m <= 12 && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

function filterOf(c: Context<AppEnv>): { ok: true; filter: EventFilter } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const type = c.req.query('Type');
  const after = c.req.query('CreatedAfter');
  if (type !== undefined && !TYPE_PATTERN.test(type))
    errors.push({
      FieldName: 'Type',
      ErrorCode: 'InvalidValue',
      Message: 'Type must be an event type such as deposit.posted.',
    });
  const after_ms = after === undefined || !isCalendarDateTime(after) ? Number.NaN : Date.parse(after);
  const year = Number(after?.slice(0, 4));
  if (after !== undefined && Number.isNaN(after_ms))
    errors.push({
      FieldName: 'CreatedAfter',
      ErrorCode: 'InvalidValue',
      Message: 'CreatedAfter must be an ISO 8601 date-time with a zone, such as 2026-03-02T09:00:00Z.',
    });
  else if (after !== undefined && year < REQUEST_LIMITS.min_year)
    // Year 0 reached the store as a timestamp PostgreSQL cannot form (a 500): docs/decisions/69.
    errors.push({
      FieldName: 'CreatedAfter',
      ErrorCode: 'OutOfRange',
      Message: `CreatedAfter must be a date-time from ${REQUEST_LIMITS.min_year} on.`,
    });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    filter: {
      ...(type !== undefined ? { type } : {}),
      ...(after !== undefined ? { createdAfter: new Date(after_ms) } : {}),
    },
  };
}

const NOT_FOUND = 'No event matches the EventId supplied.';

/** GET /v1/events, GET /v1/events/{EventId}, POST /v1/events/{EventId}/redeliver (provider keys). */
export function registerEventRoutes(app: OpenAPIHono<AppEnv>, deps: WebhookDeps): void {
  defineRoute(
    app,
    createRoute({
      method: 'get',
      path: '/v1/events',
      tags: TAG,
      security: SECURITY,
      summary: 'List events (every event is recorded, with or without an endpoint; kept 30 days)',
      operationId: 'ListEvents',
      description:
        "One page of the calling provider's events, oldest first, optionally of one Type and recorded " +
        'after CreatedAfter (poll with the last CreatedDate seen, a few seconds back).',
      request: { query: EventsQuery },
      responses: responses(EventListResponse, 'One page of events, oldest first'),
    }),
    async (c) => {
      const who = providerOf(c);
      if (who instanceof Response) return who;
      const page = parsePage({ PageNumber: c.req.query('PageNumber'), PageSize: c.req.query('PageSize') });
      const filter = filterOf(c);
      const errors = [...(page.ok ? [] : page.errors), ...(filter.ok ? [] : filter.errors)];
      if (!page.ok || !filter.ok) return fail(c, 'InvalidRequest', 'Invalid event query.', errors);
      const r = await listEvents(deps.db, who.ProviderId, filter.filter, page.page.PageSize, page.page.offset);
      return ok(c, {
        TotalCount: r.total,
        PageNumber: page.page.PageNumber,
        PageSize: page.page.PageSize,
        Events: r.events,
      });
    },
  );

  defineRoute(
    app,
    createRoute({
      method: 'get',
      path: '/v1/events/{EventId}',
      tags: TAG,
      security: SECURITY,
      summary: 'Get one event and its deliveries',
      operationId: 'GetEvent',
      description:
        'The event exactly as delivered, with its deliveries (status, attempts, last HTTP status and error).',
      request: { params: EventIdParam },
      responses: responses(EventResponse, 'The event'),
    }),
    async (c) => {
      const who = providerOf(c);
      if (who instanceof Response) return who;
      const id = c.req.param('EventId') ?? '';
      const event = isGuid(id) ? await getEvent(deps.db, who.ProviderId, id) : undefined;
      if (event === undefined) return fail(c, 'EventNotFound', NOT_FOUND);
      return ok(c, { ...event });
    },
  );

  defineRoute(
    app,
    createRoute({
      method: 'post',
      path: '/v1/events/{EventId}/redeliver',
      tags: TAG,
      security: SECURITY,
      summary: 'Send an event again to the live endpoint of its EventType (same body, same EventId)',
      operationId: 'RedeliverEvent',
      description:
        'Queues the stored event again for the live endpoint of its EventType: same body and EventId, ' +
        'signed afresh, with a fresh 24-hour retry window.',
      request: { params: EventIdParam, body: jsonBody(RedeliverEventRequest)! },
      responses: responses(RedeliverEventResponse, 'The queued delivery'),
    }),
    async (c) => {
      const who = providerOf(c);
      if (who instanceof Response) return who;
      const body: unknown = c.get('body');
      const parsed = RedeliverEventRequest.safeParse(body === undefined ? {} : body);
      if (!parsed.success)
        return fail(c, 'InvalidRequest', 'The redelivery request takes no fields.', zodFieldErrors(parsed.error));
      const id = c.req.param('EventId') ?? '';
      if (!isGuid(id)) return fail(c, 'EventNotFound', NOT_FOUND);
      const r = await redeliverEvent(deps.db, who.ProviderId, id, deps.now());
      if (!r.ok)
        return r.reason === 'EventNotFound'
          ? fail(c, 'EventNotFound', NOT_FOUND)
          : fail(
              c,
              'WebhookEndpointNotFound',
              `No live webhook endpoint for ${r.EventType ?? 'this event type'}; register one, then redeliver.`,
            );
      return ok(c, {
        EventId: id,
        WebhookEndpointId: r.WebhookEndpointId,
        DeliveryStatus: 'Pending',
        NextAttemptDate: r.NextAttemptDate,
      });
    },
  );
}
