import type { FieldError } from '../../shared/error-codes.js';
import type { FieldValue } from '../types.js';
import { isAbsent, type JsonObject, ownValue } from './json-value.js';
import type { Parser } from './parsed.js';

export type Presence = 'required' | 'optional' | 'forbidden';

/**
 * Reads fields of one JSON object into a normalized map and collects one error per bad field.
 * `prefix` names nested objects in FieldName (`Contact.` gives `Contact.FirstName`).
 */
export class FieldCollector {
  readonly errors: FieldError[] = [];
  readonly values: Record<string, FieldValue> = {};

  constructor(
    private readonly source: JsonObject,
    private readonly prefix = '',
  ) {}

  name(field: string): string {
    return `${this.prefix}${field}`;
  }

  add(field: string, code: string, message: string): void {
    this.errors.push({ FieldName: this.name(field), ErrorCode: code, Message: message });
  }

  /** Read `field`; on success the value is stored under `field` and returned. */
  read<T extends FieldValue>(
    field: string,
    parser: Parser<T>,
    presence: Presence,
    forbiddenWhy = 'is not taken by this request',
  ): T | undefined {
    const raw = ownValue(this.source, field);
    if (isAbsent(raw)) {
      if (presence === 'required') this.add(field, 'Required', `${this.name(field)} is required.`);
      return undefined;
    }
    if (presence === 'forbidden') {
      this.add(field, 'NotAllowed', `${this.name(field)} ${forbiddenWhy}.`);
      return undefined;
    }
    const r = parser(raw);
    if (!r.ok) {
      this.add(field, r.code, `${this.name(field)} ${r.message}.`);
      return undefined;
    }
    this.values[field] = r.value;
    return r.value;
  }
}
