import type { Catalog } from '../../catalog/types.js';
import { type FieldError, failure } from '../../shared/error-codes.js';
import { isPlainObject, ownValue } from '../fields/json-value.js';
import { summarizeErrors } from '../fields/summarize.js';
import { authorize, unmetGroupErrors } from './authorization.js';
import { runOpeningChecks } from './checks/run-opening-checks.js';
import { initialPhase } from './initial-phase.js';
import { namesInclude, readContext, sameId, stringList } from './read-context.js';
import { readCreateAccountFields } from './read-fields.js';
import { resolveAccountType } from './resolve-type.js';
import type { CreateAccountContext, CreateAccountResult, NormalizedCreateAccount } from './types.js';

/**
 * Validate a Create Account body (spec 4.2) against the catalog and the host's looked-up records.
 * Order: body shape; TaxType; AccountTypeCode; every field; the type's opening rules; client;
 * institution; authority groups; contract and gate. Never throws, whatever `request` is.
 */
export function validateCreateAccount(
  catalog: Catalog,
  request: unknown,
  ctx: CreateAccountContext,
): CreateAccountResult {
  if (!isPlainObject(request))
    return failure('InvalidRequest', 'The request body must be a JSON object.', [
      { FieldName: '', ErrorCode: 'InvalidFormat', Message: 'The request body must be a JSON object.' },
    ]);
  const resolved = resolveAccountType(catalog, request);
  if (!resolved.ok) return resolved;
  const type = resolved.type;
  const host = readContext(ctx);
  if (host.today === undefined)
    return failure(
      'InvalidRequest',
      'The host context must give Today as a date YYYY-MM-DD; the engine reads no clock.',
      [{ FieldName: 'Today', ErrorCode: 'Required', Message: 'ctx.Today must be a date YYYY-MM-DD.' }],
    );
  const today = host.today;

  const read = readCreateAccountFields(catalog, type, request);
  const values = read.values;
  const checks = runOpeningChecks(catalog, type, values, host.client, today);
  const errors: FieldError[] = [...read.errors, ...checks.errors];
  if (errors.length > 0) {
    const what = `The ${type.Slug} Create Account request`;
    return read.trusteeMissing
      ? failure(
          'TrusteeRequired',
          `TrusteeId is required: ${type.Slug} is a PlanHolding account, whose assets must be held in ` +
            `trust by a named trustee. ${summarizeErrors(what, errors)}`,
          errors,
        )
      : failure('InvalidRequest', summarizeErrors(what, errors), errors);
  }

  const clientId = values['ClientId'] as string;
  const client = host.client;
  if (client === null || !sameId(ownValue(client as unknown as Record<string, unknown>, 'ClientId'), clientId))
    return failure('ClientNotFound', `No client matches ClientId ${clientId}.`, [
      { FieldName: 'ClientId', ErrorCode: 'ClientNotFound', Message: `No client matches ClientId ${clientId}.` },
    ]);
  const status = ownValue(client as unknown as Record<string, unknown>, 'ClientStatus');
  if (status !== 'Active') {
    const m =
      `Client ${clientId} has ClientStatus ${typeof status === 'string' ? status : '(none)'}; accounts may ` +
      `be opened only for an Active client.`;
    return failure('InvalidRequest', m, [{ FieldName: 'ClientId', ErrorCode: 'ClientNotActive', Message: m }]);
  }

  let authorities: readonly string[] = [];
  const institutionId = values['InstitutionId'];
  if (typeof institutionId === 'string') {
    const inst = host.institution;
    if (inst === null || !sameId(ownValue(inst as unknown as Record<string, unknown>, 'InstitutionId'), institutionId))
      return failure('InstitutionNotFound', `No institution matches InstitutionId ${institutionId}.`, [
        {
          FieldName: 'InstitutionId',
          ErrorCode: 'InstitutionNotFound',
          Message: `No institution matches InstitutionId ${institutionId}.`,
        },
      ]);
    authorities = stringList(ownValue(inst as unknown as Record<string, unknown>, 'Authorities'));
  }

  const auth = authorize(catalog, type, values, {
    Authorities: authorities,
    contracted: namesInclude(host.contracted, type.Slug),
    gateSatisfied: namesInclude(host.gates, type.Slug),
  });
  if (auth.unmet.length > 0) {
    const groupErrors = unmetGroupErrors(type, auth.unmet);
    const head =
      `The institution is not authorized to open ${type.Slug}: ${auth.unmet.length} authority ` +
      `requirement${auth.unmet.length === 1 ? ' is' : 's are'} unmet.`;
    return failure(
      'InstitutionNotAuthorizedForAccountType',
      `${head} ${groupErrors.map((e) => e.Message).join(' ')}`,
      groupErrors,
    );
  }
  if (auth.unavailable.length > 0) {
    const reasonErrors = auth.unavailable.map((r) => ({
      FieldName: 'AccountTypeCode',
      ErrorCode: r.Code,
      Message: r.Message,
    }));
    return failure(
      'AccountTypeNotAvailable',
      `${type.Slug} is not available to this provider: ${reasonErrors.map((e) => e.Message).join(' ')}`,
      reasonErrors,
    );
  }

  const phase = initialPhase(type, values, today);
  // The success value is the normalized request itself, completed in place: `values` is this
  // call's own object (FieldCollector), and its keys keep their order as a spread would. No
  // `{ ...values, ... }`: on Node 20 a spread followed by new keys costs microseconds each.
  const value = values as Record<string, unknown>;
  value['AccountTypeCode'] = type.Slug;
  value['Nature'] = type.Nature;
  value['Phase'] = phase.Phase;
  if (phase.GrowthPeriodEndsOn !== undefined) value['GrowthPeriodEndsOn'] = phase.GrowthPeriodEndsOn;
  value['Warnings'] = checks.warnings;
  return { ok: true, value: value as unknown as NormalizedCreateAccount };
}
