import type { TrashType } from '../../api/constants';
import type { CourseDto, GroupDto, InstructorDto, StudentDto } from '../../api/types';
import { buildTrashItem } from '../builders/builders';
import { mockStore } from './mockStore';
import { studentsOfCourse, type MockSchool } from './schoolSeed';

/**
 * The school of the store as the server answers it: rows not in the trash, and the derived
 * fields (counts, names, relations) computed on read.
 */

type TrashedType = keyof MockSchool['trashed'];

export const newId = () => ++mockStore.school.nextId;

const live =
  <T>(type: TrashedType, id: (item: T) => number) =>
  (item: T) =>
    !mockStore.school.trashed[type].has(id(item));

export const liveGroups = () => mockStore.school.groups.filter(live<GroupDto>('GROUP', (g) => g.id));
export const liveCourses = () => mockStore.school.courses.filter(live<CourseDto>('COURSE', (c) => c.id));
export const liveStudents = () => mockStore.school.students.filter(live<StudentDto>('STUDENT', (s) => s.studentId));
export const liveInstructors = () => mockStore.school.instructors.filter(live<InstructorDto>('INSTRUCTOR', (i) => i.teacherId));

export function groupDto(group: GroupDto): GroupDto {
  return { ...group, studentsCount: liveStudents().filter((s) => s.groupId === group.id).length };
}

export function studentDto(student: StudentDto): StudentDto {
  const group = liveGroups().find((g) => g.id === student.groupId);
  return { ...student, fullName: `${student.name} ${student.lastname}`, groupName: group?.groupName ?? null };
}

export function instructorDto(instructor: InstructorDto): InstructorDto {
  const courseIds = mockStore.school.courseInstructors.filter(([, t]) => t === instructor.teacherId).map(([c]) => c);
  return {
    ...instructor,
    fullName: `${instructor.name} ${instructor.lastName}`,
    courses: liveCourses()
      .filter((c) => courseIds.includes(c.id))
      .map((c) => ({ id: c.id, courseName: c.courseName })),
  };
}

export function courseGroupIds(courseId: number): number[] {
  return mockStore.school.courseGroups.filter(([c]) => c === courseId).map(([, g]) => g);
}

export const courseStudents = (courseId: number): StudentDto[] => studentsOfCourse(mockStore.school, courseId);

export function courseDto(course: CourseDto): CourseDto {
  const groupIds = courseGroupIds(course.id);
  const teacherIds = mockStore.school.courseInstructors.filter(([c]) => c === course.id).map(([, t]) => t);
  return {
    ...course,
    groups: liveGroups()
      .filter((g) => groupIds.includes(g.id))
      .map((g) => ({ id: g.id, groupName: g.groupName, groupType: 'INNER' as const })),
    instructors: liveInstructors()
      .filter((i) => teacherIds.includes(i.teacherId))
      .map((i) => ({ teacherId: i.teacherId, fullName: `${i.name} ${i.lastName}` })),
    studentsCount: courseStudents(course.id).length,
  };
}

/** Moves a row to the trash, as the server's delete does. */
export function trashRow(type: TrashedType, entityId: number, name: string): void {
  mockStore.school.trashed[type].add(entityId);
  const now = new Date().toISOString();
  mockStore.school.trash.unshift({
    ...buildTrashItem({ trashId: newId(), type: type as TrashType, name, deletedAt: now }, 0, now),
    entityId,
  });
}
