import type { enAnswerFiles } from './enAnswerFiles.js';

/** Сообщения сервера о файлах ответа на задание (подмешиваются в ru.ts). */
export const ruAnswerFiles = {
  answerFiles: {
    notTaken: 'К этому ответу можно приложить только %{kinds}: этот файл не из них.',
    refused: 'Файл «%{name}» не подходит к этому заданию: можно приложить %{kinds} размером до %{mb} МБ.',
    kinds: {
      pdf: 'PDF-файлы',
      images: 'изображения (PNG, JPEG, WebP, GIF)',
      documents: 'документы (Word, Excel, PowerPoint, OpenDocument, RTF)',
      archives: 'архивы (ZIP, 7z, RAR, gzip, tar)',
      code: 'исходный код и текстовые файлы',
    },
  },
} satisfies typeof enAnswerFiles;
