import { enAnswerFiles } from './enAnswerFiles.js';
import { enAnswersZip } from './enAnswersZip.js';
import { enExtensions } from './enExtensions.js';
import { enGradebook } from './enGradebook.js';

/** Server messages of the teaching loop's task features: answer files, the gradebook, extensions and reminders (spread into en.ts). */
export const enTeaching = { ...enAnswerFiles, ...enAnswersZip, ...enGradebook, ...enExtensions };
