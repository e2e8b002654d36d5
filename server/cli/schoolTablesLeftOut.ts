/* The tables `lms export-school` leaves out, each with its reason (the carried ones are in schoolTables.ts). */

/** Tables not carried, and why. */
export const NOT_CARRIED: Record<string, string> = {
  // Secrets of the source installation: sign-ins, reset and invitation links, OIDC tickets and
  // calendar feed addresses would either collide with the target's or let an old link in.
  // People log in again with their passwords (hashes are carried), and ask for new links.
  sessions: 'sign-in sessions: users log in again',
  password_reset_tokens: 'reset and invitation links: issued anew',
  oidc_login_tickets: 'one-time sign-in codes',
  calendar_feeds: 'secret feed addresses: users take a new one',
  // Abuse bookkeeping of the source's addresses: it says nothing about the school.
  login_failures: 'lockout bookkeeping',
  // The installation's own, not a school's.
  oidc_login_states: 'sign-ins in progress',
  mail_queue: "the source's outgoing mail",
  job_runs: "the source's job schedule",
  audit_log: "the source's history: its ids name the source's rows, and who did what there is the source's record",
  tariffs: 'plans: matched by code',
  kysely_migration: 'the schema version: checked instead',
  kysely_migration_lock: 'the schema version: checked instead',
  // Kept by triggers from the rows above, so the import rebuilds them as it inserts.
  rating_scores: 'derived from answers, attempts and marks',
  test_grades: "derived from attempts by the test's grading method",
  student_list: 'derived from users',
  student_counts: 'derived from users and profiles',
  student_list_versions: 'derived from users',
  student_list_anchors: 'a cache of the student list',
  student_list_names: 'derived from the student list',
};
