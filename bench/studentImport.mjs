// student-import: POST /api/students/import/{groupId} with a 5,000-row .xlsx, on PGlite and
// on PostgreSQL side by side: seconds from upload to answer. Target: under 10 s.
import ExcelJS from 'exceljs';
import { table } from './lib/format.mjs';
import { buildServer, databaseKinds, startApi } from './lib/apiServer.mjs';

const ROWS = 5000;
const RUNS = 2;

async function makeWorkbook(run) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Students');
  sheet.addRow(['Name', 'Lastname', 'Email', 'Phone', 'Study format']);
  for (let i = 1; i <= ROWS; i++) {
    sheet.addRow([
      `Student${i}`,
      i % 2 ? 'Иванов' : 'Smith',
      `import${run}-${i}@bench.test`,
      79000000000 + i,
      i % 3 ? 'ONLINE' : 'OFFLINE',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export default {
  name: 'student-import',
  title: 'Excel import of 5,000 students into a group: seconds, PGlite vs PostgreSQL',
  async run(ctx) {
    buildServer(ctx.root, ctx.log);
    const kinds = await databaseKinds(ctx);
    const files = [];
    for (let run = 0; run < RUNS; run++) files.push(await makeWorkbook(run));
    ctx.log(`made ${RUNS} workbooks of ${ROWS} rows (${(files[0].length / 1024).toFixed(0)} KiB each)`);
    const results = {};
    for (const kind of kinds) {
      const api = await startApi(ctx.root, kind, ctx.log);
      try {
        const token = await api.login('admin@demo.test');
        const group = await api.db.selectFrom('groups').select('id').orderBy('id').executeTakeFirstOrThrow();
        results[kind] = [];
        for (let run = 0; run < RUNS; run++) {
          const form = new FormData();
          form.append(
            'file',
            new Blob([files[run]], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
            `students-${run}.xlsx`,
          );
          const t0 = performance.now();
          const res = await api.call('POST', `/api/students/import/${group.id}`, { token, body: form });
          const seconds = (performance.now() - t0) / 1000;
          if (res.status !== 200) throw new Error(`import answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
          results[kind].push({ seconds, imported: res.body.imported });
          ctx.log(`${kind} run ${run + 1}: ${res.body.imported} imported in ${seconds.toFixed(2)} s`);
        }
      } finally {
        await api.close();
      }
    }
    const columns = [
      { title: 'database', align: 'left' },
      { title: 'rows' },
      ...Array.from({ length: RUNS }, (_, i) => ({ title: `run ${i + 1} s` })),
      { title: 'best s' },
    ];
    ctx.print(
      table(
        columns,
        kinds.map((k) => [
          k,
          results[k][0].imported,
          ...results[k].map((r) => r.seconds.toFixed(2)),
          Math.min(...results[k].map((r) => r.seconds)).toFixed(2),
        ]),
      ),
    );
    if (kinds.length === 2) {
      const best = (k) => Math.min(...results[k].map((r) => r.seconds));
      ctx.print(`pglite / postgres: ${(best('pglite') / best('postgres')).toFixed(2)}×`);
    }
    ctx.print('target: a 5,000-row import under 10 s (parse, check every row, one transaction, invitations queued)');
    return results;
  },
};
