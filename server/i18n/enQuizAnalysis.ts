/** Server texts of a test's item analysis and its export (spread into en.ts). */
export const enQuizAnalysis = {
  quizAnalysis: {
    true: 'True',
    false: 'False',
    files: 'Files: %{count}',
    other: 'Other',
    file: 'item-analysis',
    sheet: 'Attempts',
    yes: 'Yes',
    no: 'No',
    statuses: {
      IN_PROGRESS: 'In progress',
      SUBMITTED: 'Submitted',
      TIME_UP: 'Time ran out',
    },
    columns: {
      student: 'Student',
      email: 'Email',
      group: 'Group',
      status: 'Status',
      started: 'Started',
      finished: 'Finished',
      timeSpent: 'Time spent',
      total: 'Points',
      maxPoints: 'Out of',
      passed: 'Passed',
      points: '%{question}: points',
      response: '%{question}: response',
    },
  },
};
