/** Server messages of a course's gradebook export (spread into en.ts). */
export const enGradebook = {
  gradebook: {
    file: '%{course} gradebook',
    sheet: 'Gradebook',
    student: 'Student',
    group: 'Group',
    task: 'L%{lesson} task: %{name} (max %{max})',
    test: 'L%{lesson} test: %{name} (max %{max})',
    exam: 'Exam: %{name} (%{date})',
    tasksTotal: 'Tasks, points',
    testsTotal: 'Tests, points',
    examsAverage: 'Exams, average',
    percent: '%{part}, % of counted',
    weight: '%{part}, weight %',
    total: 'Total',
    place: 'Place',
    parts: { tasks: 'Tasks', tests: 'Tests', exams: 'Exams' },
  },
};
