import { randomBytes, randomUUID } from 'node:crypto';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env.js';
import { isKeyId } from '../auth/hmac.js';
import { encryptSecret } from '../auth/secret-box.js';
import { zodFieldErrors } from '../engine/zod-errors.js';
import { fail, ok } from '../http/envelope.js';
import { requireOperator } from '../http/guards.js';
import { pathParam } from '../schemas/common.js';
import {
  ContractsRequest,
  ContractsResponse,
  CreateInstitutionRequest,
  CreateKeyRequest,
  CreateProviderRequest,
  GatesRequest,
  GatesResponse,
  InstitutionIdResponse,
  InstitutionResponse,
  KeyResponse,
  ProviderIdResponse,
  RevokeKeyResponse,
} from '../schemas/operator.js';
import { findInstitution, insertInstitution } from '../store/institutions.js';
import { findProvider, insertKey, insertProvider, revokeKey, setProviderList } from '../store/providers.js';
import { isGuid, type RouteDeps } from './context.js';
import { defineRoute } from './define.js';
import { jsonBody, responses, SECURITY } from './openapi-helpers.js';

const tags = ['Operator'];

/** A fresh provider key: KeyId `ak_` + 20 hex, secret 32 random bytes in base64url. */
export function newKeyMaterial(): { KeyId: string; Secret: string } {
  return { KeyId: `ak_${randomBytes(10).toString('hex')}`, Secret: randomBytes(32).toString('base64url') };
}

