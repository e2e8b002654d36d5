import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, type Language } from '../../../src/api/constants.js';
import type { ImportRowError } from '../../../src/api/types.js';
import type { AppDeps } from '../../appDeps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pathParams, responses } from '../../lib/schemas.js';
import { t, type MessageKey } from '../../i18n/index.js';
import { ADMIN_ONLY, currentUser } from '../../plugins/auth.js';
import { megabytes, readUpload, uploadBodySchema, uploadPreValidation } from '../files/readUpload.js';
import { MAX_UNZIPPED_BYTES, parseStudentWorkbook, sortProblems, type RowProblem } from './importParser.js';
import { createInvited, creatorLanguage, isUniqueViolation, kickMailAfterResponse } from './personFields.js';
import * as repo from './repository.js';
import { importErrorSchema, importResponseSchema } from './schemas.js';
import { assertWithinLimit } from '../../lib/tariffLimits.js';
import { Slots } from '../../lib/slots.js';
import { typed } from '../../lib/typedRoutes.js';

/** The kinds of bytes that may be an .xlsx: file-type names OOXML workbooks, or a bare zip. */
const WORKBOOK_TYPES = new Set(['xlsx', 'zip']);
const notXlsx = () => new AppError(415, 'import.notXlsx', {}, { field: 'file' });

/**
 * Imports running at once in this process. Reading a file may take up to MAX_UNZIPPED_BYTES of
 * text in memory, so the bound keeps a burst of uploads (anyone can sign up a school and be its
 * admin) from taking the process's memory; one admin's import is rarely refused by another's.
 */
export const IMPORT_CONCURRENCY = 2;
export const importSlots = new Slots(IMPORT_CONCURRENCY);
/** Seconds a refused client is asked to wait: a full import takes a few. */
const BUSY_RETRY_SECONDS = 5;

function translateProblem(lang: Language, problem: RowProblem): ImportRowError {
  const column = t(lang, `import.columns.${problem.field}` as MessageKey);
  return {
    row: problem.row,
    field: problem.field,
    reason: t(lang, `import.${problem.reason}` as MessageKey, { column, ...problem.params }),
  };
}

/** POST students/import/{groupId}: students from an .xlsx sheet, all or nothing. */
export async function importStudentsRoute(app: FastifyInstance, deps: AppDeps) {
  const routes = typed(app);
  const { db } = deps;

  routes.post(
    '/api/students/import/:groupId',
    {
      config: { roles: ADMIN_ONLY },
      preValidation: uploadPreValidation,
      onResponse: kickMailAfterResponse(deps),
      schema: {
        tags: ['students'],
        summary: 'Import students into a group from an Excel (.xlsx) file',
        description:
          `Multipart with one .xlsx file in the field "file" (at most ${megabytes(IMPORT_MAX_BYTES)} MB, ` +
          `${megabytes(MAX_UNZIPPED_BYTES)} MB once unpacked, ${IMPORT_MAX_ROWS} rows). ` +
          'The first non-empty row names the columns, in English or Russian and in any order: name/имя, lastname/фамилия, ' +
          'email/почта, phone/телефон (optional), studyFormat/формат обучения (ONLINE or OFFLINE, also онлайн/офлайн). ' +
          'Every row is checked before anything is written: on any problem nothing is imported and the 400 lists each bad ' +
          'row. Otherwise all rows are created in one transaction and each new student is emailed an invitation. ' +
          `At most ${IMPORT_CONCURRENCY} imports run at once: past that the answer is 429 with Retry-After.`,
        consumes: ['multipart/form-data'],
        params: pathParams('groupId'),
        body: uploadBodySchema,
        response: responses({ 200: importResponseSchema, 400: importErrorSchema }),
      },
    },
    async (request, reply) => {
      const { schoolId } = currentUser(request);
      const { groupId } = request.params;
      if (!(await repo.groupIsLive(db, schoolId, groupId))) throw notFound();

      const { data } = await readUpload(request, IMPORT_MAX_BYTES, { tooLarge: 'import.tooLarge', noFile: 'import.noFile' });
      // The bytes decide, never the name or the Content-Type the browser guessed.
      const sniffed = await fileTypeFromBuffer(data);
      if (!sniffed || !WORKBOOK_TYPES.has(sniffed.ext)) throw notXlsx();

      // Taken once the upload is in, so a slow sender holds no place while it trickles.
      const release = importSlots.tryTake();
      if (!release) {
        reply.header('retry-after', String(BUSY_RETRY_SECONDS));
        throw new AppError(429, 'import.busy', {}, { field: 'file' });
      }
      let answer: Awaited<ReturnType<typeof importFile>>;
      try {
        answer = await importFile(deps, request.lang, creatorLanguage(request), data, schoolId, groupId);
      } finally {
        release();
      }
      return reply.status(answer.status).send(answer.body);
    },
  );
}

