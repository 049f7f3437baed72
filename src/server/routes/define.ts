import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';

export type RouteHandler = (c: Context<AppEnv>) => Promise<Response> | Response;

/**
 * Registers a route in the OpenAPI document and mounts its handler. Bodies are read, signed
 * and parsed by the middleware (the raw bytes are needed for the HMAC), so handlers validate
 * `c.var.body` themselves rather than through the zod-openapi validator.
 */
export function defineRoute(app: OpenAPIHono<AppEnv>, route: RouteConfig, handler: RouteHandler): void {
  app.openAPIRegistry.registerPath(route);
  const honoPath = route.path.replace(/\{(\w+)\}/g, ':$1');
  app.on(route.method.toUpperCase(), honoPath, handler);
}
