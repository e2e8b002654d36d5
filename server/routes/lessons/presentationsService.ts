import type { Db } from '../../db/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { releaseFiles, removeStoredFiles } from '../../lib/learningFiles.js';
import type { FileStorage } from '../../lib/storage.js';
import { findSchoolFile } from '../files/repository.js';
import { deletePresentation, lockPresentation, updatePresentation, type PresentationFields } from './presentationsRepository.js';

/*
 * The rules of a presentation's PDF: it must be a PDF of this school, and replacing or deleting
 * it frees the old file (its row in the transaction, its bytes once committed).
 */

/** A PDF uploaded to this school; another school's or an unknown id, or any other file, answers 400 naming fileId. */
export async function pdfFileId(db: Db, schoolId: number, fileId: number): Promise<number> {
  const file = await findSchoolFile(db, schoolId, fileId);
  if (!file) throw badRequest('lessons.fileNotFound', 'fileId');
  if (file.mime !== 'application/pdf') throw badRequest('files.pdfRequired', 'fileId');
  return file.id;
}

interface Target {
  schoolId: number;
  lessonId: number;
  presentationId: number;
}

/** Saves the presentation; a new file frees the one it replaces. 404 if the lesson has no such presentation. */
export async function savePresentation(
  db: Db,
  storage: FileStorage | undefined,
  target: Target,
  fields: PresentationFields,
  at: () => Date,
) {
  const freed = await db.transaction().execute(async (trx) => {
    const current = await lockPresentation(trx, target.lessonId, target.presentationId);
    if (!current) throw notFound();
    await updatePresentation(trx, target.presentationId, fields, at());
    const replaced = fields.fileId !== undefined && fields.fileId !== current.file_id;
    return replaced ? releaseFiles(trx, target.schoolId, [current.file_id]) : [];
  });
  await removeStoredFiles(storage, freed);
}

/** Deletes the presentation and frees its file. 404 if the lesson has no such presentation. */
export async function removePresentation(db: Db, storage: FileStorage | undefined, target: Target) {
  const freed = await db.transaction().execute(async (trx) => {
    const deleted = await deletePresentation(trx, target.lessonId, target.presentationId);
    if (!deleted) throw notFound();
    return releaseFiles(trx, target.schoolId, [deleted.file_id]);
  });
  await removeStoredFiles(storage, freed);
}