/** Reads, checks and writes one uploaded workbook: the answer's status and body. */
async function importFile(deps: AppDeps, lang: Language, creator: Language | null, data: Buffer, schoolId: number, groupId: number) {
  const { db } = deps;
  // A refusal of the whole file is an ImportErrorResponse too, with no row to list.
  const refuseFile = (message: string) => ({ status: 400, body: { message, status: 400, field: 'file', errors: [] } });
  const sheet = await parseStudentWorkbook(data);
  switch (sheet.kind) {
    case 'notWorkbook':
      throw notXlsx();
    case 'tooLarge':
      throw new AppError(413, 'import.tooLargeUnpacked', { mb: megabytes(MAX_UNZIPPED_BYTES) }, { field: 'file' });
    case 'missingColumns': {
      const columns = sheet.columns.map((c) => t(lang, `import.columns.${c}`)).join(', ');
      return refuseFile(t(lang, 'import.missingColumns', { columns }));
    }
    case 'noRows':
      return refuseFile(t(lang, 'import.noRows'));
    case 'tooManyRows':
      return refuseFile(t(lang, 'import.tooManyRows', { limit: IMPORT_MAX_ROWS }));
  }

  const students = sheet.students;
  const rejection = async (problems: RowProblem[]) => {
    const taken = await repo.takenEmails(
      db,
      schoolId,
      students.map((s) => s.email),
    );
    for (const student of students) {
      const inSchool = taken.get(student.email);
      if (inSchool === undefined) continue;
      // Another school's account is not named as one: the address is only unusable.
      problems.push({
        row: student.row,
        field: 'email',
        reason: inSchool ? 'emailTaken' : 'emailUnavailable',
        params: { value: student.email },
      });
    }
    if (!problems.length) return null;
    const errors = sortProblems(problems).map((p) => translateProblem(lang, p));
    // The answer's body, not a sent reply: an awaited reply resolves to undefined, which
    // once let a refused file's good rows through.
    return { message: t(lang, 'import.rejected', { count: errors.length }), status: 400, errors };
  };
  const refused = await rejection([...sheet.problems]);
  if (refused) return { status: 400, body: refused };

  let ids: number[];
  try {
    const people = students.map((s) => ({ ...s, groupId }));
    // One transaction for every student and their queued invitation; the answer does not
    // wait for thousands of emails to go out.
    ids = await createInvited(deps, creator, schoolId, async (trx) => {
      // The whole file or nothing: a file that would cross the plan's limit imports no row.
      await assertWithinLimit(trx, schoolId, 'students', people.length, lang);
      return repo.insertStudents(trx, schoolId, people);
    });
  } catch (err) {
    // Another request took one of the emails between the check and the insert.
    const late = isUniqueViolation(err) ? await rejection([]) : null;
    if (late) return { status: 400, body: late };
    throw err;
  }
  return { status: 200, body: { message: t(lang, 'import.imported', { count: ids.length }), imported: ids.length } };
}
