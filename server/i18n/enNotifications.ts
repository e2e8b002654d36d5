/**
 * Server messages of the notifications area (server/routes/notifications, server/lib/
 * notificationTexts.ts): answers of the calls, and each notification's title and text by kind,
 * built in the reader's language from the params recorded with it.
 */
export const enNotifications = {
  viewed: 'The notification is marked as seen.',
  viewedAll: 'All notifications are marked as seen.',
  deleted: 'The notification has been deleted.',
  settingsSaved: 'Your notification settings have been saved.',
  unsubscribe: {
    title: 'Email notifications',
    ask: 'Stop notification emails to %{email}? Notifications will still appear in the app.',
    button: 'Stop the emails',
    done: 'Done: %{email} will get no more notification emails. You can turn them on again in your notification settings.',
    unknown: 'This link is not valid. You can turn notification emails off in your notification settings.',
  },
  mail: {
    open: 'Open it in the app: %{url}',
    footer: 'You get this email because email notifications are on. You can turn them off in your notification settings: %{url}',
  },
  /** Points out of the maximum; the unit agrees with the number (Intl.PluralRules). */
  points: '%{points} of %{maxPoints} %{unit}',
  pointUnits: { one: 'point', few: 'points', many: 'points', other: 'points' },
  comment: 'Comment: %{comment}',
  kinds: {
    TASK_ANSWER_SUBMITTED: {
      title: 'New answer: %{taskName}',
      titleAgain: 'Answer sent again: %{taskName}',
      text: '%{student} sent an answer to the task "%{taskName}".',
      textAgain: '%{student} sent the returned answer to the task "%{taskName}" again.',
      late: 'It came after the deadline.',
    },
    TASK_ANSWER_ACCEPTED: {
      title: 'Answer accepted: %{taskName}',
      text: 'Your answer to the task "%{taskName}" has been accepted: %{points}.',
    },
    TASK_ANSWER_REJECTED: {
      title: 'Answer returned: %{taskName}',
      text: 'Your answer to the task "%{taskName}" has been returned. Correct it and send it again.',
    },
    TASK_ANSWER_REGRADED: {
      title: 'Points changed: %{taskName}',
      text: 'Your points for the task "%{taskName}" have changed: %{points}.',
    },
    QUIZ_FINISHED: {
      title: 'Test result: %{testName}',
    },
    QUIZ_REGRADED: {
      title: 'Test result changed: %{testName}',
    },
    test: {
      timeUp: 'Time ran out: the test was closed with your saved answers.',
      passed: 'Test passed: %{points}.',
      failed: 'Test not passed: %{points}, below the pass mark.',
      awaitingReview: 'So far %{points}; the instructor will still check some of your answers.',
    },
    ANNOUNCEMENT_PUBLISHED: {
      title: 'New announcement',
    },
    TASK_CREATED: {
      title: 'New task: %{taskName}',
      text: 'The lesson "%{lessonName}" of the course "%{courseName}" has a new task. Deadline: %{deadline}.',
    },
    TEST_CREATED: {
      title: 'New test: %{testName}',
      text: 'The lesson "%{lessonName}" of the course "%{courseName}" has a new test.',
    },
    EVENT_PUBLISHED: {
      title: 'New event: %{title}',
      titleSchedule: 'New class in the timetable: %{title}',
      text: 'When: %{when}.',
    },
    EVENT_CANCELLED: {
      title: 'Cancelled: %{title}',
      text: 'The event "%{title}" (%{when}) has been cancelled.',
      reason: 'Reason: %{reason}',
    },
    TASK_DEADLINE_CHANGED: {
      title: 'Your deadline: %{taskName}',
      text: 'Your deadline for the task "%{taskName}" of the course "%{courseName}" is now %{deadline}.',
    },
    TASK_REMINDED: {
      title: 'Reminder: %{taskName}',
      text: '%{instructorFullName} reminds you to send your answer to the task "%{taskName}" of the course "%{courseName}". Your deadline: %{deadline}.',
    },
    TASK_DEADLINE_SOON: {
      title: 'Deadline soon: %{taskName}',
      text: 'Send your answer to the task "%{taskName}" of the course "%{courseName}" by %{deadline}.',
    },
    unknown: {
      title: 'Notification',
    },
  },
};

export type NotificationServerMessages = typeof enNotifications;
