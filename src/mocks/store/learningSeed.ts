import type { LinkDto, PresentationDto, VideoDto } from '../../api/learning';
import { buildLink, buildPresentation, buildVideo } from '../builders/learningBuilders';

/** The lessons and materials of the mock courses, as seeded for every test and story. */

export interface MockLesson {
  id: number;
  courseId: number;
  lessonName: string;
  showDate: string;
  position: number;
  createdAt: string;
  updatedAt: string;
}

export interface MockLearning {
  lessons: MockLesson[];
  videos: VideoDto[];
  links: LinkDto[];
  presentations: PresentationDto[];
  /** PDFs uploaded with kind=pdf: fileId → original name and link. */
  uploads: Map<number, { name: string; link: string }>;
}

const CREATED = '2026-11-01T08:00:00.000Z';

function seedLessons(): MockLesson[] {
  const lesson = (id: number, courseId: number, position: number, lessonName: string, showDate: string): MockLesson => ({
    id,
    courseId,
    lessonName,
    showDate,
    position,
    createdAt: CREATED,
    updatedAt: CREATED,
  });
  return [
    lesson(11, 1, 1, 'Introduction to JavaScript', '2026-09-01T06:00:00.000Z'),
    lesson(12, 1, 2, 'Variables and types', '2026-09-08T06:00:00.000Z'),
    lesson(13, 1, 3, 'Functions and scope', '2026-09-15T06:00:00.000Z'),
    lesson(14, 1, 4, 'Работа с DOM', '2027-02-01T06:00:00.000Z'),
    lesson(21, 2, 1, 'Components and props', '2026-10-05T15:00:00.000Z'),
    lesson(22, 2, 2, 'State and effects', '2027-03-01T15:00:00.000Z'),
    lesson(31, 3, 1, 'Синтаксис Python', '2026-10-01T07:00:00.000Z'),
  ];
}

export function seedLearning(): MockLearning {
  const lessons = seedLessons();
  return {
    lessons,
    videos: [
      buildVideo({
        id: 101,
        lessonId: 11,
        videoName: 'JavaScript in one hour',
        link: 'https://www.youtube.com/watch?v=W6NZfCO5SIk',
        createdAt: CREATED,
      }),
      buildVideo({
        id: 102,
        lessonId: 11,
        videoName: 'How the web works',
        description: 'A lecture recording.',
        link: 'https://vimeo.com/76979871',
        createdAt: CREATED,
      }),
      buildVideo({
        id: 103,
        lessonId: 12,
        videoName: 'Типы данных',
        description: 'Числа, строки и логические значения.',
        link: 'https://youtu.be/9emXNzqCKyg',
        createdAt: CREATED,
      }),
    ],
    links: [
      buildLink({
        id: 201,
        lessonId: 11,
        text: 'MDN: JavaScript guide',
        link: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide',
        createdAt: CREATED,
      }),
      buildLink({ id: 202, lessonId: 11, text: 'Учебник javascript.info', link: 'https://learn.javascript.ru/', createdAt: CREATED }),
    ],
    presentations: [
      buildPresentation({
        presentationId: 301,
        lessonId: 11,
        fileId: 401,
        name: 'Course overview',
        description: 'What we build this term.',
        fileName: 'overview.pdf',
        createdAt: CREATED,
      }),
      buildPresentation({
        presentationId: 302,
        lessonId: 12,
        fileId: 402,
        name: 'Variables and types',
        fileName: 'variables.pdf',
        createdAt: CREATED,
      }),
    ],
    uploads: new Map([
      [401, { name: 'overview.pdf', link: '/api/static/files/mock-401.pdf' }],
      [402, { name: 'variables.pdf', link: '/api/static/files/mock-402.pdf' }],
    ]),
  };
}
