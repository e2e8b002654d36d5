import type { AnswerSummary, TaskAnswerDto, TaskDto } from '../../api/tasks';
import { buildTaskAnswers } from '../builders/taskBuilders';
import { courseStudents } from '../store/schoolViews';
import { mockStore } from '../store/mockStore';
import type { MockAnswer } from '../store/taskSeed';
import { demoInstructor, isBlockedOn } from '../store/demoCallers';

/** The answers to a task as the instructor reviews them: the tabs, one answer, the reviewer's name. */

function studentName(studentId: number): string {
  const student = mockStore.school.students.find((s) => s.studentId === studentId);
  return student ? `${student.name} ${student.lastname}` : `#${studentId}`;
}

function summaryOf(answer: MockAnswer): AnswerSummary {
  const { answerId, taskId, studentId, status, late, points, comment, submittedAt, reviewedAt } = answer;
  return { answerId, taskId, studentId, studentFullName: studentName(studentId), status, late, points, comment, submittedAt, reviewedAt };
}

export function answerDto(answer: MockAnswer, task: TaskDto): TaskAnswerDto {
  return {
    ...answer,
    studentFullName: studentName(answer.studentId),
    taskName: task.taskName,
    lessonId: task.lessonId,
    courseId: task.courseId,
    mark: task.mark,
    deadline: task.deadline,
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
    }));
}

/** The review tabs of a task, as GET …/answers answers them. */
export function tabsOf(task: TaskDto) {
  const answers = mockStore.tasks.answers.filter((a) => a.taskId === task.taskId).map(summaryOf);
  return buildTaskAnswers(task, answers, notSubmitted(task));
}

export const reviewer = () => {
  const me = demoInstructor();
  return me ? `${me.name} ${me.lastName}` : 'Ivan Petrov';
};
