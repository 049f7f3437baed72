import type { Catalog } from '../core/catalog/types.js';
import type { Database } from './db/types.js';

/** Who signed the request. */
export type Principal =
  | { readonly Kind: 'operator'; readonly KeyId: string }
  | { readonly Kind: 'provider'; readonly KeyId: string; readonly ProviderId: string };

/** Dependencies handed to every route module. */
export interface ServerDeps {
  readonly db: Database;
  readonly catalog: Catalog;
  /** The only clock of the service; tests pass a fixed one. */
  readonly now: () => Date;
}

/** Hono environment: per-request values set by the middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    principal: Principal;
    /** ErrorCode of a handled failure, for the audit log row. */
    errorCode?: string;
    /** The request body exactly as received (signed bytes); empty when none. */
    rawBody?: Uint8Array;
    /** The parsed JSON body, when one was sent. */
    body?: unknown;
  };
}
