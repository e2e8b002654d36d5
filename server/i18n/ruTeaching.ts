import { ruAnswerFiles } from './ruAnswerFiles.js';
import { ruAnswersZip } from './ruAnswersZip.js';
import { ruExtensions } from './ruExtensions.js';
import { ruGradebook } from './ruGradebook.js';

/** Сообщения сервера о заданиях: файлы ответов, ведомость, продления и напоминания (входят в ru.ts). */
export const ruTeaching = { ...ruAnswerFiles, ...ruAnswersZip, ...ruGradebook, ...ruExtensions };
