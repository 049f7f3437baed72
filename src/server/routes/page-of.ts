import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import { handled } from '../shell/handled-failure.js';
import { type Page, parsePage } from '../store/pagination.js';

/** The list route's page (PageNumber, PageSize); bad paging is a handled InvalidRequest, thrown. */
export function pageOf(c: Context<AppEnv>): Page {
  const pg = parsePage({ PageNumber: c.req.query('PageNumber'), PageSize: c.req.query('PageSize') });
  if (!pg.ok) throw handled('InvalidRequest', 'Invalid paging parameters.', pg.errors);
  return pg.page;
}
