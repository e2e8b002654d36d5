import { settleAnswer } from '../../api/latePenalty';
import { answerSummaryOf, type TaskAnswerDto, type TaskDto } from '../../api/tasks';
import { buildTaskAnswers } from '../builders/taskBuilders';
import { courseStudents } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import type { MockAnswer } from '../store/taskSeed';
import { demoInstructor, isBlockedOn } from '../store/demoCallers';

/** The answers to a task as the instructor reviews them: the tabs, one answer, the reviewer's name. */

export function studentName(studentId: number): string {
  const student = mockStore.school.students.find((s) => s.studentId === studentId);
  return student ? `${student.name} ${student.lastname}` : `#${studentId}`;
}

/** A student's own deadline for a task, when it was extended. */
export const extendedTo = (taskId: number, studentId: number): string | null =>
  mockStore.tasks.extensions.find((x) => x.taskId === taskId && x.studentId === studentId)?.deadline ?? null;

/** Settles the lateness of a task's answers (one student's, when given), as the server's lateness.ts does. */
export function settleMockLateness(task: TaskDto, studentId?: number): void {
  const rule = { perDay: task.latePenaltyPerDay, floor: task.latePenaltyFloor };
  for (const answer of mockStore.tasks.answers) {
    if (answer.taskId !== task.taskId || (studentId !== undefined && answer.studentId !== studentId)) continue;
    Object.assign(answer, settleAnswer(answer, rule, extendedTo(task.taskId, answer.studentId) ?? task.deadline));
  }
}

export function answerDto(answer: MockAnswer, task: TaskDto): TaskAnswerDto {
  const extended = extendedTo(task.taskId, answer.studentId);
  return {
    ...answer,
    studentFullName: studentName(answer.studentId),
    extendedTo: extended,
    taskName: task.taskName,
    lessonId: task.lessonId,
    courseId: task.courseId,
    mark: task.mark,
    deadline: extended ?? task.deadline,
  };
}

/** Students of the course, live and not blocked, with no answer to the task. */
function notSubmitted(task: TaskDto) {
  const answered = new Set(mockStore.tasks.answers.filter((a) => a.taskId === task.taskId).map((a) => a.studentId));
  const groups = new Map(mockStore.school.groups.map((g) => [g.id, g.groupName]));
  return courseStudents(task.courseId)
    .filter((s) => !s.isBlocked && !isBlockedOn(task.courseId, s.studentId) && !answered.has(s.studentId))
    .map((s) => ({
      studentId: s.studentId,
      studentFullName: `${s.name} ${s.lastname}`,
      email: s.email,
      groupName: s.groupId === null ? null : (groups.get(s.groupId) ?? null),
      extendedTo: extendedTo(task.taskId, s.studentId),
    }));
}

/** The review tabs of a task, as GET …/answers answers them. */
export function tabsOf(task: TaskDto) {
  const answers = mockStore.tasks.answers.filter((a) => a.taskId === task.taskId).map((a) => answerSummaryOf(answerDto(a, task)));
  return buildTaskAnswers(task, answers, notSubmitted(task));
}

export const reviewer = () => {
  const me = demoInstructor();
  return me ? `${me.name} ${me.lastName}` : 'Ivan Petrov';
};
