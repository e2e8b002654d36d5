import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AVATAR_MAX_BYTES, BRAND_IMAGE_MIME_TYPES, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, PDF_MAX_BYTES } from '../../../src/api/constants.js';
import type { AppDeps } from '../../appDeps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { idSchema, messageSchema, responses } from '../../lib/schemas.js';
import { typed } from '../../lib/typedRoutes.js';
import { t } from '../../i18n/index.js';
import { ALL_ROLES, currentUser } from '../../plugins/auth.js';
import { readUpload, uploadBodySchema, uploadPreValidation } from './readUpload.js';
import { deleteFileByKey, fileByKey, fileLinkOf, isStorageKey, storageKeyOf } from './repository.js';
import { recordUpload } from './service.js';
import { contentDisposition } from '../../lib/contentDisposition.js';
import { MB, TEXT_MIME, shownInline } from '../../../src/api/answerFiles.js';
import { answerRulesOfTask } from '../tasks/answerFiles.js';
import { checkAnswerUpload } from './answerFileRules.js';

const tags = ['files'];

/** What each kind of upload accepts, judged by the sniffed bytes alone. */
const KINDS = {
  image: { maxBytes: IMAGE_MAX_BYTES, mimes: new Set<string>(IMAGE_MIME_TYPES), refusal: 'files.unsupportedImage' },
  pdf: { maxBytes: PDF_MAX_BYTES, mimes: new Set(['application/pdf']), refusal: 'files.pdfRequired' },
  /** A school's logo or favicon: an image, or an icon or bitmap. */
  brand: { maxBytes: IMAGE_MAX_BYTES, mimes: new Set<string>(BRAND_IMAGE_MIME_TYPES), refusal: 'files.unsupportedImage' },
  /** A file of a task's answer: a PDF or an image, refused with a message naming both (images keep their own size limit). */
  answer: { maxBytes: PDF_MAX_BYTES, mimes: new Set<string>(['application/pdf', ...IMAGE_MIME_TYPES]), refusal: 'files.answerKind' },
  /** A user's profile photo: an image, smaller than other images (it is only ever shown small). */
  avatar: { maxBytes: AVATAR_MAX_BYTES, mimes: new Set<string>(IMAGE_MIME_TYPES), refusal: 'files.unsupportedImage' },
} as const;
type Kind = keyof typeof KINDS;
const KIND_NAMES = ['image', 'pdf', 'brand', 'answer', 'avatar'] as const satisfies readonly Kind[];

/** The sniffed type of an upload of a fixed kind: 415 naming the kind, 413 for an image past its own limit. */
async function sniffedOfKind(data: Buffer, kind: (typeof KINDS)[Kind]): Promise<{ mime: string; ext: string }> {
  const sniffed = await fileTypeFromBuffer(data);
  if (!sniffed || !kind.mimes.has(sniffed.mime)) throw new AppError(415, kind.refusal, {}, { field: 'file' });
  if (sniffed.mime !== 'application/pdf' && data.length > IMAGE_MAX_BYTES) {
    throw new AppError(413, 'files.tooLarge', { mb: IMAGE_MAX_BYTES / MB }, { field: 'file' });
  }
  return sniffed;
}

/** A displayable original name: no folders, no control characters, bounded. */
function displayName(name: string, ext: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  return base || `file.${ext}`;
}

/** SPEC §7 Files: upload (images, PDFs), serve, delete. */
export async function filesRoutes(app: FastifyInstance, deps: AppDeps) {
  registerUpload(app, deps);
  registerStoredFiles(app, deps);
}

