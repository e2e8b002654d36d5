import type { enAnswersZip } from './enAnswersZip.js';

/** Сообщения «Скачать все ответы»: записка рядом с файлами каждого студента (входит в ru.ts). */
export const ruAnswersZip = {
  answersZip: {
    fileName: '%{task} - ответы',
    student: 'Студент',
    sent: 'Отправлен',
    status: 'Статус',
    points: 'Баллы',
    late: 'Опоздание: %{days} дн.',
    text: 'Ответ',
    links: 'Ссылки',
    files: 'Файлы',
    comment: 'Комментарий преподавателя',
    missing: '(этот файл больше не хранится)',
    statuses: { WAITING: 'Ждёт проверки', ACCEPTED: 'Принят', NOT_ACCEPTED: 'Возвращён на доработку' },
    answerFile: 'ответ.txt',
  },
} satisfies typeof enAnswersZip;
