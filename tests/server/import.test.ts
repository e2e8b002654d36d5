import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportErrorResponse, ListResponse, StudentDto } from '../../src/api/types.js';
import {
  ADMIN_EMAIL,
  INSTRUCTOR_EMAIL,
  STUDENT_EMAIL,
  call,
  createTestApp,
  login,
  mailQueueDrained,
  rowCount,
  waitFor,
  type TestApp,
} from './helpers.js';
import { addGroup, createOtherSchool, demoIds } from './schoolFixtures.js';
import { PNG, importFixture, multipart, multipartWithoutFile, studentRows, workbook } from './uploadFixtures.js';

let t: TestApp;
let admin: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
let other: Awaited<ReturnType<typeof createOtherSchool>>;

beforeAll(async () => {
  t = await createTestApp({ captureMail: true });
  admin = await login(t.app, ADMIN_EMAIL);
  ids = await demoIds(t.db);
  other = await createOtherSchool(t.db);
});
afterAll(async () => {
  await t?.close();
});

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const upload = (groupId: number, data: Buffer, options: { name?: string; type?: string; lang?: string; token?: string } = {}) =>
  call(t.app, {
    method: 'POST',
    url: `/api/students/import/${groupId}`,
    token: options.token ?? admin,
    lang: options.lang,
    ...multipart(data, options.name ?? 'students.xlsx', options.type ?? XLSX_TYPE),
  });
const studentsOf = async (groupId: number) => {
  const res = await call(t.app, { method: 'GET', url: `/api/students?groupId=${groupId}&size=100`, token: admin });
  return res.json<ListResponse<StudentDto>>().objects;
};

describe('a successful import', () => {
  it('reads a file written like Excel: hyperlinked emails, rich text, formulas, number phones, any header case', async () => {
    const group = await addGroup(t.db, ids.schoolId, 'Excel group');
    const data = await workbook(
      [
        ['NAME', 'Last name', 'E-mail', 'Phone', 'Study Format'],
        ['Anna', 'Berg', { text: 'Anna.Berg@Example.test', hyperlink: 'mailto:Anna.Berg@Example.test' }, 79161234567, 'ONLINE'],
        [
          { richText: [{ text: 'Бо' }, { font: { bold: true }, text: 'рис' }] },
          ' Годунов ',
          'boris@example.test',
          '+7 916 123-45-67',
          'offline',
        ],
        ['Cleo', 'Day', { formula: 'LOWER("CLEO@EXAMPLE.TEST")', result: 'cleo@example.test' }, null, 'Online'],
        [],
        ['', '', '', '', ''],
      ],
      (sheet) => {
        sheet.getColumn(4).numFmt = '0';
      },
    );
    const res = await upload(group, data);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Students imported: 3. Each of them has been sent an invitation to set a password.',
      imported: 3,
    });

    const students = await studentsOf(group);
    expect(students.map((s) => [s.name, s.lastname, s.email, s.phoneNumber, s.studyFormat, s.groupName])).toEqual(
      expect.arrayContaining([
        ['Anna', 'Berg', 'anna.berg@example.test', '79161234567', 'ONLINE', 'Excel group'],
        ['Борис', 'Годунов', 'boris@example.test', '+7 916 123-45-67', 'OFFLINE', 'Excel group'],
        ['Cleo', 'Day', 'cleo@example.test', '', 'ONLINE', 'Excel group'],
      ]),
    );
    expect(students).toHaveLength(3);

    // Each new student gets an invitation; the link sets a password and logs them in.
    // Picked by address: other tests' invitations may be on their way at the same time.
    const invited = ['anna.berg@example.test', 'boris@example.test', 'cleo@example.test'];
    const toInvited = () => t.mail.filter((m) => invited.includes(m.to));
    await waitFor(() => (toInvited().length >= 3 ? true : undefined), 10_000, 'three invitations');
    const mails = toInvited();
    expect(mails.map((m) => m.to).sort()).toEqual(invited);
    for (const mail of mails) expect(mail.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]{20,}/);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mails.find((m) => m.to === 'boris@example.test')!.text)![1];
    const set = await call(t.app, { method: 'PUT', url: '/api/auth/updatePassword', payload: { token, password: 'boris1' } });
    expect(set.json().authority).toBe('STUDENT');
    expect(await login(t.app, 'boris@example.test', 'boris1')).toEqual(expect.any(String));
  });

  it('imports the LibreOffice file with English headers', async () => {
    const group = await addGroup(t.db, ids.schoolId, 'LibreOffice EN');
    const res = await upload(group, importFixture('libreoffice-en.xlsx'));
    expect(res.json()).toEqual({ message: expect.stringContaining('Students imported: 3.'), imported: 3 });
    const students = await studentsOf(group);
    expect(students.map((s) => `${s.name} ${s.lastname} <${s.email}> ${s.phoneNumber} ${s.studyFormat}`).sort()).toEqual([
      'Alice Brown <alice.brown@example.test> 79161234567 ONLINE',
      'Bob Stone <bob.stone@example.test> +1 415 555 0100 OFFLINE',
      'Carol White <carol.white@example.test>  ONLINE',
    ]);
  });

  it('imports the LibreOffice file with Russian headers and Cyrillic names, answering in Russian', async () => {
    const group = await addGroup(t.db, ids.schoolId, 'LibreOffice RU');
    const res = await upload(group, importFixture('libreoffice-ru.xlsx'), { lang: 'ru', name: 'Студенты.xlsx' });
    expect(res.json()).toEqual({ message: 'Импортировано студентов: 4. Каждому отправлено приглашение задать пароль.', imported: 4 });
    const students = await studentsOf(group);
    expect(students.map((s) => `${s.lastname} ${s.name} ${s.phoneNumber} ${s.studyFormat}`).sort()).toEqual([
      'Ёжиков Фёдор  ONLINE',
      'Иванова Мария 79161234567 ONLINE',
      'Петров Пётр 89031112233 OFFLINE',
      'Сидорова Ольга +7 (916) 000-00-00 OFFLINE',
    ]);
  });
});

