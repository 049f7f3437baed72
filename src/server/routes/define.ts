import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import { type Audience, checkAudience } from '../http/guards.js';
import type { WriteOperation } from '../shell/operation.js';
import { runWrite } from '../shell/run-write.js';
import type { RouteDeps } from './context.js';

export type RouteHandler = (c: Context<AppEnv>) => Promise<Response> | Response;

/**
 * Registers a route in the OpenAPI document and mounts its handler. Bodies are read, signed
 * and parsed by the middleware (the raw bytes are needed for the HMAC), so handlers validate
 * `c.get('body')` themselves (the decisions do) rather than through the zod-openapi validator.
 */
export function defineRoute(app: OpenAPIHono<AppEnv>, route: RouteConfig, handler: RouteHandler): void {
  app.openAPIRegistry.registerPath(route);
  const honoPath = route.path.replace(/\{(\w+)\}/g, ':$1');
  app.on(route.method.toUpperCase(), honoPath, handler);
}

/** The write routes registered through `group.write`, for docs/server.md's table and its test. */
export interface WriteRouteEntry {
  readonly method: string;
  readonly path: string;
  readonly operation: string;
  readonly decide: string;
}

const WRITE_ROUTES = new WeakMap<OpenAPIHono<AppEnv>, WriteRouteEntry[]>();

/** Every write route of the app, with its decide function (in registration order). */
export function writeRoutesOf(app: OpenAPIHono<AppEnv>): readonly WriteRouteEntry[] {
  return WRITE_ROUTES.get(app) ?? [];
}

export interface RouteGroup {
  /** A read (or any non-decision) route of the group, behind the group's guard. */
  read(route: RouteConfig, handler: RouteHandler): void;
  /** A write route: the group's guard, then the one shell (runWrite) with the operation. */
  write<F, R, A>(route: RouteConfig, op: WriteOperation<F, R, A>): void;
}

/**
 * A group of routes with ONE guard (who may call them): every handler of the group runs after
 * checkAudience, and every write of the group runs through runWrite.
 */
export function routeGroup(app: OpenAPIHono<AppEnv>, deps: RouteDeps, audience: Audience): RouteGroup {
  return {
    read(route, handler) {
      defineRoute(app, route, (c) => {
        checkAudience(c, audience);
        return handler(c);
      });
    },
    write(route, op) {
      const list = WRITE_ROUTES.get(app) ?? [];
      list.push({ method: route.method.toUpperCase(), path: route.path, operation: op.name, decide: op.decide.name });
      WRITE_ROUTES.set(app, list);
      defineRoute(app, route, (c) => {
        checkAudience(c, audience);
        return runWrite(c, deps, op);
      });
    },
  };
}
