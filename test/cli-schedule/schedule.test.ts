import { describe, expect, it } from 'vitest';
import { runScheduleCommand } from '../../src/cli/schedule.js';

const QUERY = {
  AccountTypeCode: 'inherited-traditional-ira',
  DecedentDateOfBirth: '1945-01-01',
  DecedentDateOfDeath: '2021-06-01',
  DecedentDiedOnOrAfterRbd: true,
  BeneficiaryEligibleDesignatedClass: 'NotAnEdb',
  BeneficiaryDistributionDecision: 'TenYearRuleWithAnnualRmd',
  BeneficiaryDateOfBirth: '1975-01-01',
  YearEndBalances: [{ Year: 2024, Balance: '370000.00' }],
};

function harness(files: Record<string, string>, stdin = '') {
  const out: string[] = [];
  const err: string[] = [];
  const io = {
    readStdin: async () => stdin,
    readFile: async (p: string) => {
      const f = files[p];
      if (f === undefined) throw new Error(`ENOENT: no such file or directory, open '${p}'`);
      return f;
    },
    stdout: (s: string) => void out.push(s),
    stderr: (s: string) => void err.push(s),
  };
  return { io, out: () => out.join(''), err: () => err.join('') };
}

describe('acctos schedule', () => {
  it('prints a table from a file: regime, final deadline, one row per year with divisor, amount, waiver and deadline', async () => {
    const h = harness({ 'q.json': JSON.stringify(QUERY) });
    expect(await runScheduleCommand(['q.json'], h.io)).toBe(0);
    const text = h.out();
    expect(text).toContain('Regime: TenYearRuleWithAnnualRmd');
    expect(text).toContain('Final distribution deadline: 2031-12-31');
    expect(text).toMatch(/Year\s+Required\s+Divisor\s+Amount\s+Waiver\s+Deadline/);
    expect(text).toMatch(/2022\s+yes\s+39\.0\s+-\s+waived\s+2022-12-31/);
    expect(text).toMatch(/2025\s+yes\s+36\.0\s+10277\.78\s+-\s+2025-12-31/);
    expect(text).toMatch(/2031\s+ENTIRE BALANCE\s+-\s+all\s+-\s+2031-12-31/);
    expect(text).toContain('Sources:');
    expect(h.err()).toBe('');
  });
  it('reads standard input when no file or "-" is given, and accepts a leading "schedule"', async () => {
    for (const args of [[], ['-'], ['schedule', '-']]) {
      const h = harness({}, JSON.stringify(QUERY));
      expect(await runScheduleCommand(args, h.io)).toBe(0);
      expect(h.out()).toContain('2031-12-31');
    }
  });
  it('--json prints the engine result', async () => {
    const h = harness({}, JSON.stringify(QUERY));
    expect(await runScheduleCommand(['--json'], h.io)).toBe(0);
    expect(JSON.parse(h.out())).toMatchObject({ ok: true, Regime: 'TenYearRuleWithAnnualRmd' });
  });
  it('bad input: one clear line on stderr, no stack trace, exit 2', async () => {
    const cases: [string[], Record<string, string>, string, RegExp][] = [
      [['missing.json'], {}, '', /cannot read missing\.json/],
      [['q.json'], { 'q.json': '{ nope' }, '', /not valid JSON/],
      [[], {}, '  ', /empty/],
      [
        ['q.json'],
        { 'q.json': JSON.stringify({ ...QUERY, BeneficiaryDistributionDecision: 'TenYearRule' }) },
        '',
        /permitted: TenYearRuleWithAnnualRmd/,
      ],
      [['q.json'], { 'q.json': JSON.stringify({ ...QUERY, AccountTypeCode: 'nope' }) }, '', /UnknownAccountType/],
      [['--frobnicate'], {}, '', /unknown option/],
      [['a.json', 'b.json'], {}, '', /at most one/],
    ];
    for (const [args, files, stdin, pattern] of cases) {
      const h = harness(files, stdin);
      expect(await runScheduleCommand(args, h.io)).toBe(2);
      const err = h.err();
      expect(err).toMatch(pattern);
      expect(err.trim().split('\n')).toHaveLength(1);
      expect(err).not.toMatch(/\n\s+at /);
      expect(h.out()).toBe('');
    }
  });
  it('--help prints usage and exits 0', async () => {
    const h = harness({});
    expect(await runScheduleCommand(['--help'], h.io)).toBe(0);
    expect(h.out()).toContain('usage: acctos schedule');
  });
});
