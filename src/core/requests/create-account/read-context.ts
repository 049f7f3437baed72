import { MAX_LIST } from '../../availability/encode-context.js';
import { readDate } from '../../distributions/read-date.js';
import { isPlainObject, ownValue } from '../fields/json-value.js';
import type { ClientRecord, CreateAccountContext, InstitutionRecord } from './types.js';

export interface SafeContext {
  readonly client: ClientRecord | null;
  readonly institution: InstitutionRecord | null;
  /** The ContractedTypes and SatisfiedGates values as given: read for one slug by `namesInclude`. */
  readonly contracted: unknown;
  readonly gates: unknown;
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
    contracted: ownValue(c, 'ContractedTypes'),
    gates: ownValue(c, 'SatisfiedGates'),
    today: readDate(today) !== undefined ? (today as string) : undefined,
  };
}

/**
 * Whether `name` is among the first MAX_LIST strings of a list (what the availability encoder
 * reads of `stringList(list)`), without building that list: Create Account asks about one slug.
 */
export function namesInclude(list: unknown, name: string): boolean {
  if (!Array.isArray(list)) return false;
  let strings = 0;
  for (let i = 0; i < list.length && strings < MAX_LIST; i++) {
    const v: unknown = list[i];
    if (typeof v !== 'string') continue;
    if (v === name) return true;
    strings++;
  }
  return false;
}

export function stringList(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

/** Guid equality after normalization (records may store upper case). */
export function sameId(recordId: unknown, requestId: string): boolean {
  // requestId is lower case already: an equal record id needs no lower-casing.
  return typeof recordId === 'string' && (recordId === requestId || recordId.toLowerCase() === requestId);
}
