/** Server messages of a task's answer files: the kinds a task takes and the refusals naming them (spread into en.ts). */
export const enAnswerFiles = {
  answerFiles: {
    notTaken: 'This answer takes only %{kinds}: this file is none of them.',
    refused: 'The file "%{name}" does not fit this task: it takes %{kinds} up to %{mb} MB.',
    kinds: {
      pdf: 'PDF files',
      images: 'images (PNG, JPEG, WebP, GIF)',
      documents: 'documents (Word, Excel, PowerPoint, OpenDocument, RTF)',
      archives: 'archives (ZIP, 7z, RAR, gzip, tar)',
      code: 'source code and text files',
    },
  },
};
