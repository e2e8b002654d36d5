// students-list: GET /api/students over 100,000 generated students, on PGlite and on
// PostgreSQL side by side: p50/p95 per request for a page of 20, by kind of query.
// Target on this machine: p95 under 20 ms for a page of 20.
import { sql } from 'kysely';
import { table } from './lib/format.mjs';
import { buildServer, ms, percentiles, postgresReachable, startApi } from './lib/apiServer.mjs';

const STUDENTS = 100_000;
const REQUESTS = 200;
const WARMUP = 20;

/** Fills the demo school with generated students in one statement per table. */
async function generateStudents(db, count) {
  const school = await db.selectFrom('schools').select('id').executeTakeFirstOrThrow();
  const groups = await db.selectFrom('groups').select('id').where('school_id', '=', school.id).execute();
  const groupIds = groups.map((g) => g.id);
  await sql`
    insert into users (school_id, role, first_name, last_name, email, phone)
    select ${school.id}, 'STUDENT',
      (array['Ivan','Anna','Maria','Oleg','Emily','James','Olga','Nikita','Sofia','Liam'])[1 + g % 10] || ' ' || g,
      (array['Petrov','Smirnova','Brown','Kuznetsov','Taylor','Volkova','Moore','Orlov','Davis','Novikova'])[1 + (g / 10) % 10],
      'bench' || g || '@students.test',
      '+7 9' || lpad((g % 100000000)::text, 8, '0')
    from generate_series(1, ${count}) g`.execute(db);
  await sql`
    insert into student_profiles (user_id, study_format, group_id)
    select id, case when id % 3 = 0 then 'OFFLINE' else 'ONLINE' end,
      (${sql.val(groupIds)}::int[])[1 + id % ${groupIds.length}]
    from users where email like 'bench%@students.test'`.execute(db);
  // What autovacuum does to a table after a bulk load: visibility map and statistics.
  await sql`vacuum analyze users`.execute(db);
  await sql`vacuum analyze student_profiles`.execute(db);
  return groupIds;
}

export default {
  name: 'students-list',
  title: 'GET /api/students over 100,000 students: p50/p95 for a page of 20, PGlite vs PostgreSQL',
  async run(ctx) {
    buildServer(ctx.root, ctx.log);
    const kinds = ['pglite'];
    if (await postgresReachable(ctx.root)) kinds.push('postgres');
    else ctx.log('PostgreSQL not reachable: PGlite only');
    const results = {};
    for (const kind of kinds) {
      const api = await startApi(ctx.root, kind, ctx.log);
      try {
        const started = Date.now();
        const groupIds = await generateStudents(api.db, STUDENTS);
        ctx.log(`${kind}: generated ${STUDENTS.toLocaleString('en-US')} students in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        const token = await api.login('admin@demo.test');
        const scenarios = [
          ['first page, no filter', () => '/api/students?page=1&size=20'],
          ['search a common name', () => '/api/students?page=1&size=20&search=ivan'],
          ['search one email', (i) => `/api/students?page=1&size=20&search=bench${1 + ((i * 7919) % STUDENTS)}@students.test`],
          ['search a phone fragment', (i) => `/api/students?page=1&size=20&search=${String(1000 + (i % 9000))}`],
          ['filter format + group', (i) => `/api/students?page=1&size=20&studyFormat=OFFLINE&groupId=${groupIds[i % groupIds.length]}`],
          ['page 2,000 of 5,000', () => '/api/students?page=2000&size=20'],
        ];
        results[kind] = {};
        for (const [label, url] of scenarios) {
          for (let i = 0; i < WARMUP; i++) await api.call('GET', url(i), { token });
          const samples = [];
          let errors = 0;
          let count = 0;
          for (let i = 0; i < REQUESTS; i++) {
            const t0 = performance.now();
            const res = await api.call('GET', url(i), { token });
            samples.push(performance.now() - t0);
            if (res.status !== 200) errors++;
            else count = res.body.count;
          }
          results[kind][label] = { ...percentiles(samples), errors, matches: count };
        }
      } finally {
        await api.close();
      }
    }
    const labels = Object.keys(results[kinds[0]]);
    ctx.print(`\n${STUDENTS.toLocaleString('en-US')} students, ${REQUESTS} sequential requests per row after ${WARMUP} warm-up, over loopback HTTP (ms)`);
    const columns = [{ title: 'query', align: 'left' }];
    for (const k of kinds) columns.push({ title: `${k} p50` }, { title: `${k} p95` });
    if (kinds.length === 2) columns.push({ title: 'p95 pglite/pg' });
    columns.push({ title: 'matches' }, { title: 'errors' });
    const rows = labels.map((label) => {
      const row = [label];
      for (const k of kinds) row.push(ms(results[k][label].p50), ms(results[k][label].p95));
      if (kinds.length === 2) row.push(`${(results.pglite[label].p95 / results.postgres[label].p95).toFixed(2)}×`);
      row.push(results[kinds[0]][label].matches, kinds.reduce((n, k) => n + results[k][label].errors, 0));
      return row;
    });
    ctx.print(table(columns, rows));
    const worst = Math.max(...kinds.flatMap((k) => labels.map((l) => results[k][l].p95)));
    ctx.print(`target: p95 under 20 ms for a page of 20; worst p95 now ${ms(worst)} ms`);
    return results;
  },
};

export { generateStudents };
