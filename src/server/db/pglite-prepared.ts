import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import type { QueryResult } from './types.js';

// PGlite's `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into its
// WebAssembly, and PostgreSQL parses and plans the statement every time: about 300 microseconds
// for a one-row SELECT on this project's machines, 110 for `SELECT 1`. A named prepared
// statement is parsed once per instance (PGlite is one session); each run is then one call
// (Bind, Describe, Execute, Sync), about 45 microseconds for the same SELECT
// (docs/performance.md). Values are serialised and rows parsed with PGlite's own serialisers and
// parsers, exactly as its `query` does.

/** Distinct statement texts kept prepared; the code's own (literals and a few variants). */
const MAX_PREPARED_STATEMENTS = 2000;

interface Prepared {
  readonly name: string;
  readonly paramTypes: readonly number[];
}

const { serialize } = protocol;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Runs one statement on PGlite as a prepared statement; the caller holds PGlite's locks. */
export type PreparedRunner = <R>(sql: string, params: readonly unknown[], syncToFs: boolean) => Promise<QueryResult<R>>;

export function preparedRunner(pg: PGlite): PreparedRunner {
  const prepared = new Map<string, Prepared>();

  async function prepare(sql: string): Promise<Prepared> {
    const known = prepared.get(sql);
    if (known !== undefined) return known;
    // Beyond the bound the unnamed statement is used: parsed again on each run, as PGlite does.
    const name = prepared.size < MAX_PREPARED_STATEMENTS ? `acctos_${prepared.size}` : '';
    const described = await pg.execProtocol(
      concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
    if (name !== '') prepared.set(sql, statement);
    return statement;
  }

  return async <R>(sql: string, params: readonly unknown[], syncToFs: boolean): Promise<QueryResult<R>> => {
    const statement = await prepare(sql);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[statement.paramTypes[i] ?? 0];
      return serializer === undefined ? String(value) : serializer(value);
    });
    const ran = await pg.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs },
    );
    const result = parse.parseResults(ran.messages, pg.parsers)[0];
    const rows = (result?.rows ?? []) as R[];
    // PGlite reports affectedRows for writes and 0 for reads; rowCount means "rows touched or returned".
    return { rows, rowCount: Math.max(rows.length, result?.affectedRows ?? 0) };
  };
}
