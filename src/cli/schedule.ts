// `acctos schedule FILE.json` (or standard input when no file or '-'): print an inherited-IRA
// distribution schedule as a readable table. Bad input prints one line and exits 2.
import { parseArgs } from 'node:util';
import { defaultCatalog } from '../core/catalog/default-catalog.js';
import type { Catalog } from '../core/catalog/types.js';
import { inheritedIraSchedule } from '../core/distributions/inherited/inherited-ira-schedule.js';
import type { InheritedSchedule, InheritedScheduleQuery } from '../core/distributions/inherited/types.js';

export interface ScheduleIo {
  readonly readStdin: () => Promise<string>;
  readonly readFile: (p: string) => Promise<string>;
  readonly stdout: (s: string) => void;
  readonly stderr: (s: string) => void;
}

const MAX_INPUT_CHARS = 1_000_000;
const USAGE = [
  'usage: acctos schedule [FILE.json | -] [--json]',
  '',
  'Reads one inherited-IRA query (JSON) from FILE, or from standard input when FILE is absent or -:',
  '  { "AccountTypeCode": "inherited-traditional-ira", "DecedentDateOfBirth": "1948-03-10",',
  '    "DecedentDateOfDeath": "2021-06-01", "DecedentDiedOnOrAfterRbd": true,',
  '    "BeneficiaryEligibleDesignatedClass": "NotAnEdb", "BeneficiaryDistributionDecision": ' +
    '"TenYearRuleWithAnnualRmd",',
  '    "BeneficiaryDateOfBirth": "1975-01-20", "YearEndBalances": [{ "Year": 2021, "Balance": "250000.00" }] }',
  'and prints every year to the final one. --json prints the engine result as JSON instead.',
].join('\n');

/** Run the schedule command; resolves to the exit code (0 ok, 2 bad input or usage). Never throws. */
export async function runScheduleCommand(
  args: string[],
  io: ScheduleIo,
  catalog: Catalog = defaultCatalog,
): Promise<number> {
  try {
    return await run(args, io, catalog);
  } catch (e) {
    io.stderr(`acctos schedule: ${oneLine(e instanceof Error ? e.message : String(e))}\n`);
    return 2;
  }
}

async function run(args: string[], io: ScheduleIo, catalog: Catalog): Promise<number> {
  const rest = args[0] === 'schedule' ? args.slice(1) : args;
  // node:util parseArgs with tokens, so the messages are ours; "-" (standard input) is positional.
  const { tokens } = parseArgs({
    args: rest,
    options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  let json = false;
  const files: string[] = [];
  for (const t of tokens) {
    if (t.kind === 'positional') files.push(t.value);
    if (t.kind !== 'option') continue;
    if (t.name === 'help') {
      io.stdout(`${USAGE}\n`);
      return 0;
    }
    if (t.name !== 'json')
      return fail(io, `unknown option ${t.rawName}: schedule takes --json and --help (try --help)`);
    if (t.value !== undefined) return fail(io, '--json takes no value: write --json alone');
    json = true;
  }
  if (files.length > 1)
    return fail(io, `give at most one input file (got ${files.length}); merge the queries or run once per file`);
  const file = files[0];
  let text: string;
  try {
    text = file === undefined || file === '-' ? await io.readStdin() : await io.readFile(file);
  } catch (e) {
    return fail(io, `cannot read ${file ?? 'standard input'}: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (text.length > MAX_INPUT_CHARS) return fail(io, `input is larger than ${MAX_INPUT_CHARS} characters`);
  if (text.trim() === '') return fail(io, `${file ?? 'standard input'} is empty; expected a JSON query (try --help)`);
  let query: unknown;
  try {
    query = JSON.parse(text);
  } catch (e) {
    return fail(io, `${file ?? 'standard input'} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const r = inheritedIraSchedule(catalog, query as InheritedScheduleQuery);
  if (!r.ok) {
    const field = r.Errors[0]?.FieldName;
    return fail(io, `${r.ErrorCode}: ${r.Message}${field && !r.Message.startsWith(field) ? ` (${field})` : ''}`);
  }
  io.stdout(json ? `${JSON.stringify(r, null, 2)}\n` : renderSchedule(r));
  return 0;
}

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

function fail(io: ScheduleIo, message: string): number {
  io.stderr(`acctos schedule: ${oneLine(message)}\n`);
  return 2;
}

/** The schedule as a plain-text table with the regime, the final deadline and the reasons. */
export function renderSchedule(s: InheritedSchedule): string {
  const head = ['Year', 'Required', 'Divisor', 'Amount', 'Waiver', 'Deadline', 'Note'];
  const rows = s.Years.map((y) => [
    String(y.Year),
    y.DistributeEntireBalance ? 'ENTIRE BALANCE' : y.AnnualDistributionRequired ? 'yes' : 'no',
    y.Divisor ?? '-',
    y.DistributeEntireBalance && !y.AnnualDistributionRequired ? 'all' : (y.Amount ?? '-'),
    y.PenaltyWaived ? 'waived' : '-',
    y.Deadline,
    y.Note ?? '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const right = [false, false, true, true, false, false, false];
  const line = (cells: readonly string[]): string =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : right[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out = [
    `Account type: ${s.AccountTypeCode}`,
    `Regime: ${s.Regime} (${s.LawRegime}; divisor: ${s.DivisorMethod}; owner died ` +
      `${s.DecedentDiedOnOrAfterRbd ? 'on or after' : 'before'} the required beginning date)`,
    `Final distribution deadline: ${s.FinalDistributionDeadline}`,
  ];
  if (s.YearOfDeathDistribution)
    out.push(
      `Year of death ${s.YearOfDeathDistribution.Year}: the owner's own amount (Uniform Lifetime divisor ` +
        `${s.YearOfDeathDistribution.Divisor}) if not taken, by ${s.YearOfDeathDistribution.Deadline}`,
    );
  out.push('', line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), '', 'Why:');
  for (const r of s.Reasons) out.push(`  - ${r}`);
  out.push('Sources:');
  for (const src of s.Sources) out.push(`  - ${src}`);
  return `${out.join('\n')}\n`;
}
