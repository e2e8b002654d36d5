import type { Db } from '../db/index.js';
import type { MessageKey } from '../i18n/index.js';
import { AppError, badRequest, notFound } from './errors.js';
import { nullableDateSchema } from './listing.js';
import { checkDate, idOrZeroSchema, requiredText } from './schemas.js';
import type { FileStorage } from './storage.js';
import { moveToTrash } from './trash.js';
import { lockNames } from './nameLocks.js';
import { IMAGE_MIME_TYPES } from '../../src/api/constants.js';
import { releaseFile, removeStoredFile } from '../routes/files/release.js';
import { schoolTimeZone } from './schoolTimeZone.js';
import { refusePastDay } from './pastDates.js';

/*
 * Groups and courses are the same kind of record: a school's row with a name unique among its
 * live rows (case ignored), a description, a finish date and an image, moved to the trash by
 * name. This file is their one create, save, name check and live lookup; each kind names its
 * table, its API name field and its messages.
 */

/**
 * An imageId as the API takes it: undefined leaves the image as it is, 0 removes it, any
 * other value must be an image uploaded to this school (else 400 naming imageId).
 */
async function resolveImageId(db: Db, schoolId: number, imageId: number | undefined, key: MessageKey): Promise<number | null | undefined> {
  if (imageId === undefined) return undefined;
  if (imageId === 0) return null;
  const file = await db
    .selectFrom('files')
    .select('id')
    .where('id', '=', imageId)
    .where('school_id', '=', schoolId)
    .where('mime', 'in', [...IMAGE_MIME_TYPES])
    .executeTakeFirst();
  if (!file) throw badRequest(key, 'imageId');
  return file.id;
}

export type NamedTable = 'groups' | 'courses';

/** What tells groups from courses here. */
export interface NamedKind {
  table: NamedTable;
  /** Its type in the trash. */
  trashType: 'GROUP' | 'COURSE';
  /** The API field of the name (groupName, courseName): a blank or taken name names it. */
  nameField: string;
  /** 409 when another live row of the school has the name. */
  nameTaken: MessageKey;
  /** 400 when the imageId is not an image of the school. */
  imageNotFound: MessageKey;
}

/** The stored fields of a save: a name already trimmed, an image already checked. */
interface NamedFields {
  name: string;
  description?: string;
  dateOfFinish?: string | null;
  imageId?: number | null;
}

/** A save's body apart from its name (which each kind calls differently). */
export interface NamedInput {
  description?: string;
  dateOfFinish?: string | null;
  imageId?: number;
}

/** The JSON schema of a create or save body; `nameField` is the required name. */
export function namedBodySchema<const F extends string>(nameField: F) {
  // A computed key widens to `string`: the cast keeps the field's name for the inferred body type.
  const name = { [nameField]: { type: 'string', minLength: 1, maxLength: 100 } } as {
    [K in F]: { type: 'string'; minLength: 1; maxLength: 100 };
  };
  return {
    type: 'object',
    properties: {
      ...name,
      description: { type: 'string', maxLength: 2000 },
      dateOfFinish: nullableDateSchema,
      imageId: { ...idOrZeroSchema, description: '0 removes the image; left out keeps it' },
    },
    required: [nameField],
    additionalProperties: false,
  } as const;
}

/**
 * Checks and normalises a save's input: trimmed name and description, real date, own image. An
 * end date before the school's today is refused unless it is the stored one (`keptDate`), so an
 * ended record stays editable (src/api/pastDates.ts).
 */
async function namedFields(
  db: Db,
  kind: NamedKind,
  schoolId: number,
  name: string,
  body: NamedInput,
  at: { now: Date; keptDate?: string | null },
): Promise<NamedFields> {
  checkDate(body.dateOfFinish, 'dateOfFinish');
  if (body.dateOfFinish && body.dateOfFinish !== at.keptDate) {
    const timeZone = await schoolTimeZone(db, schoolId);
    refusePastDay(body.dateOfFinish, at.keptDate, 'dateOfFinish', 'input.finishInPast', { timeZone, now: at.now });
  }
  return {
    name: requiredText(name, kind.nameField),
    description: body.description?.trim(),
    dateOfFinish: body.dateOfFinish,
    imageId: await resolveImageId(db, schoolId, body.imageId, kind.imageNotFound),
  };
}