export function registerOperatorRoutes(app: OpenAPIHono<AppEnv>, deps: RouteDeps, encryptionKey: Buffer): void {
  const parse = <T>(
    schema: z.ZodType<T>,
    body: unknown,
  ): { ok: true; value: T } | { ok: false; errors: ReturnType<typeof zodFieldErrors> } => {
    const r = schema.safeParse(body ?? {});
    return r.success ? { ok: true, value: r.data } : { ok: false, errors: zodFieldErrors(r.error) };
  };

  defineRoute(
    app,
    createRoute({
      method: 'post',
      path: '/v1/providers',
      tags,
      summary: 'Create Provider (operator)',
      operationId: 'CreateProvider',
      security: SECURITY,
      request: { body: jsonBody(CreateProviderRequest) },
      responses: responses(ProviderIdResponse, 'The new ProviderId'),
    }),
    async (c) => {
      const denied = requireOperator(c);
      if (denied) return denied;
      const v = parse(CreateProviderRequest, c.var.body);
      if (!v.ok) return fail(c, 'InvalidRequest', 'The request has missing or invalid fields.', v.errors);
      const id = randomUUID();
      await insertProvider(deps.db, id, v.value.Name, deps.now());
      return ok(c, { ProviderId: id });
    },
  );

  defineRoute(
    app,
    createRoute({
      method: 'post',
      path: '/v1/providers/{ProviderId}/keys',
      tags,
      summary: 'Create Provider Key (operator; secret shown once)',
      operationId: 'CreateProviderKey',
      security: SECURITY,
      request: { params: pathParam('ProviderId'), body: jsonBody(CreateKeyRequest) },
      responses: responses(KeyResponse, 'The KeyId and its Secret'),
    }),
    async (c) => {
      const denied = requireOperator(c);
      if (denied) return denied;
      const v = parse(CreateKeyRequest, c.var.body);
      if (!v.ok) return fail(c, 'InvalidRequest', 'The request has missing or invalid fields.', v.errors);
      const providerId = c.req.param('ProviderId');
      if (!isGuid(providerId) || (await findProvider(deps.db, providerId)) === undefined)
        return fail(c, 'ProviderNotFound', 'No provider matches the ProviderId supplied.');
      const k = newKeyMaterial();
      await insertKey(deps.db, k.KeyId, providerId, encryptSecret(encryptionKey, k.Secret, k.KeyId), deps.now());
      return ok(c, { KeyId: k.KeyId, Secret: k.Secret, ProviderId: providerId });
    },
  );

  defineRoute(
    app,
    createRoute({
      method: 'delete',
      path: '/v1/keys/{KeyId}',
      tags,
      summary: 'Revoke Key (operator)',
      operationId: 'RevokeKey',
      security: SECURITY,
      request: { params: z.object({ KeyId: z.string().openapi({ param: { name: 'KeyId', in: 'path' } }) }) },
      responses: responses(RevokeKeyResponse, 'The revoked KeyId'),
    }),
    async (c) => {
      const denied = requireOperator(c);
      if (denied) return denied;
      const keyId = c.req.param('KeyId') ?? '';
      // Not a KeyId (e.g. a NUL byte, which the database refuses in text): unknown, never a 500.
      const revokedAt = isKeyId(keyId) ? await revokeKey(deps.db, keyId, deps.now()) : undefined;
      if (revokedAt === undefined) return fail(c, 'KeyNotFound', 'No provider key matches the KeyId supplied.');
      return ok(c, { KeyId: keyId, RevokedDate: revokedAt });
    },
  );

  defineRoute(
    app,
    createRoute({
      method: 'post',
      path: '/v1/institutions',
      tags,
      summary: 'Create Institution (operator)',
      operationId: 'CreateInstitution',
      security: SECURITY,
      request: { body: jsonBody(CreateInstitutionRequest) },
      responses: responses(InstitutionIdResponse, 'The new InstitutionId'),
    }),
    async (c) => {
      const denied = requireOperator(c);
      if (denied) return denied;
      const v = parse(CreateInstitutionRequest, c.var.body);
      if (!v.ok) return fail(c, 'InvalidRequest', 'The request has missing or invalid fields.', v.errors);
      const errors = [];
      for (const a of v.value.Authorities)
        if (!deps.catalog.authorityBit.has(a))
          errors.push({
            FieldName: 'Authorities',
            ErrorCode: 'InvalidValue',
            Message: `Unknown authority ${a.slice(0, 64)}.`,
          });
      const scopes = v.value.AssetScopes ?? {};
      for (const [auth, classes] of Object.entries(scopes)) {
        if (!v.value.Authorities.includes(auth))
          errors.push({
            FieldName: `AssetScopes.${auth.slice(0, 64)}`,
            ErrorCode: 'InvalidValue',
            Message: 'An asset scope must name an authority the institution holds.',
          });
        for (const cl of classes)
          if (!deps.catalog.assetClassIndex.has(cl))
            errors.push({
              FieldName: `AssetScopes.${auth.slice(0, 64)}`,
              ErrorCode: 'InvalidValue',
              Message: `Unknown asset class ${cl.slice(0, 64)}.`,
            });
      }
      if (errors.length > 0)
        return fail(c, 'InvalidRequest', 'The request has missing or invalid fields.', errors.slice(0, 32));
      const id = randomUUID();
      await insertInstitution(
        deps.db,
        { InstitutionId: id, Name: v.value.Name, Authorities: [...new Set(v.value.Authorities)], AssetScopes: scopes },
        deps.now(),
      );
      return ok(c, { InstitutionId: id });
    },
  );

  // Institutions are platform records: any key may read one (providers name them on Create Account).
  defineRoute(
    app,
    createRoute({
      method: 'get',
      path: '/v1/institutions/{InstitutionId}',
      tags,
      summary: 'Get Institution',
      operationId: 'GetInstitution',
      security: SECURITY,
      request: { params: pathParam('InstitutionId') },
      responses: responses(InstitutionResponse, 'The institution'),
    }),
    async (c) => {
      const id = c.req.param('InstitutionId');
      const rec = isGuid(id) ? await findInstitution(deps.db, id) : undefined;
      if (rec === undefined)
        return fail(c, 'InstitutionNotFound', 'No institution matches the InstitutionId supplied.');
      return ok(c, { ...rec });
    },
  );

  const listRoute = (kind: 'contracts' | 'gates') => {
    const isContracts = kind === 'contracts';
    const reqSchema = isContracts ? ContractsRequest : GatesRequest;
    const field = isContracts ? 'AccountTypeCodes' : 'SatisfiedGates';
    defineRoute(
      app,
      createRoute({
        method: 'put',
        path: `/v1/providers/{ProviderId}/${kind}`,
        tags,
        summary: isContracts
          ? 'Set Provider Contracts (operator; replaces the list)'
          : 'Set Provider Gates (operator; replaces the list)',
        operationId: isContracts ? 'SetProviderContracts' : 'SetProviderGates',
        security: SECURITY,
        request: { params: pathParam('ProviderId'), body: jsonBody(reqSchema) },
        responses: responses(isContracts ? ContractsResponse : GatesResponse, 'The stored list'),
      }),
      async (c) => {
        const denied = requireOperator(c);
        if (denied) return denied;
        const v = parse(reqSchema as z.ZodType<Record<string, string[]>>, c.var.body);
        if (!v.ok) return fail(c, 'InvalidRequest', 'The request has missing or invalid fields.', v.errors);
        const values = [...new Set(v.value[field] ?? [])];
        const unknown = values.filter((s) => !deps.catalog.typeBySlug.has(s));
        if (unknown.length > 0)
          return fail(
            c,
            'UnknownAccountType',
            `Not an account type slug: ${unknown
              .slice(0, 5)
              .map((s) => s.slice(0, 64))
              .join(', ')}.`,
            unknown.slice(0, 32).map((s) => ({
              FieldName: field,
              ErrorCode: 'UnknownAccountType',
              Message: `${s.slice(0, 64)} is not in the catalog${deps.catalog.legacyCodes.has(s) ? ` (legacy code of ${deps.catalog.legacyCodes.get(s)})` : ''}.`,
            })),
          );
        const providerId = c.req.param('ProviderId');
        if (
          !isGuid(providerId) ||
          !(await setProviderList(deps.db, providerId, isContracts ? 'contracted_types' : 'satisfied_gates', values))
        )
          return fail(c, 'ProviderNotFound', 'No provider matches the ProviderId supplied.');
        return ok(c, { ProviderId: providerId, [field]: values });
      },
    );
  };
  listRoute('contracts');
  listRoute('gates');
}
