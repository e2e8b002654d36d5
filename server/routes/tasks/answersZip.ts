import { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Language } from '../../../src/api/constants.js';
import { formatDateTime } from '../../../src/api/dateFormat.js';
import type { Db } from '../../db/index.js';
import { t } from '../../i18n/index.js';
import { fullName } from '../../lib/names.js';
import type { FileStorage } from '../../lib/storage.js';
import { answersForZip, type ZipAnswer } from './answersZipRepository.js';

/*
 * "Download all answers": one zip of a task's answers, a folder per student named "Surname Name"
 * holding their files under the names they gave them and a note (answer.txt / ответ.txt) with the
 * text, links, status, points and comment. Files are read from storage one at a time as the zip
 * reaches them, so a task with gigabytes of answers never sits in memory.
 */

/** Characters no file system (Windows' being the strictest) takes in a name, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must not reach a file name
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;
const NAME_MAX = 120;

/** A name safe as one path segment on any system: unsafe characters become _, no leading or trailing dots or spaces. */
export function safeSegment(name: string): string {
  const cleaned = name
    .replace(UNSAFE, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+|\.+$/g, '')
    .trim();
  return cleaned.slice(0, NAME_MAX) || '_';
}

/** `name`, or "name (2)", "name (3)"… before its extension, whichever is not taken yet (ignoring case); marks it taken. */
export function uniqueIn(taken: Set<string>, name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

interface NoteContext {
  lang: Language;
  timeZone: string;
}

/** The note beside a student's files, in the downloader's language, times on the school's clock. */
function noteOf(answer: ZipAnswer, name: string, { lang, timeZone }: NoteContext): string {
  const lines = [
    `${t(lang, 'answersZip.student')}: ${name}`,
    `${t(lang, 'answersZip.sent')}: ${formatDateTime(answer.submittedAt.toISOString(), lang, timeZone)}`,
    `${t(lang, 'answersZip.status')}: ${t(lang, `answersZip.statuses.${answer.status}`)}`,
  ];
  if (answer.points !== null) lines.push(`${t(lang, 'answersZip.points')}: ${answer.points}`);
  if (answer.daysLate > 0) lines.push(t(lang, 'answersZip.late', { days: answer.daysLate }));
  if (answer.text.trim()) lines.push('', `${t(lang, 'answersZip.text')}:`, answer.text);
  if (answer.links.length) lines.push('', `${t(lang, 'answersZip.links')}:`, ...answer.links.map((link) => `- ${link}`));
  if (answer.files.length) {
    lines.push('', `${t(lang, 'answersZip.files')}:`);
    for (const file of answer.files) lines.push(`- ${file.name}${file.storageKey ? '' : ` ${t(lang, 'answersZip.missing')}`}`);
  }
  if (answer.comment) lines.push('', `${t(lang, 'answersZip.comment')}:`, answer.comment);
  // CRLF, so Windows' Notepad shows the lines too; a BOM, so it reads the UTF-8 right.
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** Adds a stored file whose bytes are read only when the zip reaches it (an empty entry if they are gone). */
function addStored(zip: yazl.ZipFile, storage: FileStorage, entry: string, key: string): void {
  zip.addReadStreamLazy(entry, { compress: false }, (done) => {
    storage.read(key).then(
      (stream) => done(null, stream ?? Readable.from([])),
      (err: unknown) => done(err as Error, Readable.from([])),
    );
  });
}

/** The zip of a task's answers, as a stream to send; the folders and names are decided before it starts. */
export async function answersZip(db: Db, storage: FileStorage, schoolId: number, taskId: number, note: NoteContext): Promise<Readable> {
  const answers = await answersForZip(db, schoolId, taskId);
  const zip = new yazl.ZipFile();
  const folders = new Set<string>();
  for (const answer of answers) {
    const name = fullName(answer.firstName, answer.lastName);
    const folder = uniqueIn(folders, safeSegment(`${answer.lastName} ${answer.firstName}`));
    // The note's name is taken first, so a student's file called answer.txt becomes "answer (2).txt".
    const names = new Set<string>();
    const noteName = uniqueIn(names, t(note.lang, 'answersZip.answerFile'));
    zip.addBuffer(Buffer.from(noteOf(answer, name, note)), `${folder}/${noteName}`);
    for (const file of answer.files) {
      if (file.storageKey) addStored(zip, storage, `${folder}/${uniqueIn(names, safeSegment(file.name))}`, file.storageKey);
    }
  }
  zip.end();
  return zip.outputStream as Readable;
}
