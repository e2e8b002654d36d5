import type { Language } from '../../../src/api/constants.js';
import type { AnnouncementDto, CourseDto, GroupDto, InstructorDto, StudentDto, TrashDto } from '../../../src/api/types.js';
import { t, type MessageKey } from '../../i18n/index.js';
import type { ExportCell, ExportTable } from '../../lib/tableExport.js';

/*
 * Each admin list as a table: the columns its screen shows (and the ones a narrow screen
 * hides), in the request's language. Lists of names (a course's groups) are joined with ", ".
 */

type Column<T> = [header: string, cell: (row: T) => ExportCell];

const column = (lang: Language, key: string) => t(lang, `exports.columns.${key}` as MessageKey);
const value = (lang: Language, key: string) => t(lang, `exports.values.${key}` as MessageKey);
const moment = (iso: string): ExportCell => ({ moment: new Date(iso) });
const day = (date: string | null): ExportCell => (date ? { day: date } : null);

function tableOf<T>(title: string, columns: Array<Column<T>>, rows: T[]): ExportTable {
  return { title, columns: columns.map(([header]) => ({ header })), rows: rows.map((row) => columns.map(([, cell]) => cell(row))) };
}

const sheet = (lang: Language, key: string) => t(lang, `exports.sheets.${key}` as MessageKey);

export function studentsTable(lang: Language, rows: StudentDto[]): ExportTable {
  const c = (key: string) => column(lang, key);
  return tableOf<StudentDto>(
    sheet(lang, 'students'),
    [
      [c('lastName'), (s) => s.lastname],
      [c('firstName'), (s) => s.name],
      [c('email'), (s) => s.email],
      [c('phone'), (s) => s.phoneNumber],
      [c('studyFormat'), (s) => value(lang, s.studyFormat)],
      [c('group'), (s) => s.groupName ?? value(lang, 'noGroup')],
      [c('status'), (s) => value(lang, s.isBlocked ? 'blocked' : 'allowed')],
      [c('createdAt'), (s) => moment(s.createdAt)],
    ],
    rows,
  );
}

export function instructorsTable(lang: Language, rows: InstructorDto[]): ExportTable {
  const c = (key: string) => column(lang, key);
  return tableOf<InstructorDto>(
    sheet(lang, 'instructors'),
    [
      [c('lastName'), (i) => i.lastName],
      [c('firstName'), (i) => i.name],
      [c('email'), (i) => i.email],
      [c('phone'), (i) => i.phoneNumber],
      [c('specialization'), (i) => i.specialization],
      [c('courses'), (i) => i.courses.map((course) => course.courseName).join(', ')],
      [c('createdAt'), (i) => moment(i.createdAt)],
    ],
    rows,
  );
}

export function groupsTable(lang: Language, rows: GroupDto[]): ExportTable {
  const c = (key: string) => column(lang, key);
  return tableOf<GroupDto>(
    sheet(lang, 'groups'),
    [
      [c('name'), (g) => g.groupName],
      [c('description'), (g) => g.description],
      [c('dateOfFinish'), (g) => day(g.dateOfFinish)],
      [c('status'), (g) => value(lang, g.isFinished ? 'finished' : 'active')],
      [c('students'), (g) => g.studentsCount],
      [c('createdAt'), (g) => moment(g.createdAt)],
    ],
    rows,
  );
}

export function coursesTable(lang: Language, rows: CourseDto[]): ExportTable {
  const c = (key: string) => column(lang, key);
  return tableOf<CourseDto>(
    sheet(lang, 'courses'),
    [
      [c('name'), (course) => course.courseName],
      [c('description'), (course) => course.description],
      [c('dateOfFinish'), (course) => day(course.dateOfFinish)],
      [c('groups'), (course) => course.groups.map((g) => g.groupName).join(', ')],
      [c('instructors'), (course) => course.instructors.map((i) => i.fullName).join(', ')],
      [c('students'), (course) => course.studentsCount],
      [c('createdAt'), (course) => moment(course.createdAt)],
    ],
    rows,
  );
}

export function announcementsTable(lang: Language, rows: AnnouncementDto[]): ExportTable {
  const c = (key: string) => column(lang, key);
  return tableOf<AnnouncementDto>(
    sheet(lang, 'announcements'),
    [
      [c('text'), (a) => a.text],
      [c('group'), (a) => a.groupName ?? value(lang, 'allGroups')],
      [c('active'), (a) => value(lang, a.isActive ? 'yes' : 'no')],
      [c('author'), (a) => a.creator?.fullName ?? ''],
      [c('createdAt'), (a) => moment(a.createdAt)],
    ],
    rows,
  );
}

export function trashTable(lang: Language, rows: TrashDto[]): ExportTable {
  const c = (key: string) => column(lang, key);
  return tableOf<TrashDto>(
    sheet(lang, 'trash'),
    [
      [c('type'), (item) => value(lang, item.type)],
      [c('name'), (item) => item.name],
      [c('deletedBy'), (item) => item.deletedBy?.fullName ?? ''],
      [c('deletedAt'), (item) => moment(item.deletedAt)],
      [c('expiresAt'), (item) => moment(item.expiresAt)],
      [c('daysLeft'), (item) => item.daysLeft],
    ],
    rows,
  );
}
