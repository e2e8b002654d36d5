import type { enCourseCopy } from './enCourseCopy.js';

/** Сообщения сервера о копировании курса на новый семестр и об архиве (входят в ru.ts). */
export const ruCourseCopy = {
  courseCopy: {
    copied: 'Курс скопирован под названием «%{name}».',
    archivedNow: 'Курс перенесён в архив: он доступен только для чтения и остаётся в рейтингах и аналитике.',
    unarchived: 'Курс снова в работе.',
    archived: 'Курс в архиве и доступен только для чтения. Вернуть его в работу может администратор.',
  },
} satisfies typeof enCourseCopy;