describe('a refused import writes nothing', () => {
  it('lists every bad row of the LibreOffice error file with its number and reason', async () => {
    const before = await rowCount(t.db, 'users');
    const res = await upload(ids.group['Python Basics'], importFixture('libreoffice-errors.xlsx'));
    expect(res.statusCode).toBe(400);
    expect(res.json<ImportErrorResponse>()).toEqual({
      message: 'Nothing was imported: 6 problem(s) found. Fix the rows listed and upload the file again.',
      status: 400,
      errors: [
        { row: 3, field: 'name', reason: 'The name is missing.' },
        { row: 4, field: 'email', reason: 'The email "not-an-email" is not valid.' },
        { row: 5, field: 'email', reason: 'The email ok1@example.test is also in row 2.' },
        { row: 6, field: 'email', reason: 'The email student@demo.test already belongs to an account.' },
        { row: 7, field: 'studyFormat', reason: 'Unknown study format "hybrid": write ONLINE or OFFLINE.' },
        { row: 8, field: 'studyFormat', reason: 'The study format is missing.' },
      ],
    });
    expect(await rowCount(t.db, 'users')).toBe(before);
  });

  it('does not write the good rows of a refused file, not even after answering', async () => {
    const group = await addGroup(t.db, ids.schoolId, 'Half good');
    const data = await workbook([
      ['Name', 'Lastname', 'Email', 'Phone', 'Study format'],
      ['Good', 'Row', 'good.row.check@example.test', '79160000001', 'ONLINE'],
      ['Bad', 'Row', 'bad.row.check@example.test', '79160000002', 'evening'],
    ]);
    const res = await upload(group, data);
    expect(res.statusCode).toBe(400);
    expect(res.json<ImportErrorResponse>().errors).toEqual([
      { row: 3, field: 'studyFormat', reason: 'Unknown study format "evening": write ONLINE or OFFLINE.' },
    ]);
    // Work that outlives the answer (the mail kick of onResponse) has finished once the queue is
    // drained: no invitation went into it, and no account was written meanwhile.
    await mailQueueDrained(t.db);
    expect(
      await rowCount(t.db, 'mail_queue', (eb) => eb('to_address', 'in', ['good.row.check@example.test', 'bad.row.check@example.test'])),
    ).toBe(0);
    const written = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['good.row.check@example.test', 'bad.row.check@example.test'])
      .execute();
    expect(written).toEqual([]);
    expect(await studentsOf(group)).toEqual([]);
  });

  it('says so in Russian', async () => {
    const res = await upload(ids.group['Python Basics'], importFixture('libreoffice-errors.xlsx'), { lang: 'ru' });
    const body = res.json<ImportErrorResponse>();
    expect(body.message).toBe('Ничего не импортировано: найдено проблем — 6. Исправьте указанные строки и загрузите файл снова.');
    expect(body.errors[0]).toEqual({ row: 3, field: 'name', reason: 'Не заполнено поле «имя».' });
    expect(body.errors[2].reason).toBe('Адрес электронной почты ok1@example.test также указан в строке 2.');
  });

  it('refuses a file whose students are already there (importing twice)', async () => {
    const data = await workbook([
      ['Name', 'Lastname', 'Email', 'Phone', 'Study format'],
      ['Twice', 'One', 'twice.one@example.test', '', 'ONLINE'],
      ['Once', 'Only', 'once.only@example.test', '', 'ONLINE'],
    ]);
    const first = await addGroup(t.db, ids.schoolId);
    expect((await upload(first, data)).statusCode).toBe(200);
    const second = await addGroup(t.db, ids.schoolId);
    const res = await upload(second, data);
    expect(res.statusCode).toBe(400);
    expect(res.json<ImportErrorResponse>().errors.map((e) => `${e.row}:${e.field}`)).toEqual(['2:email', '3:email']);
    expect(await studentsOf(second)).toEqual([]);
  });

  it('names the missing header columns', async () => {
    const data = await workbook([
      ['Имя', 'Phone', 'Notes'],
      ['Ann', '1', ''],
    ]);
    const res = await upload(ids.group['Python Basics'], data);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The first row must name the columns. Missing: last name, email, study format.',
      status: 400,
      field: 'file',
      errors: [],
    });
    const ru = await upload(ids.group['Python Basics'], data, { lang: 'ru' });
    expect(ru.json().message).toBe('Первая строка должна называть столбцы. Не хватает: фамилия, почта, формат обучения.');
  });

  it('refuses a sheet with a header and no students', async () => {
    const res = await upload(ids.group['Python Basics'], await workbook([['Name', 'Lastname', 'Email', 'Format']]));
    expect(res.json()).toEqual({ message: 'The file has no student rows below the header.', status: 400, field: 'file', errors: [] });
  });

  it(`refuses more than 5,000 rows with a clear message`, async () => {
    const before = await rowCount(t.db, 'users');
    const res = await upload(ids.group['Python Basics'], await workbook(studentRows(5001, 'toomany')));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The file has more than 5000 student rows; at most 5000 can be imported at once. Split it into several files.',
      status: 400,
      field: 'file',
      errors: [],
    });
    expect(await rowCount(t.db, 'users')).toBe(before);
  });
});

