import type { enGradebook } from './enGradebook.js';

/** Сообщения сервера о выгрузке ведомости курса (подмешиваются в ru.ts). */
export const ruGradebook = {
  gradebook: {
    file: 'Ведомость %{course}',
    sheet: 'Ведомость',
    student: 'Студент',
    group: 'Группа',
    task: 'У%{lesson}, задание: %{name} (макс. %{max})',
    test: 'У%{lesson}, тест: %{name} (макс. %{max})',
    exam: 'Экзамен: %{name} (%{date})',
    tasksTotal: 'Задания, баллы',
    testsTotal: 'Тесты, баллы',
    examsAverage: 'Экзамены, среднее',
    percent: '%{part}, % от учтённого',
    weight: '%{part}, вес %',
    total: 'Итог',
    place: 'Место',
    parts: { tasks: 'Задания', tests: 'Тесты', exams: 'Экзамены' },
  },
} satisfies typeof enGradebook;
