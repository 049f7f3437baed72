import { isIsoDate } from '../../shared/dates.js';
import { isPlainObject, ownValue } from '../fields/json-value.js';
import type { ClientRecord, CreateAccountContext, InstitutionRecord } from './types.js';

export interface SafeContext {
  readonly client: ClientRecord | null;
  readonly institution: InstitutionRecord | null;
  readonly contracted: readonly string[];
  readonly gates: readonly string[];
  readonly today: string | undefined;
}

/** The host context read defensively: a malformed record counts as not found, never as a throw. */
export function readContext(ctx: CreateAccountContext | undefined): SafeContext {
  const c: unknown = ctx;
  if (!isPlainObject(c)) return { client: null, institution: null, contracted: [], gates: [], today: undefined };
  const client = ownValue(c, 'Client');
  const institution = ownValue(c, 'Institution');
  const today = ownValue(c, 'Today');
  return {
    client: isPlainObject(client) ? (client as unknown as ClientRecord) : null,
    institution: isPlainObject(institution) ? (institution as unknown as InstitutionRecord) : null,
    contracted: stringList(ownValue(c, 'ContractedTypes')),
    gates: stringList(ownValue(c, 'SatisfiedGates')),
    today: isIsoDate(today) ? today : undefined,
  };
}

export function stringList(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Guid equality after normalization (records may store upper case). */
export function sameId(recordId: unknown, requestId: string): boolean {
  return typeof recordId === 'string' && recordId.toLowerCase() === requestId;
}
