/**
 * A task's late-penalty rule and deadline extensions (issue: the teaching loop), shared by the
 * server, which applies them on its own clock, the mocks and the screens that preview them.
 *
 * A late answer loses `perDay` percent of the points given for each day, or part of a day, it
 * was sent after the student's deadline (their extension when they have one, else the task's),
 * but never more than 100 − `floor` percent: `floor` is the share of the points a late answer
 * always keeps. A rule of 0 per day takes nothing.
 */

export interface LatePenaltyRule {
  /** Percent of the given points lost per day late, 0..100. */
  perDay: number;
  /** Percent of the given points a late answer always keeps, 0..100. */
  floor: number;
}

export const LATE_PENALTY_NONE: LatePenaltyRule = { perDay: 0, floor: 0 };
export const PERCENT_MAX = 100;

const DAY_MS = 86_400_000;

/** Whole days late, a part of a day counting as one: 0 when sent by the deadline. */
export function daysLate(submittedAt: Date | string, deadline: Date | string): number {
  const over = new Date(submittedAt).getTime() - new Date(deadline).getTime();
  return over > 0 ? Math.ceil(over / DAY_MS) : 0;
}

/** The percent a late answer loses under the rule. */
export function latePenaltyPercent(rule: LatePenaltyRule, days: number): number {
  if (days <= 0 || rule.perDay <= 0) return 0;
  return Math.max(0, Math.min(days * rule.perDay, PERCENT_MAX - rule.floor));
}

/** The points that count once the penalty is taken, rounded to whole points as marks are. */
export function penalisedPoints(given: number, percent: number): number {
  return Math.round((given * (PERCENT_MAX - percent)) / PERCENT_MAX);
}

/** What lateness makes of an answer: whether it is late, by how much, and the points that count. */
export interface Lateness {
  late: boolean;
  daysLate: number;
  penaltyPercent: number;
  points: number | null;
}

/**
 * An answer's lateness against the student's deadline (their extension, else the task's) under
 * the task's rule. Only an accepted answer has points: the given ones less the penalty.
 */
export function settleAnswer(
  answer: { status: string; submittedAt: Date | string; pointsGiven: number | null },
  rule: LatePenaltyRule,
  deadline: Date | string,
): Lateness {
  const days = daysLate(answer.submittedAt, deadline);
  const penaltyPercent = latePenaltyPercent(rule, days);
  const points = answer.status === 'ACCEPTED' && answer.pointsGiven !== null ? penalisedPoints(answer.pointsGiven, penaltyPercent) : null;
  return { late: days > 0, daysLate: days, penaltyPercent, points };
}

/** PUT /lessons/tasks/{taskId}/extensions/{studentId}: the student's own deadline, later than the task's. */
export interface ExtensionInput {
  /** ISO 8601 with an offset or Z. */
  deadline: string;
}

/** One student's extension of a task. */
export interface TaskExtensionDto {
  taskId: number;
  studentId: number;
  studentFullName: string;
  /** ISO 8601 in UTC. */
  deadline: string;
  grantedByFullName: string | null;
  updatedAt: string;
}

/** POST /lessons/tasks/{taskId}/remind: who to remind; left out, every student who has not answered. */
export interface RemindInput {
  studentIds?: number[];
}

/** What a reminder did: how many were told now, and how many were skipped as told within the last hour. */
export interface RemindResponse {
  message: string;
  reminded: number;
  skipped: number;
}

/** One reminder per student and task within this long, however often the button is pressed. */
export const REMIND_AGAIN_AFTER_MS = 3_600_000;