describe('what is not an .xlsx', () => {
  it.each([
    ['a CSV named .xlsx', Buffer.from('name,lastname,email,studyFormat\nAnn,Lee,ann@example.test,ONLINE\n'), 'students.xlsx'],
    ['a PNG named .xlsx', PNG, 'students.xlsx'],
    ['an empty file', Buffer.alloc(0), 'students.xlsx'],
    [
      'an old .xls (OLE2)',
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]),
      'students.xls',
    ],
  ])('refuses %s with 415', async (_, data, name) => {
    const res = await upload(ids.group['Python Basics'], data, { name });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'The file must be an Excel workbook (.xlsx). Open an .xls or .csv file and save it as .xlsx.',
      status: 415,
      field: 'file',
    });
  });

  it('refuses a zip that is not a workbook with 415', async () => {
    // The workbook's zip with its parts renamed: still a zip, no longer a workbook.
    const zip = Buffer.from(
      importFixture('libreoffice-en.xlsx').toString('latin1').replaceAll('xl/', 'zz/').replaceAll('[Content_Types]', '[Content_Typez]'),
      'latin1',
    );
    const res = await upload(ids.group['Python Basics'], zip);
    expect(res.statusCode).toBe(415);
  });

  it('says so in Russian', async () => {
    const res = await upload(ids.group['Python Basics'], PNG, { lang: 'ru' });
    expect(res.json().message).toBe('Нужен файл Excel (.xlsx). Откройте файл .xls или .csv и сохраните его как .xlsx.');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const res = await upload(ids.group['Python Basics'], Buffer.alloc(10 * 1024 * 1024 + 1, 0x41));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file is too large: at most 10 MB.', status: 413, field: 'file' });
  });

  it('asks for a file when none is sent', async () => {
    const none = await call(t.app, {
      method: 'POST',
      url: `/api/students/import/${ids.group['Python Basics']}`,
      token: admin,
      ...multipartWithoutFile(),
    });
    expect(none.json()).toEqual({ message: 'Attach an .xlsx file in the field "file".', status: 400, field: 'file' });
    const json = await call(t.app, {
      method: 'POST',
      url: `/api/students/import/${ids.group['Python Basics']}`,
      token: admin,
      payload: { file: 'x' },
    });
    expect(json.json()).toMatchObject({ status: 400, field: 'file' });
  });
});

