import type { enAccounts } from './enAccounts.js';

/** Сообщения о занятых адресах, не раскрывающие чужие школы (входят в ru.ts). */
export const ruAccounts = {
  accounts: {
    emailUnavailable: 'Адрес электронной почты %{email} нельзя использовать здесь. Укажите другой адрес.',
  },
} satisfies typeof enAccounts;
