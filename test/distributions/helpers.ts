import { expect } from 'vitest';
import {
  defaultCatalog,
  type InheritedSchedule,
  type InheritedScheduleQuery,
  inheritedIraSchedule,
} from '../../src/index.js';

export function schedule(q: InheritedScheduleQuery): InheritedSchedule {
  const r = inheritedIraSchedule(defaultCatalog, q);
  if (!r.ok) expect.fail(`expected a schedule, got ${r.ErrorCode}: ${r.Message}`);
  return r;
}

export function rejected(q: InheritedScheduleQuery): {
  ErrorCode: string;
  Message: string;
  Errors: readonly { FieldName: string; ErrorCode: string }[];
} {
  const r = inheritedIraSchedule(defaultCatalog, q);
  if (r.ok) expect.fail(`expected a failure, got regime ${r.Regime}`);
  return r;
}

/** Year -> divisor, for the years listed. */
export function divisors(s: InheritedSchedule): Record<number, string | null> {
  return Object.fromEntries(s.Years.map((y) => [y.Year, y.Divisor]));
}

export function year(s: InheritedSchedule, y: number) {
  const e = s.Years.find((x) => x.Year === y);
  if (!e) expect.fail(`no entry for ${y}`);
  return e;
}