/** The name of a live row of the school, or undefined when there is none (another school's, trashed, missing). */
export async function liveName(db: Db, table: NamedTable, schoolId: number, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom(table)
    .select('name')
    .where('id', '=', id)
    .where('school_id', '=', schoolId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.name;
}

/** A live row's name (what the trash shows), or 404. */
export async function liveNameOr404(db: Db, table: NamedTable, schoolId: number, id: number): Promise<string> {
  const name = await liveName(db, table, schoolId, id);
  if (name === undefined) throw notFound();
  return name;
}

/** Moves a live row of the school to the trash under its name; 404 when there is none. */
export async function moveNamedToTrash(
  db: Db,
  kind: NamedKind,
  user: { id: number; schoolId: number },
  id: number,
  now: Date,
): Promise<void> {
  const name = await liveNameOr404(db, kind.table, user.schoolId, id);
  await moveToTrash(db, { schoolId: user.schoolId, type: kind.trashType, entityId: id, name, deletedBy: user.id, now });
}

/** 409 when another live row of the school has this name (case ignored). Call under lockNames. */
export async function assertNameFree(trx: Db, kind: NamedKind, schoolId: number, name: string, exceptId?: number): Promise<void> {
  const clash = await trx
    .selectFrom(kind.table)
    .select('id')
    .where('school_id', '=', schoolId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId as number))
    .executeTakeFirst();
  if (clash) throw new AppError(409, kind.nameTaken, { name }, { field: kind.nameField });
}

/** Checks the input and creates a row under the name lock (400 on the input, 409 when the name is taken). Returns its id. */
export async function createNamed(db: Db, kind: NamedKind, schoolId: number, name: string, input: NamedInput, now: Date): Promise<number> {
  const fields = await namedFields(db, kind, schoolId, name, input, { now });
  return db.transaction().execute(async (trx) => {
    await lockNames(trx, kind.table, schoolId);
    await assertNameFree(trx, kind, schoolId, fields.name);
    const row = await trx
      .insertInto(kind.table)
      .values({
        school_id: schoolId,
        name: fields.name,
        description: fields.description ?? '',
        date_of_finish: fields.dateOfFinish ?? null,
        image_id: fields.imageId ?? null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/**
 * Saves the fields given; a field left out keeps its value. 404 when the row is not live in the
 * school (before any 400 about the input), 409 when the name is taken. Given the storage, an
 * image the save replaced or removed is deleted (row in the transaction, bytes after the
 * commit) unless something else still uses it.
 */
export async function updateNamed(
  db: Db,
  kind: NamedKind,
  schoolId: number,
  id: number,
  name: string,
  input: NamedInput,
  now: Date,
  storage?: FileStorage,
): Promise<void> {
  const { table } = kind;
  await liveNameOr404(db, table, schoolId, id);
  const stored = await db
    .selectFrom(table)
    .select('date_of_finish')
    .where('id', '=', id)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  const fields = await namedFields(db, kind, schoolId, name, input, { now, keptDate: stored?.date_of_finish });
  const released = await db.transaction().execute(async (trx) => {
    await lockNames(trx, table, schoolId);
    await assertNameFree(trx, kind, schoolId, fields.name, id);
    const before = await trx
      .selectFrom(table)
      .select('image_id')
      .where('id', '=', id)
      .where('school_id', '=', schoolId)
      .forUpdate()
      .executeTakeFirst();
    const result = await trx
      .updateTable(table)
      .set({
        name: fields.name,
        ...(fields.description !== undefined && { description: fields.description }),
        ...(fields.dateOfFinish !== undefined && { date_of_finish: fields.dateOfFinish }),
        ...(fields.imageId !== undefined && { image_id: fields.imageId }),
      })
      .where('id', '=', id)
      .where('school_id', '=', schoolId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound();
    // The image it stopped showing (replaced or removed) goes, unless something else uses it.
    const oldImage = before?.image_id ?? null;
    const replaced = storage !== undefined && fields.imageId !== undefined && oldImage !== null && oldImage !== fields.imageId;
    return replaced ? releaseFile(trx, schoolId, oldImage) : null;
  });
  await removeStoredFile(storage, released);
}
