import type { RequestHandler } from 'msw';
import { taskAuthoringHandlers } from './tasks/taskAuthoringHandlers';
import { taskReviewHandlers } from './tasks/taskReviewHandlers';
import { taskExtensionHandlers } from './tasks/taskExtensionHandlers';

/**
 * msw handlers of the instructor's side of SPEC §7 Tasks (src/api/tasks.ts) over an in-memory
 * set of tasks and answers on the mock lessons of learningHandlers.ts: authoring (400 naming
 * the field or block, as the server words it), the review tabs, one answer, APPROVE / REJECT and
 * the change of an accepted answer's points, deadline extensions and reminders. A student's calls fall through to a later handler
 * file. Rich text is cleaned to the server's subset, as the server does.
 */
export const taskHandlers: RequestHandler[] = [...taskAuthoringHandlers, ...taskReviewHandlers, ...taskExtensionHandlers];
