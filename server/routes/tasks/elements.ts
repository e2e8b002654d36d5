import { IMAGE_MIME_TYPES } from '../../../src/api/constants.js';
import type { TaskElement, TaskElementInput } from '../../../src/api/tasks.js';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../lib/errors.js';
import { isSafeUrl, sanitizeRichText } from '../../lib/sanitize.js';
import { fileLinkOf, usableFiles } from '../files/repository.js';

/*
 * A task's content blocks as they are stored: HTML sanitised, addresses checked, and uploads
 * resolved to this school's files. Each refusal is a 400 naming the block (taskElements.N,
 * counting from 0 like the array) and saying its number (from 1) to the person.
 */

/** The fileIds that blocks refer to. */
export function elementFileIds(elements: ReadonlyArray<{ type: string; fileId?: number | null }>): number[] {
  return elements.filter((e) => (e.type === 'image' || e.type === 'file') && typeof e.fileId === 'number').map((e) => e.fileId as number);
}

interface FileRow {
  id: number;
  storage_key: string;
  original_name: string;
  mime: string;
}

/**
 * Checks and cleans the blocks. A block may use an upload of this school that the author
 * uploaded, or one the task already shows (another instructor of the course may have put it
 * there): file ids are sequential, so any other id could expose a stranger's private upload.
 */
export async function prepareElements(
  db: Db,
  user: { id: number; schoolId: number },
  inputs: TaskElementInput[],
  alreadyShown: ReadonlySet<number> = new Set(),
): Promise<TaskElement[]> {
  const ids = [...new Set(elementFileIds(inputs))];
  const files: FileRow[] = ids.length ? await usableFiles(db, user.schoolId, user.id, ids, alreadyShown) : [];
  const byId = new Map(files.map((f) => [f.id, f]));

  return inputs.map((input, n): TaskElement => {
    const field = `taskElements.${n}`;
    const index = n + 1;
    switch (input.type) {
      case 'text':
        return { type: 'text', html: sanitizeRichText(input.html) };
      case 'image': {
        if (typeof input.fileId === 'number') {
          const file = byId.get(input.fileId);
          if (!file) throw badRequest('tasks.elementFileNotFound', `${field}.fileId`, { index });
          if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.mime))
            throw badRequest('tasks.elementNotImage', `${field}.fileId`, { index });
          return { type: 'image', fileId: file.id, link: fileLinkOf(file.storage_key), alt: (input.alt ?? '').trim() };
        }
        const link = (input.link ?? '').trim();
        if (!link) throw badRequest('tasks.elementImageMissing', `${field}.fileId`, { index });
        if (!isSafeUrl(link)) throw badRequest('tasks.elementUrlInvalid', `${field}.link`, { index });
        return { type: 'image', fileId: null, link, alt: (input.alt ?? '').trim() };
      }
      case 'file': {
        const file = byId.get(input.fileId);
        if (!file) throw badRequest('tasks.elementFileNotFound', `${field}.fileId`, { index });
        return { type: 'file', fileId: file.id, link: fileLinkOf(file.storage_key), name: file.original_name };
      }
      case 'link': {
        const url = input.url.trim();
        if (!isSafeUrl(url, { mailto: true })) throw badRequest('tasks.elementUrlInvalid', `${field}.url`, { index });
        const text = input.text.trim();
        if (!text) throw badRequest('validation.fieldRequired', `${field}.text`, { field: `${field}.text` });
        return { type: 'link', text, url };
      }
      case 'code':
        // Kept exactly as written: it is shown as text, never as HTML.
        return { type: 'code', language: (input.language ?? '').trim().toLowerCase(), code: input.code };
    }
  });
}
