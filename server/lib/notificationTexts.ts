import { ROLE_HOME, type Language, type Role } from '../../src/api/constants.js';
import { formatDateTime, formatMomentDay, formatTime } from '../../src/api/dateFormat.js';
import { t, type MessageKey, type MessageParams } from '../i18n/index.js';
import { NOTIFICATION_KINDS, type NotificationKind } from './notificationKinds.js';

/*
 * What a notification says and where it leads, built when it is read from its kind and the
 * params recorded with it: in the reader's language, with times in the school's timezone
 * (in the reader's language: src/api/dateFormat.ts), and a link into the reader's area. The paths mirror the app's
 * routes (src/learning/student/studentPaths.ts, src/learning/shared/learningPaths.ts with the
 * tasks panel's ?task=…&answers=…, the area's /calendar); those modules import React, so they
 * are written out here. Params missing from an old row leave a blank, never an error.
 */

export interface NotificationText {
  title: string;
  text: string;
  /** A path inside the reader's area, or null when the thing has no page. */
  link: string | null;
}

export interface Reader {
  lang: Language;
  role: Role;
  /** The school's IANA timezone, for dates in the text. */
  timeZone: string;
}

type Params = Record<string, unknown>;

const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const id = (value: unknown): string | null => (Number.isInteger(value) && (value as number) > 0 ? String(value) : null);

/** When a moment is, on the school's wall clock, worded in the reader's language (src/api/dateFormat.ts); the day alone when `withTime` is false. */
export function formatSchoolTime(value: unknown, lang: Language, timeZone: string, withTime = true): string {
  const iso = value instanceof Date ? value.toISOString() : str(value);
  return withTime ? formatDateTime(iso, lang, timeZone) : formatMomentDay(iso, lang, timeZone);
}

/** "5 of 10 points" / "5 баллов из 10", the unit agreeing with the number in each language. */
function pointsPhrase(lang: Language, points: unknown, maxPoints: unknown): string {
  const counted = lang === 'ru' ? Number(points) : Number(maxPoints);
  const rule = new Intl.PluralRules(lang).select(Number.isFinite(counted) ? counted : 0) as
    'one' | 'few' | 'many' | 'other' | 'zero' | 'two';
  const unit = t(lang, `notifications.pointUnits.${rule === 'zero' || rule === 'two' ? 'other' : rule}` as MessageKey);
  return t(lang, 'notifications.points', { points: str(points), maxPoints: str(maxPoints), unit });
}

/** When an event happens, as its reader's school sees it: a day (or days) when all-day, else a time span. */
function eventWhen(params: Params, lang: Language, timeZone: string): string {
  const start = str(params.start);
  const end = str(params.end);
  if (params.allDay === true) {
    const first = formatSchoolTime(start, lang, timeZone, false);
    // An all-day event ends at the midnight after its last day.
    const endDate = new Date(end);
    const last = Number.isNaN(endDate.getTime()) ? '' : formatSchoolTime(new Date(endDate.getTime() - 1), lang, timeZone, false);
    return last && last !== first ? `${first} – ${last}` : first;
  }
  const from = formatSchoolTime(start, lang, timeZone);
  if (!end) return from;
  // Same day: the end's time only.
  return formatSchoolTime(start, lang, timeZone, false) === formatSchoolTime(end, lang, timeZone, false)
    ? `${from}–${formatTime(end, lang, { timeZone })}`
    : `${from} – ${formatSchoolTime(end, lang, timeZone)}`;
}

function joined(...parts: string[]): string {
  return parts.filter(Boolean).join(' ');
}

const key = (kind: string, name: string) => `notifications.kinds.${kind}.${name}` as MessageKey;

function studentTaskLink(p: Params): string | null {
  const [c, l, task] = [id(p.courseId), id(p.lessonId), id(p.taskId)];
  return c && l && task ? `${ROLE_HOME.STUDENT}/courses/${c}/lessons/${l}/tasks/${task}` : null;
}

function studentTestLink(p: Params): string | null {
  const [c, l, test] = [id(p.courseId), id(p.lessonId), id(p.testId)];
  return c && l && test ? `${ROLE_HOME.STUDENT}/courses/${c}/lessons/${l}/tests/${test}` : null;
}

/** The instructor's lesson page with the task's review open on its waiting answers. */
function reviewLink(p: Params): string | null {
  const [c, l, task] = [id(p.courseId), id(p.lessonId), id(p.taskId)];
  return c && l && task ? `${ROLE_HOME.INSTRUCTOR}/courses/${c}/lessons/${l}?tab=tasks&task=${task}&answers=waiting` : null;
}

