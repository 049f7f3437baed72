import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { amount, plesa, result, schedule } from '../../examples/engine-quickstart.js';

// The README shows examples/engine-quickstart.ts; this keeps the example true.
describe('README engine example (examples/engine-quickstart.ts)', () => {
  it('explains why PLESA is unavailable: the ErisaTrustee group and the gate', () => {
    expect(plesa?.Available).toBe(false);
    expect(plesa?.Reasons.map((r) => r.Code)).toEqual(['AuthorityGroupUnmet', 'GateNotSatisfied']);
  });
  it('refuses an ESOP without a trustee with TrusteeRequired', () => {
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.ErrorCode).toBe('TrusteeRequired');
  });
  it('gives a ten-year schedule with annual amounts, greater-of divisor 39.0 (Single Life, age 47)', () => {
    expect(schedule.ok).toBe(true);
    if (schedule.ok) {
      expect(schedule.FinalDistributionDeadline).toBe('2031-12-31');
      expect(schedule.Years[0]).toMatchObject({ Year: 2022, Divisor: '39.0', PenaltyWaived: true });
    }
    expect(amount).toBe('3003.00');
  });
  it('is the code the README shows', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const example = readFileSync(new URL('../../examples/engine-quickstart.ts', import.meta.url), 'utf8');
    const shown = example
      .split('\n')
      .filter((l) => l.startsWith('const availability'))
      .join('');
    expect(readme).toContain(shown);
  });
});
