import type { Db } from '../../db/index.js';
import type { CourseUser } from '../../lib/courseAccess.js';
import type { AnswerFileRules } from '../files/answerFileRules.js';
import { reachTask, type TaskRow } from './repository.js';

/** The answer-file rules of a task row. */
export const answerRulesOf = (task: Pick<TaskRow, 'answer_file_kinds' | 'answer_max_mb'>): AnswerFileRules => ({
  kinds: task.answer_file_kinds,
  maxMb: task.answer_max_mb,
});

/** The rules of a task the student may answer now (404 otherwise), for an upload made for it. */
export async function answerRulesOfTask(db: Db, user: CourseUser, taskId: number, now: Date): Promise<AnswerFileRules> {
  const { task } = await reachTask(db, user, taskId, now, 'student');
  return answerRulesOf(task);
}
