/** Server messages of deadline extensions, reminders and late penalties (spread into en.ts). */
export const enExtensions = {
  extensions: {
    granted: 'The deadline has been extended for the student.',
    revoked: "The extension has been taken back: the task's deadline holds for the student again.",
    notLater: "The student's deadline must be later than the task's.",
  },
  reminders: {
    sent: 'Reminders sent: %{reminded}.',
    sentSkipped: 'Reminders sent: %{reminded}. Skipped, as reminded within the last hour: %{skipped}.',
    notOwing: 'Student %{id} has no answer to send for this task: they have answered it or do not study this course.',
  },
};
