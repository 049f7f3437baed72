import { type RouteConfig, z } from '@hono/zod-openapi';
import { ErrorEnvelope } from '../schemas/common.js';

/** `200`: the success envelope or a handled failure; plus the transport failures. */
export function responses(success: z.ZodType, description: string): RouteConfig['responses'] {
  const err = { content: { 'application/json': { schema: ErrorEnvelope } } };
  return {
    200: {
      description: `${description} (Status 1), or a handled error (Status 0, HTTP 200).`,
      content: { 'application/json': { schema: z.union([success, ErrorEnvelope]) } },
    },
    401: {
      description:
        'Unauthorized: missing, malformed, unknown key, bad signature, timestamp outside 300 s, replay, revoked key.',
      ...err,
    },
    403: { description: 'Forbidden: wrong kind of key for this route.', ...err },
    413: { description: 'PayloadTooLarge: body over 64 KiB.', ...err },
    415: { description: 'UnsupportedMediaType: a body without Content-Type application/json.', ...err },
    429: { description: 'RateLimited.', ...err },
    500: { description: 'InternalError.', ...err },
  };
}

export function jsonBody(
  schema: z.ZodType,
  description?: string,
): NonNullable<NonNullable<RouteConfig['request']>['body']> {
  return {
    required: true,
    content: { 'application/json': { schema } },
    ...(description !== undefined ? { description } : {}),
  };
}

export const SECURITY = [{ HMAC: [] as string[] }];
