// The PGlite adapter runs each statement as a named prepared statement, one call into PGlite per
// run (src/server/db/pglite-prepared.ts). Differential: for every kind of value this project
// stores and reads, the rows and counts equal those of PGlite's own `query`.
import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedRunner } from '../../src/server/db/pglite-prepared.js';

describe('PGlite prepared statements equal PGlite query', () => {
  let pg: PGlite;
  let run: ReturnType<typeof preparedRunner>;

  beforeAll(async () => {
    pg = new PGlite();
    await pg.waitReady;
    await pg.exec(`CREATE TABLE probe (
      id uuid PRIMARY KEY, n bigint, amount numeric(20, 2), body jsonb, raw json, note text,
      flag boolean, at timestamptz, day date, tags text[], counts int[])`);
    run = preparedRunner(pg);
  });
  afterAll(async () => {
    await pg.close();
  });

  const both = async (sql: string, params: unknown[]) => {
    const plain = await pg.query(sql, params);
    const fast = await run(sql, params, false);
    return { plain: { rows: plain.rows, affected: plain.affectedRows ?? 0 }, fast };
  };

  it('a row of every stored kind reads back the same, through both', async () => {
    const insert =
      'INSERT INTO probe (id, n, amount, body, raw, note, flag, at, day, tags, counts) ' +
      'VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)';
    const values = [
      '00000000-0000-4000-8000-000000000001',
      '9223372036854775807',
      '12345.67',
      JSON.stringify({ Contact: { FirstName: 'Ada' }, List: [1, 2] }),
      JSON.stringify({ kept: 'as text' }),
      "O'Brien \\ \u00e9",
      true,
      '2026-04-10T15:00:00.000Z',
      '2026-04-10',
      ['a', 'b,c', 'd"e'],
      [1, 2, 3],
    ];
    const fast = await run(insert, values, false);
    expect(fast).toEqual({ rows: [], rowCount: 1 });
    const select = 'SELECT * FROM probe WHERE id = $1';
    const { plain, fast: read } = await both(select, [values[0]]);
    expect(read.rows).toEqual(plain.rows);
    expect(read.rows[0]).toMatchObject({ note: "O'Brien \\ \u00e9", flag: true, tags: ['a', 'b,c', 'd"e'] });
  });

  it('property: random values of each kind, null included, give the same rows as PGlite query', async () => {
    const text = fc.option(fc.string({ maxLength: 40 }), { nil: null });
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.option(fc.integer(), { nil: null }),
        fc.option(fc.boolean(), { nil: null }),
        fc.option(fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }), { nil: null }),
        async (note, n, flag, tags) => {
          const sql = 'SELECT $1::text AS note, $2::bigint AS n, $3::boolean AS flag, $4::text[] AS tags';
          const { plain, fast } = await both(sql, [note, n, flag, tags]);
          expect(fast.rows).toEqual(plain.rows);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('counts: an UPDATE reports the rows it touched, a SELECT the rows it returned', async () => {
    const touched = await run('UPDATE probe SET note = $1 WHERE flag = $2', ['x', true], false);
    expect(touched.rowCount).toBe(1);
    const none = await run('SELECT 1 FROM probe WHERE note = $1', ['absent'], false);
    expect(none).toEqual({ rows: [], rowCount: 0 });
  });

  it('an error is thrown with its SQLSTATE, and the next statement runs', async () => {
    const err = await run('INSERT INTO probe (id) VALUES ($1)', ['00000000-0000-4000-8000-000000000001'], false).catch(
      (e: unknown) => e,
    );
    expect((err as { code?: string }).code).toBe('23505');
    const bad = await run('SELECT $1::int AS n', ['not a number'], false).catch((e: unknown) => e);
    expect((bad as { code?: string }).code).toBe('22P02');
    expect((await run('SELECT $1::int AS n', [7], false)).rows).toEqual([{ n: 7 }]);
  });
});
