import type { AnnouncementDto, CourseDto, GroupDto, InstructorDto, StudentDto, TrashDto } from '../../api/types';
import { buildAnnouncement, buildCourse, buildGroup, buildInstructor, buildStudent, buildTrashItem } from '../builders/builders';

/**
 * The in-memory school behind the admin msw handlers: a few groups, courses, instructors,
 * students (Russian and English names), announcements and trash items, built with the shared
 * builders. Derived fields (counts, names, relations) are computed on read, as the server does.
 * `reset()` puts it back as it was, between tests and stories.
 */
export interface MockSchool {
  groups: GroupDto[];
  courses: CourseDto[];
  instructors: InstructorDto[];
  students: StudentDto[];
  announcements: AnnouncementDto[];
  trash: Array<TrashDto & { entityId: number }>;
  courseGroups: Array<[courseId: number, groupId: number]>;
  courseInstructors: Array<[courseId: number, teacherId: number]>;
  /** "courseId:studentId" of students blocked on one course. */
  courseBlocks: Set<string>;
  /** Ids of trashed rows, by type. */
  trashed: Record<'GROUP' | 'COURSE' | 'INSTRUCTOR' | 'STUDENT', Set<number>>;
  nextId: number;
}

const STUDENTS: Array<[string, string, number, 'ONLINE' | 'OFFLINE']> = [
  ['Sofia', 'Smirnova', 1, 'ONLINE'],
  ['Алексей', 'Кузнецов', 1, 'ONLINE'],
  ['Екатерина', 'Попова', 1, 'OFFLINE'],
  ['Emily', 'Johnson', 1, 'ONLINE'],
  ['Michael', 'Brown', 2, 'OFFLINE'],
  ['Игорь', 'Лебедев', 2, 'ONLINE'],
  ['Daniel', 'Wilson', 2, 'ONLINE'],
  ['Татьяна', 'Новикова', 3, 'OFFLINE'],
  ['Emma', 'Thomas', 3, 'ONLINE'],
  ['Дарья', 'Павлова', 3, 'ONLINE'],
];

function seedGroups(): GroupDto[] {
  return [
    buildGroup({ id: 1, groupName: 'Frontend 2026', description: 'Web development from HTML to React.', dateOfFinish: '2027-06-30' }),
    buildGroup({ id: 2, groupName: 'Python Basics', description: 'Programming from scratch with Python.', dateOfFinish: '2027-03-31' }),
    buildGroup({
      id: 3,
      groupName: 'Аналитика данных',
      description: 'Вечерняя группа: SQL, Python и визуализация.',
      dateOfFinish: '2026-05-31',
      isFinished: true,
    }),
  ];
}

function seedCourses(): CourseDto[] {
  return [
    buildCourse({ id: 1, courseName: 'JavaScript Fundamentals', dateOfFinish: '2027-01-31' }),
    buildCourse({
      id: 2,
      courseName: 'React in Practice',
      description: 'Components, state and data fetching, step by step.',
      dateOfFinish: '2027-06-30',
    }),
    buildCourse({
      id: 3,
      courseName: 'Основы Python',
      description: 'Синтаксис, структуры данных и первые программы.',
      dateOfFinish: '2027-03-31',
    }),
  ];
}

function seedInstructors(): InstructorDto[] {
  return [
    buildInstructor({ teacherId: 1, name: 'Ivan', lastName: 'Petrov', email: 'instructor@demo.test', specialization: 'JavaScript, React' }),
    buildInstructor({
      teacherId: 2,
      name: 'Мария',
      lastName: 'Иванова',
      email: 'maria.ivanova@demo.test',
      phoneNumber: '+7 916 555-12-34',
      specialization: 'Python, анализ данных',
    }),
    buildInstructor({
      teacherId: 3,
      name: 'John',
      lastName: 'Carter',
      email: 'john.carter@demo.test',
      phoneNumber: '+1 415 555 0199',
      specialization: 'Frontend, accessibility',
    }),
  ];
}

export function seedSchool(): MockSchool {
  const groups = seedGroups();
  const courses = seedCourses();
  const instructors = seedInstructors();
  const students = STUDENTS.map(([name, lastname, groupId, studyFormat], n) =>
    buildStudent({
      studentId: n + 1,
      name,
      lastname,
      email: n === 0 ? 'student@demo.test' : `student${n + 1}@demo.test`,
      phoneNumber: `+7 900 ${String(100 + n)}-${String(10 + n)}-00`,
      groupId,
      studyFormat,
      isBlocked: n === 4,
    }),
  );
  const announcements = [
    buildAnnouncement({ id: 1, text: 'Welcome to the new term! Timetables are in the calendar.', createdAt: '2026-11-18T08:00:00.000Z' }),
    buildAnnouncement({ id: 2, text: 'Занятие в пятницу переносится на 18:00.', groupId: 3, createdAt: '2026-11-19T10:15:00.000Z' }),
    buildAnnouncement({
      id: 3,
      text: 'Submit the React project by Sunday.',
      groupId: 1,
      isActive: false,
      createdAt: '2026-11-20T07:45:00.000Z',
    }),
  ];
  const trash = [
    { ...buildTrashItem({ trashId: 1, type: 'COURSE', name: 'Node.js Backend' }, 1), entityId: 90 },
    { ...buildTrashItem({ trashId: 2, type: 'STUDENT', name: 'Пётр Сидоров' }, 4), entityId: 91 },
    { ...buildTrashItem({ trashId: 3, type: 'GROUP', name: 'Design Summer 2025' }, 6.5), entityId: 92 },
  ];
  return {
    groups,
    courses,
    instructors,
    students,
    announcements,
    trash,
    courseGroups: [
      [1, 1],
      [2, 1],
      [3, 2],
      [3, 3],
    ],
    courseInstructors: [
      [1, 1],
      [1, 3],
      [2, 1],
      [3, 2],
    ],
    courseBlocks: new Set(['1:2']),
    trashed: { GROUP: new Set(), COURSE: new Set(), INSTRUCTOR: new Set(), STUDENT: new Set() },
    nextId: 1000,
  };
}

/** The live students of a course's groups (the store's seeds and views share it). */
export function studentsOfCourse(school: MockSchool, courseId: number): StudentDto[] {
  const groupIds = school.courseGroups.filter(([c]) => c === courseId).map(([, g]) => g);
  return school.students.filter((s) => !school.trashed.STUDENT.has(s.studentId) && s.groupId !== null && groupIds.includes(s.groupId));
}