/** Uploading a file, with the checks of its kind and size. */
function registerUpload(app: FastifyInstance, { db, storage, now }: AppDeps) {
  const routes = typed(app);
  routes.post(
    '/api/static/upload',
    {
      config: { roles: ALL_ROLES },
      preValidation: uploadPreValidation,
      schema: {
        tags,
        summary:
          'Upload an image (PNG, JPEG, WebP, GIF), with kind=brand also an icon or bitmap (ICO, BMP), with kind=pdf a PDF, or with kind=answer the file of a task answer (what its task takes, or a PDF or an image), or with kind=avatar a profile photo (an image)',
        description:
          `Multipart with one file in the field "file". The type is sniffed from the bytes; the name and Content-Type ` +
          `are never trusted. Images up to ${IMAGE_MAX_BYTES / 1048576} MB (profile photos ${AVATAR_MAX_BYTES / 1048576} MB), PDFs up to ${PDF_MAX_BYTES / 1048576} MB.`,
        consumes: ['multipart/form-data'],
        querystring: {
          type: 'object',
          properties: {
            kind: { type: 'string', enum: KIND_NAMES, default: 'image' },
            taskId: {
              ...idSchema,
              description:
                'With kind=answer: the task the file answers, whose kinds and size limit apply (src/api/answerFiles.ts); 404 for a task the student does not see. Left out: PDFs and images.',
            },
          },
        },
        body: uploadBodySchema,
        response: responses({
          200: {
            type: 'object',
            properties: {
              fileId: { type: 'integer' },
              link: { type: 'string', description: 'Where the file is served: /api/static/files/<key>' },
              size: { type: 'integer', description: 'Bytes, as stored' },
              contentType: { type: 'string', description: 'The type sniffed from the bytes, as the file is served' },
            },
            required: ['fileId', 'link', 'size', 'contentType'],
          },
        }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { taskId } = request.query;
      const taskRules =
        request.query.kind === 'answer' && taskId !== undefined ? await answerRulesOfTask(db, user, taskId, now()) : undefined;
      const kind = KINDS[request.query.kind];
      const upload = await readUpload(request, taskRules ? taskRules.maxMb * MB : kind.maxBytes, {
        tooLarge: 'files.tooLarge',
        noFile: 'files.noFile',
      });
      const sniffed = taskRules
        ? await checkAnswerUpload(upload.data, upload.filename, taskRules, request.lang)
        : await sniffedOfKind(upload.data, kind);
      // The stored name is random; the user's name is kept only for display.
      const key = `${randomBytes(18).toString('base64url')}.${sniffed.ext}`;
      await storage.put(key, upload.data);
      try {
        const fileId = await recordUpload(
          db,
          {
            school_id: user.schoolId,
            uploaded_by: user.id,
            storage_key: key,
            original_name: displayName(upload.filename, sniffed.ext),
            mime: sniffed.mime,
            size: upload.data.length,
            created_at: now(),
          },
          request.lang,
        );
        // Size and type too, so a quiz's file answer (QuizAnswerFileDto) is whole before the attempt is read again.
        return { fileId, link: fileLinkOf(key), size: upload.data.length, contentType: sniffed.mime };
      } catch (err) {
        await storage.remove(key).catch(() => {});
        throw err;
      }
    },
  );
}

/** Reading and deleting an uploaded file. */
function registerStoredFiles(app: FastifyInstance, { db, storage }: AppDeps) {
  const routes = typed(app);
  routes.get(
    '/api/static/files/:key',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary: 'The bytes of an uploaded file',
        description:
          'Public on purpose: the key is random (144 bits) and unguessable, so knowing the link is the permission, ' +
          'and <img> tags can load it without a token. Served with its sniffed type and nosniff, inline for images and PDFs and as a download (attachment) otherwise, and cached for a year.',
        security: [],
        params: { type: 'object', properties: { key: { type: 'string', maxLength: 100 } }, required: ['key'] },
        response: responses({ 200: { type: 'string', format: 'binary', description: 'The file bytes.' } }),
      },
    },
    async (request, reply) => {
      // A text that cannot be a key names no file: answered without asking the database.
      if (!isStorageKey(request.params.key)) throw notFound();
      const file = await fileByKey(db, request.params.key);
      const stream = file && (await storage.read(file.storage_key));
      if (!file || !stream) throw notFound();
      return (
        reply
          .header('Content-Type', file.mime === TEXT_MIME ? `${TEXT_MIME}; charset=utf-8` : file.mime)
          .header('Content-Length', file.size)
          .header('X-Content-Type-Options', 'nosniff')
          // Only images and PDFs are shown by the browser; anything else (an archive, a document, code) is a download.
          .header('Content-Disposition', contentDisposition(shownInline(file.mime) ? 'inline' : 'attachment', file.original_name))
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(stream)
      );
    },
  );

  routes.delete(
    '/api/static/delete',
    {
      config: { roles: ALL_ROLES },
      schema: {
        tags,
        summary: 'Delete an uploaded file',
        description: "Allowed to whoever uploaded it, and to the school's admins. Anything else is a 404.",
        querystring: {
          type: 'object',
          properties: { fileLink: { type: 'string', minLength: 1, maxLength: 2048, description: 'The link the upload answered.' } },
          required: ['fileLink'],
        },
        response: responses({ 200: messageSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const key = storageKeyOf(request.query.fileLink);
      if (!key) throw notFound();
      // Admins may delete any file of their school; everyone else only their own uploads.
      const deleted = await deleteFileByKey(db, key, user.schoolId, user.role === 'ADMIN' ? undefined : user.id);
      if (!deleted) throw notFound();
      await storage.remove(deleted);
      return { message: t(request.lang, 'files.deleted') };
    },
  );
}
