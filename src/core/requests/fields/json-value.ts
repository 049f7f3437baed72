import { REQUEST_LIMITS } from '../limits.js';

/** A JSON object as parsed from a body (any prototype-less or literal object; not arrays, dates, maps). */
export type JsonObject = Readonly<Record<string, unknown>>;

export function isPlainObject(input: unknown): input is JsonObject {
  return typeof input === 'object' && input !== null && Object.prototype.toString.call(input) === '[object Object]';
}

export function hasOwn(obj: JsonObject, key: string): boolean {
  return Object.hasOwn(obj, key);
}

/** The own value of `key`, or undefined; never reaches the prototype chain. */
export function ownValue(obj: JsonObject, key: string): unknown {
  return hasOwn(obj, key) ? obj[key] : undefined;
}

/** Absent and JSON null are the same for optional fields (docs/decisions/21-requests.md). */
export function isAbsent(value: unknown): boolean {
  return value === undefined || value === null;
}

/** A short, safe description of any value for a message (never calls toString on caller objects). */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(clip(value));
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/** Cut caller text before it is echoed (names of unknown fields, unknown slugs). */
export function clip(text: string): string {
  const max = REQUEST_LIMITS.echo_chars;
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
