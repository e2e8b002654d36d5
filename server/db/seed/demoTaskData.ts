import type { AnswerFileKind } from '../../../src/api/answerFiles.js';
import type { LatePenaltyRule } from '../../../src/api/latePenalty.js';
import type { AnswerStatus, TaskElement } from '../../../src/api/tasks.js';
import { sanitizeRichText } from '../../lib/sanitize.js';

/* The demo course's tasks, its students' answers and an extension, as data (seeded by demoTasks.ts). */

export interface DemoTask {
  lesson: number;
  name: string;
  description: string;
  elements: TaskElement[];
  deadline: string;
  mark: number;
  /** What an answer takes, when not PDFs and images (src/api/answerFiles.ts). */
  files?: AnswerFileKind[];
  /** What lateness costs, when anything (src/api/latePenalty.ts). */
  penalty?: LatePenaltyRule;
}

export const TASKS: DemoTask[] = [
  {
    lesson: 0,
    name: 'Types in practice',
    description: 'Write a function that names the type of any value, including null and arrays.',
    elements: [
      {
        type: 'text',
        html: sanitizeRichText(
          '<p>Write <code>typeName(value)</code> that returns <strong>"null"</strong> for <code>null</code>, <strong>"array"</strong> for arrays and <code>typeof value</code> otherwise.</p><ul><li>Send the code as text or as a link to a repository.</li><li>Add two or three examples of calls.</li></ul>',
        ),
      },
      {
        type: 'code',
        language: 'javascript',
        code: "typeName(null);   // 'null'\ntypeName([1, 2]); // 'array'\ntypeName(42);     // 'number'",
      },
      { type: 'link', text: 'MDN: typeof', url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/typeof' },
    ],
    deadline: '2026-01-26T23:59:00+03:00',
    mark: 10,
  },
  {
    lesson: 1,
    name: 'A counter with a closure',
    description: 'Build makeCounter() whose counters keep their own count.',
    elements: [
      {
        type: 'text',
        html: sanitizeRichText(
          '<p>Write <code>makeCounter()</code> returning a function that counts its calls. Two counters must not share their count.</p><p>Explain in one or two sentences why this works.</p>',
        ),
      },
      { type: 'code', language: 'javascript', code: 'const a = makeCounter();\na(); a();\nconst b = makeCounter();\nb(); // 1' },
      { type: 'link', text: 'javascript.info: closures', url: 'https://javascript.info/closure' },
    ],
    deadline: '2027-01-31T23:59:00+03:00',
    mark: 20,
    // A programming task: the code itself, the project zipped, or a PDF.
    files: ['code', 'archives', 'pdf'],
    // Late answers lose 10% a day, keeping at least half.
    penalty: { perDay: 10, floor: 50 },
  },
];

/** A student (index among the course's students but the demo one) who was ill, with a week more for the counter. */
export const EXTENSION = { student: 1, task: 1, deadline: '2027-02-07T23:59:00+03:00' };

interface DemoAnswer {
  /** Index among the course's students ordered by id; -1 is the demo student. */
  student: number;
  task: number;
  status: AnswerStatus;
  submittedAt: string;
  text: string;
  links?: string[];
  points?: number;
  comment?: string;
}

const CODE =
  "function typeName(value) {\n  if (value === null) return 'null';\n  if (Array.isArray(value)) return 'array';\n  return typeof value;\n}";

export const ANSWERS: DemoAnswer[] = [
  {
    student: -1,
    task: 0,
    status: 'ACCEPTED',
    submittedAt: '2026-01-24T18:30:00+03:00',
    text: CODE,
    points: 9,
    comment: 'Well done! Next time, also show what it answers for a missing value.',
  },
  { student: 0, task: 0, status: 'WAITING', submittedAt: '2026-01-25T21:10:00+03:00', text: `${CODE}\n\ntypeName([]) // 'array'` },
  {
    student: 1,
    task: 0,
    status: 'WAITING',
    submittedAt: '2026-01-28T09:15:00+03:00',
    text: 'Sorry for the delay.',
    links: ['https://github.com/example/type-name'],
  },
  {
    student: 2,
    task: 0,
    status: 'NOT_ACCEPTED',
    submittedAt: '2026-01-26T12:00:00+03:00',
    text: 'return typeof value;',
    comment: 'typeof null is "object": handle null and arrays first, then send it again.',
  },
  {
    student: 3,
    task: 0,
    status: 'ACCEPTED',
    submittedAt: '2026-01-27T10:00:00+03:00',
    text: CODE,
    points: 7,
    comment: 'Correct, but a day late.',
  },
  {
    student: 4,
    task: 0,
    status: 'WAITING',
    submittedAt: '2026-01-26T20:45:00+03:00',
    text: "const typeName = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);",
  },
  {
    student: 0,
    task: 1,
    status: 'WAITING',
    submittedAt: '2026-02-02T19:00:00+03:00',
    text: 'function makeCounter() {\n  let count = 0;\n  return () => ++count;\n}\n\nEach call of makeCounter makes a new count variable that only its function sees.',
  },
];
