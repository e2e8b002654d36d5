import { randomBytes } from 'node:crypto';
import type { Db } from '../index.js';
import type { FileStorage } from '../../lib/storage.js';

/*
 * The demo course's lessons: three lessons, each with a video, a link and a presentation. The
 * first two videos are YouTube links (thumbnail and player), the third another host (a plain
 * link). Dates are fixed, so tests see the same demo whatever their clock: all three lessons
 * are shown from January 2026 on.
 */

const LESSONS = [
  {
    name: 'Variables and types',
    showDate: '2026-01-12T10:00:00+03:00',
    video: {
      name: 'JavaScript in 100 seconds',
      link: 'https://www.youtube.com/watch?v=DHjqpvDnNGE',
      description: 'A quick tour before the lesson.',
    },
    link: { text: 'MDN: JavaScript data types', link: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Data_structures' },
    presentation: { name: 'Variables and types', description: 'Slides of the first lesson: let, const and the seven primitive types.' },
  },
  {
    name: 'Functions and scope',
    showDate: '2026-01-19T10:00:00+03:00',
    video: { name: 'JavaScript in one hour', link: 'https://youtu.be/W6NZfCO5SIk', description: '' },
    link: { text: 'javascript.info: functions', link: 'https://javascript.info/function-basics' },
    presentation: { name: 'Functions and scope', description: 'Declarations, arrow functions and closures.' },
  },
  {
    name: 'The DOM',
    showDate: '2026-01-26T10:00:00+03:00',
    video: { name: 'Working with the DOM', link: 'https://vimeo.com/76979871', description: 'Hosted outside YouTube: opens as a link.' },
    link: {
      text: 'MDN: Introduction to the DOM',
      link: 'https://developer.mozilla.org/en-US/docs/Web/API/Document_Object_Model/Introduction',
    },
    presentation: { name: 'The DOM', description: 'Finding, changing and creating elements.' },
  },
];

/** A small, valid one-page PDF showing a title (ASCII), with a correct cross-reference table. */
export function demoPdf(title: string): Buffer {
  const safe = title.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 24 Tf 72 720 Td (${safe}) Tj ET\nBT /F1 12 Tf 72 690 Td (Online School demo presentation) Tj ET\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, n) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${n + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Adds the demo lessons to a course inside the seed's transaction; answers their ids in order. */
export async function seedDemoLessons(
  trx: Db,
  demo: { schoolId: number; courseId: number; instructorId: number; storage?: FileStorage },
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, lesson] of LESSONS.entries()) {
    const { id: lesson_id } = await trx
      .insertInto('lessons')
      .values({
        school_id: demo.schoolId,
        course_id: demo.courseId,
        name: lesson.name,
        show_date: new Date(lesson.showDate),
        position: index + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(lesson_id);
    await trx
      .insertInto('videos')
      .values({ school_id: demo.schoolId, lesson_id, ...lesson.video })
      .execute();
    await trx
      .insertInto('links')
      .values({ school_id: demo.schoolId, lesson_id, ...lesson.link })
      .execute();

    // Stored the way an upload stores it: a random key, the sniffed type, the bytes in storage.
    const pdf = demoPdf(lesson.presentation.name);
    const key = `${randomBytes(18).toString('base64url')}.pdf`;
    await demo.storage?.put(key, pdf);
    const file = await trx
      .insertInto('files')
      .values({
        school_id: demo.schoolId,
        uploaded_by: demo.instructorId,
        storage_key: key,
        original_name: `${lesson.presentation.name.toLowerCase().replace(/\W+/g, '-')}.pdf`,
        mime: 'application/pdf',
        size: pdf.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('presentations')
      .values({ school_id: demo.schoolId, lesson_id, ...lesson.presentation, file_id: file.id })
      .execute();
  }
  return ids;
}
