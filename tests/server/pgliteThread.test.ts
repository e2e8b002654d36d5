import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from '../../server/db/pgliteThread.js';

/*
 * The embedded database's thread runs each statement text prepared once
 * (server/db/pgliteWorkerSource.ts). It must answer exactly as PGlite's query() did: values
 * serialised and parsed by type, errors with their fields, schema changes followed, the
 * cache's bound kept, transactions and notifications as before.
 */

const DATE_OID = 1082;
let pg: PGliteThread;
beforeAll(async () => {
  pg = new PGliteThread({ dateOid: DATE_OID });
  await pg.waitReady;
  await pg.query(
    `create table items (id serial primary key, name text unique not null, due date, at timestamptz, data jsonb, tags int[], done boolean)`,
  );
  // The rows the other tests read: 'item 0' to 'item 2'. The first test writes rows of its own.
  await pg.query(`insert into items (name, done) values ('item 0', false), ('item 1', false), ('item 2', false)`);
});
afterAll(async () => {
  await pg?.close();
});

describe('PGlite thread, statements prepared once', () => {
  it('serialises parameters and parses columns by their types, the same on every run', async () => {
    const at = new Date('2026-11-26T10:00:00.123Z');
    for (let run = 0; run < 3; run++) {
      const name = `typed ${run}`;
      const inserted = await pg.query<{ id: number }>(
        `insert into items (name, due, at, data, tags, done) values ($1, $2, $3, $4, $5, $6) returning id`,
        [name, '2026-12-01', at, { answers: { 7: [1, 2] }, text: 'Привет' }, [3, 4], run % 2 === 0],
      );
      const { rows } = await pg.query(`select * from items where id = $1`, [inserted.rows[0]!.id]);
      expect(rows[0]).toEqual({
        id: inserted.rows[0]!.id,
        name,
        due: '2026-12-01',
        at,
        data: { answers: { 7: [1, 2] }, text: 'Привет' },
        tags: [3, 4],
        done: run % 2 === 0,
      });
    }
    const nulls = await pg.query(
      `insert into items (name, due, at, data, tags, done) values ($1, $2, $3, $4, $5, $6) returning due, at, data, tags, done`,
      ['nulls', null, null, null, null, undefined],
    );
    expect(nulls.rows[0]).toEqual({ due: null, at: null, data: null, tags: null, done: null });
  });

  it('counts affected rows', async () => {
    const result = await pg.query(`update items set done = $1 where name like $2`, [true, 'item %']);
    expect(result.affectedRows).toBe(3);
    expect(result.rows).toEqual([]);
  });

  it('raises a database error with its fields, and keeps working after it', async () => {
    const err = await pg.query(`insert into items (name) values ($1)`, ['item 0']).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505', constraint: 'items_name_key' });
    const syntax = await pg.query(`selec 1`).catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await pg.query(`select count(*)::int as n from items where name = $1`, ['item 0'])).rows).toEqual([{ n: 1 }]);
  });

  it("follows a change of a table's columns under a prepared statement", async () => {
    const read = () => pg.query(`select * from items where name = $1`, ['item 1']);
    expect(Object.keys((await read()).rows[0]!)).not.toContain('extra');
    await pg.query(`alter table items add column extra text default 'x'`);
    expect((await read()).rows[0]).toMatchObject({ name: 'item 1', extra: 'x' });
    await pg.query(`alter table items drop column extra`);
    expect(Object.keys((await read()).rows[0]!)).not.toContain('extra');
  });

  it('inside a transaction, answers the stale statement with its error, then prepares it again', async () => {
    const read = () => pg.query(`select * from items where name = $1`, ['item 2']);
    await read();
    await pg.query(`alter table items add column extra2 text default 'y'`);
    await pg.query('begin');
    await expect(read()).rejects.toMatchObject({ code: '0A000' });
    await pg.query('rollback');
    // The next transaction finds it prepared anew, not failing again.
    await pg.query('begin');
    expect((await read()).rows[0]).toMatchObject({ name: 'item 2', extra2: 'y' });
    await pg.query('commit');
    await pg.query(`alter table items drop column extra2`);
  });

  it('answers right beyond the bound of prepared statements', async () => {
    for (let i = 0; i < 520; i++) {
      const { rows } = await pg.query<{ n: number }>(`select $1::int + ${i} as n`, [1]);
      expect(rows[0]!.n).toBe(i + 1);
    }
    expect((await pg.query<{ n: number }>(`select $1::int + 0 as n`, [5])).rows[0]!.n).toBe(5);
    // The ones pushed out were closed, not left to grow the session's memory.
    const open = await pg.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where name like $1`, ['lms\\_%']);
    expect(open.rows[0]!.n).toBeLessThanOrEqual(500);
  });

  it('keeps a transaction failed after an error until it is rolled back', async () => {
    await pg.query('begin');
    await pg.query(`insert into items (name) values ($1)`, ['in tx']);
    await expect(pg.query(`insert into items (name) values ($1)`, ['item 0'])).rejects.toMatchObject({ code: '23505' });
    await expect(pg.query(`select 1`)).rejects.toMatchObject({ code: '25P02' });
    await pg.query('rollback');
    expect((await pg.query(`select count(*)::int as n from items where name = $1`, ['in tx'])).rows).toEqual([{ n: 0 }]);
  });

  it('delivers a notification before the answer of the statement that sent it', async () => {
    const order: string[] = [];
    const stop = pg.onNotification((channel, payload) => order.push(`${channel}:${payload}`));
    await pg.query('listen thread_test');
    await pg.query(`select pg_notify('thread_test', $1)`, ['hello']).then(() => order.push('answer'));
    stop();
    expect(order).toEqual(['thread_test:hello', 'answer']);
  });
});