function testOutcome(lang: Language, p: Params): string {
  const points = pointsPhrase(lang, p.pointsReceived, p.maxPoints);
  const outcome = p.awaitingReview === true ? 'awaitingReview' : p.passed === true ? 'passed' : 'failed';
  return joined(
    p.status === 'TIME_UP' ? t(lang, 'notifications.kinds.test.timeUp') : '',
    t(lang, `notifications.kinds.test.${outcome}`, { points }),
  );
}

function commentOf(lang: Language, p: Params): string {
  const comment = str(p.comment).trim();
  return comment ? t(lang, 'notifications.comment', { comment }) : '';
}

/** The title, text and link of one notification for one reader. */
export function notificationText(kind: NotificationKind | string, params: Params | null | undefined, reader: Reader): NotificationText {
  const p = params ?? {};
  const { lang, role, timeZone } = reader;
  const names: MessageParams = {
    taskName: str(p.taskName),
    testName: str(p.testName),
    lessonName: str(p.lessonName),
    courseName: str(p.courseName),
    title: str(p.title),
    instructorFullName: str(p.instructorFullName),
  };
  const K = NOTIFICATION_KINDS;
  switch (kind) {
    case K.TASK_ANSWER_SUBMITTED: {
      const again = p.again === true;
      const student = str(p.studentFullName);
      return {
        title: t(lang, key(kind, again ? 'titleAgain' : 'title'), names),
        text: joined(
          t(lang, key(kind, again ? 'textAgain' : 'text'), { ...names, student }),
          p.late === true ? t(lang, key(kind, 'late')) : '',
        ),
        link: reviewLink(p),
      };
    }
    case K.TASK_ANSWER_ACCEPTED:
    case K.TASK_ANSWER_REGRADED:
      return {
        title: t(lang, key(kind, 'title'), names),
        text: joined(t(lang, key(kind, 'text'), { ...names, points: pointsPhrase(lang, p.points, p.maxPoints) }), commentOf(lang, p)),
        link: studentTaskLink(p),
      };
    case K.TASK_ANSWER_REJECTED:
      return {
        title: t(lang, key(kind, 'title'), names),
        text: joined(t(lang, key(kind, 'text'), names), commentOf(lang, p)),
        link: studentTaskLink(p),
      };
    case K.QUIZ_FINISHED:
    case K.QUIZ_REGRADED:
      return { title: t(lang, key(kind, 'title'), names), text: testOutcome(lang, p), link: studentTestLink(p) };
    case K.ANNOUNCEMENT_PUBLISHED:
      return { title: t(lang, key(kind, 'title')), text: str(p.text), link: `${ROLE_HOME[role]}/` };
    case K.TASK_CREATED:
      return {
        title: t(lang, key(kind, 'title'), names),
        text: t(lang, key(kind, 'text'), { ...names, deadline: formatSchoolTime(p.deadline, lang, timeZone) }),
        link: studentTaskLink(p),
      };
    case K.TEST_CREATED:
      return { title: t(lang, key(kind, 'title'), names), text: t(lang, key(kind, 'text'), names), link: studentTestLink(p) };
    case K.EVENT_PUBLISHED:
      return {
        title: t(lang, key(kind, p.eventType === 'SCHEDULE' ? 'titleSchedule' : 'title'), names),
        text: t(lang, key(kind, 'text'), { when: eventWhen(p, lang, timeZone) }),
        link: `${ROLE_HOME[role]}/calendar`,
      };
    case K.EVENT_CANCELLED: {
      const reason = str(p.reason).trim();
      return {
        title: t(lang, key(kind, 'title'), names),
        text: joined(
          t(lang, key(kind, 'text'), { ...names, when: eventWhen(p, lang, timeZone) }),
          reason ? t(lang, key(kind, 'reason'), { reason }) : '',
        ),
        link: `${ROLE_HOME[role]}/calendar`,
      };
    }
    case K.TASK_DEADLINE_SOON:
    case K.TASK_DEADLINE_CHANGED:
    case K.TASK_REMINDED:
      return {
        title: t(lang, key(kind, 'title'), names),
        text: t(lang, key(kind, 'text'), { ...names, deadline: formatSchoolTime(p.deadline, lang, timeZone) }),
        link: studentTaskLink(p),
      };
    default:
      return { title: t(lang, 'notifications.kinds.unknown.title'), text: '', link: null };
  }
}
