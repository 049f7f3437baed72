// Conversions from database rows (pg and PGlite differ: timestamps are Date in both, numeric
// is a string in both, bigint is a string in pg and a number in PGlite).

export function iso(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  return new Date(String(v)).toISOString();
}

export function isoOrUndefined(v: unknown): string | undefined {
  return v === null || v === undefined ? undefined : iso(v);
}

/** numeric(20,2) text to a JSON number (exact for |x| < 2^53 / 100). */
export function money(v: unknown): number {
  return Number(String(v));
}

export function jsonValue<T>(v: unknown, fallback: T): T {
  if (v === null || v === undefined) return fallback;
  if (typeof v === 'string') {
    try {
      return JSON.parse(v) as T;
    } catch {
      return fallback;
    }
  }
  return v as T;
}

/** Adds key: value only when value is defined and not null (exactOptionalPropertyTypes). */
export function withOptional<T extends Record<string, unknown>>(base: T, extra: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== null) out[k] = v;
  return out as T;
}
