import type { enBulk } from './enBulk.js';

/** Сообщения массовых действий в списках администратора (входят в ru.ts). */
export const ruBulk = {
  bulk: {
    unknownAction: 'В этом списке нет такого действия.',
    done: 'Готово, изменено: %{count}.',
    failed: 'Ничего не изменено: не удалось обработать выбранные строки (%{failed}). %{rows}',
    row: 'Строка %{id}: %{reason}',
  },
} satisfies typeof enBulk;