describe('the group and the caller', () => {
  it("answers 404 for another school's group, a group in the trash, or none; 400 for a bad id", async () => {
    const file = importFixture('libreoffice-ru.xlsx');
    const trashed = await addGroup(t.db, ids.schoolId);
    await t.db.updateTable('groups').set({ deleted_at: new Date() }).where('id', '=', trashed).execute();
    for (const group of [other.groupId, trashed, 999999]) {
      const res = await upload(group, file);
      expect(res.statusCode).toBe(404);
    }
    const bad = await call(t.app, { method: 'POST', url: '/api/students/import/abc', token: admin, ...multipart(file, 'a.xlsx') });
    expect(bad.json()).toMatchObject({ status: 400, field: 'groupId' });
  });

  it.each([INSTRUCTOR_EMAIL, STUDENT_EMAIL])('refuses %s with 403', async (email) => {
    const before = await rowCount(t.db, 'users');
    const res = await upload(ids.group['Python Basics'], await workbook(studentRows(2, 'forbidden')), { token: await login(t.app, email) });
    expect(res.statusCode).toBe(403);
    expect(await rowCount(t.db, 'users')).toBe(before);
  });
});

describe('a full file of 5,000 students', () => {
  // How fast is the bench's business (npm run bench student-import), not a unit test's.
  it('imports them all in one go', async () => {
    const group = await addGroup(t.db, ids.schoolId, 'Bulk');
    const data = await workbook(studentRows(5000, 'bulk'));
    const res = await upload(group, data);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toBe(5000);
    const listed = await call(t.app, { method: 'GET', url: `/api/students?groupId=${group}&size=1`, token: admin });
    expect(listed.json().count).toBe(5000);
    // Every invitation was queued in the same transaction. Their delivery is the mail queue's
    // business (tested above and in mailQueue.test.ts): mark them sent so the suite need not wait.
    expect(await rowCount(t.db, 'mail_queue', (eb) => eb('to_address', 'like', '%@bulk.test'))).toBe(5000);
    await t.db
      .updateTable('mail_queue')
      .set({ sent_at: new Date() })
      .where('to_address', 'like', '%@bulk.test')
      .where('sent_at', 'is', null)
      .execute();
  }, 60_000);
});
