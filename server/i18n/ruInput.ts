import type { enInput } from './enInput.js';

/** Серверные сообщения о неверном вводе, которые JSON-схемы не формулируют понятно (входят в ru.ts). */
export const ruInput: typeof enInput = {
  input: {
    idOutOfRange: 'Поле «%{field}» не является допустимым идентификатором: это целое число от 1 до %{limit}.',
    notFinite: 'Поле «%{field}» должно быть числом в допустимых пределах (Infinity и числа вроде 1e400 не принимаются).',
    nulCharacter: 'Поле «%{field}» не должно содержать нулевой символ (\\0).',
  },
};
