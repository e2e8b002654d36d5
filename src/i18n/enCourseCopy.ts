/** A course's copy for a new term and its archiving, on the admin's course pages. */
export const enCourseCopy = {
  courseCopy: {
    copy: 'Copy for a new term',
    title: 'Copy "%{name}" for a new term',
    intro:
      "The copy takes the lessons with their materials, tasks and tests, the question bank, the exams, the rating distribution and the instructors. It takes no groups and none of the students' work.",
    name: 'Name of the copy',
    nameCopy: '%{name} (copy)',
    offset: 'Move every date by (days)',
    offsetHelp: 'Lessons, deadlines, test windows and exams move by this many days; negative moves them earlier.',
    finishMoves: 'Finish date: %{before} → %{after}',
    offsetRange: 'Between %{min} and %{max} days.',
    submit: 'Copy',
    archived: 'Archived',
    archive: 'Archive',
    unarchive: 'Bring back',
    archiveTitle: 'Archive "%{name}"?',
    archiveContent:
      'The course becomes read-only: nobody can change its lessons, tasks, tests, marks or people. It stays in ratings and analytics, and can be brought back.',
    unarchiveTitle: 'Bring "%{name}" back into use?',
    unarchiveContent: 'Its lessons, tasks, tests and marks can be changed again.',
    readOnly: 'This course is archived: it is read-only. Bring it back to change it.',
    status: 'Status',
    inUse: 'In use',
    anyStatus: 'Any status',
  },
};
