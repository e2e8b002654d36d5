import type { Migration, MigrationProvider } from 'kysely';
import * as m20261122_0001 from './20261122_0001_foundation.js';
import * as m20261122_0002 from './20261122_0002_admin.js';
import * as m20261122_0003 from './20261122_0003_mail_queue.js';
import * as m20261122_0004 from './20261122_0004_student_list.js';
import * as m20261122_0005 from './20261122_0005_student_list_speed.js';
import * as m20261122_0006 from './20261122_0006_lessons.js';
import * as m20261122_0007 from './20261122_0007_tasks.js';
import * as m20261122_0008 from './20261122_0008_tests.js';
import * as m20261122_0009 from './20261122_0009_ratings.js';
import * as m20261122_0010 from './20261122_0010_rating_speed.js';
import * as m20261122_0011 from './20261122_0011_events.js';
import * as m20261122_0012 from './20261122_0012_notifications.js';
import * as m20261122_0013 from './20261122_0013_analytics.js';
import * as m20261122_0014 from './20261122_0014_tenancy.js';
import * as m20261122_0015 from './20261122_0015_oidc.js';
import * as m20261126_0001 from './20261126_0001_login_failure_address.js';
import * as m20261126_0002 from './20261126_0002_rating_attempt_row_triggers.js';
import * as m20261126_0003 from './20261126_0003_job_runs.js';
import * as m20261126_0004 from './20261126_0004_announce_after_commit.js';
import * as m20261126_0005 from './20261126_0005_student_search_by_surname.js';
import * as m20261126_0006 from './20261126_0006_session_cache_notify.js';
import * as m20261126_0007 from './20261126_0007_announce_function.js';
import * as m20261127_0001 from './20261127_0001_search_yo.js';
import * as m20261127_0002 from './20261127_0002_mail_headers.js';
import * as m20261127_0010 from './20261127_0010_quiz_publishing.js';
import * as m20261127_0020 from './20261127_0020_rating_privacy.js';
import * as m20261127_0030 from './20261127_0030_audit_log.js';
import * as m20261127_0040 from './20261127_0040_people_pages.js';
import * as m20261127_0050 from './20261127_0050_profiles.js';
import * as m20261127_0060 from './20261127_0060_student_list_sorts.js';
import * as m20261127_0070 from './20261127_0070_question_bank.js';
import * as m20261127_0080 from './20261127_0080_quiz_windows.js';
import * as m20261127_0090 from './20261127_0090_bank_tests.js';
import * as m20261128_0010 from './20261128_0010_quiz_attempts.js';
import * as m20261128_0020 from './20261128_0020_test_grades.js';
import * as m20261128_0040 from './20261128_0040_extra_attempts.js';
import * as m20261128_0050 from './20261128_0050_rating_missing_zero.js';
import * as m20261128_0060 from './20261128_0060_answer_file_kinds.js';
import * as m20261128_0070 from './20261128_0070_task_extensions.js';
import * as m20261128_0100 from './20261128_0100_course_copy.js';

/** Every migration, by name; names sort in the order they run. Append, never edit. */
const migrations: Record<string, Migration> = {
  '20261122_0001_foundation': m20261122_0001,
  '20261122_0002_admin': m20261122_0002,
  '20261122_0003_mail_queue': m20261122_0003,
  '20261122_0004_student_list': m20261122_0004,
  '20261122_0005_student_list_speed': m20261122_0005,
  '20261122_0006_lessons': m20261122_0006,
  '20261122_0007_tasks': m20261122_0007,
  '20261122_0008_tests': m20261122_0008,
  '20261122_0009_ratings': m20261122_0009,
  '20261122_0010_rating_speed': m20261122_0010,
  '20261122_0011_events': m20261122_0011,
  '20261122_0012_notifications': m20261122_0012,
  '20261122_0013_analytics': m20261122_0013,
  '20261122_0014_tenancy': m20261122_0014,
  '20261122_0015_oidc': m20261122_0015,
  '20261126_0001_login_failure_address': m20261126_0001,
  '20261126_0002_rating_attempt_row_triggers': m20261126_0002,
  '20261126_0003_job_runs': m20261126_0003,
  '20261126_0004_announce_after_commit': m20261126_0004,
  '20261126_0005_student_search_by_surname': m20261126_0005,
  '20261126_0006_session_cache_notify': m20261126_0006,
  '20261126_0007_announce_function': m20261126_0007,
  '20261127_0001_search_yo': m20261127_0001,
  '20261127_0002_mail_headers': m20261127_0002,
  '20261127_0010_quiz_publishing': m20261127_0010,
  '20261127_0020_rating_privacy': m20261127_0020,
  '20261127_0030_audit_log': m20261127_0030,
  '20261127_0040_people_pages': m20261127_0040,
  '20261127_0050_profiles': m20261127_0050,
  '20261127_0060_student_list_sorts': m20261127_0060,
  '20261127_0070_question_bank': m20261127_0070,
  '20261127_0080_quiz_windows': m20261127_0080,
  '20261127_0090_bank_tests': m20261127_0090,
  '20261128_0010_quiz_attempts': m20261128_0010,
  '20261128_0020_test_grades': m20261128_0020,
  '20261128_0040_extra_attempts': m20261128_0040,
  '20261128_0050_rating_missing_zero': m20261128_0050,
  '20261128_0060_answer_file_kinds': m20261128_0060,
  '20261128_0070_task_extensions': m20261128_0070,
  '20261128_0100_course_copy': m20261128_0100,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
