import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileUploadResponse } from '../../src/api/types.js';
import { moveToTrash } from '../../server/lib/trash.js';
import { ADMIN_EMAIL, call, createTestApp, login, type TestApp } from './helpers.js';
import { demoIds } from './schoolFixtures.js';
import { PNG, multipart } from './uploadFixtures.js';

/*
 * A group's or course's image that a save replaces or removes is deleted (its row and its
 * bytes), unless something else still uses it; a save that fails deletes nothing.
 */

let t: TestApp;
let admin: string;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, ADMIN_EMAIL);
  ids = await demoIds(t.db);
});
afterAll(async () => {
  await t?.close();
});

type Kind = 'groups' | 'courses';
const nameField = { groups: 'groupName', courses: 'courseName' } as const;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(t.app, { method, url: `/api/${url}`, token: admin, payload });

async function upload(): Promise<FileUploadResponse> {
  const res = await call(t.app, { method: 'POST', url: '/api/static/upload', token: admin, ...multipart(PNG, 'picture.png', 'image/png') });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FileUploadResponse>();
}

/** Whether the file is still stored: its row, and its bytes served at its link. */
async function stored(file: FileUploadResponse): Promise<{ row: boolean; served: number }> {
  const row = await t.db.selectFrom('files').select('id').where('id', '=', file.fileId).executeTakeFirst();
  const served = await call(t.app, { method: 'GET', url: file.link });
  return { row: Boolean(row), served: served.statusCode };
}
const kept = { row: true, served: 200 };
const gone = { row: false, served: 404 };

let serial = 0;
async function createWith(kind: Kind, imageId: number, name = `Pictured ${kind} ${++serial}`): Promise<{ id: number; name: string }> {
  const res = await api('POST', kind, { [nameField[kind]]: name, imageId });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json<{ id: number }>().id, name };
}
const save = (kind: Kind, record: { id: number; name: string }, fields: object) =>
  api('PUT', `${kind}/${record.id}`, { [nameField[kind]]: record.name, ...fields });

describe.each(['groups', 'courses'] as const)('PUT /api/%s/:id and the image it stops showing', (kind) => {
  it('deletes the replaced image, row and bytes, and keeps the new one', async () => {
    const [first, second] = [await upload(), await upload()];
    const record = await createWith(kind, first.fileId);

    const res = await save(kind, record, { imageId: second.fileId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ imageId: second.fileId, imageLink: second.link });
    expect(await stored(first)).toEqual(gone);
    expect(await stored(second)).toEqual(kept);
  });

  it('keeps the image when the save leaves it out or sends the same one, and deletes it when removed with 0', async () => {
    const image = await upload();
    const record = await createWith(kind, image.fileId);

    expect((await save(kind, record, { description: 'No image field' })).json()).toMatchObject({ imageId: image.fileId });
    expect((await save(kind, record, { imageId: image.fileId })).json()).toMatchObject({ imageId: image.fileId });
    expect(await stored(image)).toEqual(kept);

    expect((await save(kind, record, { imageId: 0 })).json()).toMatchObject({ imageId: 0, imageLink: null });
    expect(await stored(image)).toEqual(gone);
  });

  it('deletes nothing when the save is refused', async () => {
    const [old, next] = [await upload(), await upload()];
    const record = await createWith(kind, old.fileId);
    const taken = await createWith(kind, 0);

    const refused = await api('PUT', `${kind}/${record.id}`, { [nameField[kind]]: taken.name, imageId: next.fileId });
    expect(refused.statusCode).toBe(409);
    expect((await api('GET', `${kind}/${record.id}`)).json()).toMatchObject({ imageId: old.fileId });
    expect(await stored(old)).toEqual(kept);
    expect(await stored(next)).toEqual(kept);
  });
});

describe('an image something else still uses is kept', () => {
  it('when a course shows the image a group stops showing, and the other way round', async () => {
    const shared = await upload();
    const group = await createWith('groups', shared.fileId);
    const course = await createWith('courses', shared.fileId);

    await save('groups', group, { imageId: 0 });
    expect(await stored(shared)).toEqual(kept);
    expect((await api('GET', `courses/${course.id}`)).json()).toMatchObject({ imageId: shared.fileId, imageLink: shared.link });

    // The last one to let it go deletes it.
    await save('courses', course, { imageId: 0 });
    expect(await stored(shared)).toEqual(gone);
  });

  it('when a record in the trash still has it (a restore brings it back with its image)', async () => {
    const shared = await upload();
    const trashed = await createWith('groups', shared.fileId);
    const live = await createWith('groups', shared.fileId);
    await moveToTrash(t.db, {
      schoolId: ids.schoolId,
      type: 'GROUP',
      entityId: trashed.id,
      name: trashed.name,
      deletedBy: ids.user[ADMIN_EMAIL],
      now: new Date(),
    });

    await save('groups', live, { imageId: 0 });
    expect(await stored(shared)).toEqual(kept);
  });

  it('when a table added later refers to it through a foreign key', async () => {
    const image = await upload();
    const group = await createWith('groups', image.fileId);
    await sql`create table image_release_probe (file_id integer references files (id) on delete set null)`.execute(t.db);
    try {
      await sql`insert into image_release_probe (file_id) values (${image.fileId})`.execute(t.db);
      await save('groups', group, { imageId: 0 });
      expect(await stored(image)).toEqual(kept);
    } finally {
      await sql`drop table image_release_probe`.execute(t.db);
    }
  });

  it("when it is the school's logo", async () => {
    const logo = await upload();
    const group = await createWith('groups', logo.fileId);
    await t.db.updateTable('schools').set({ logo_file_id: logo.fileId }).where('id', '=', ids.schoolId).execute();
    try {
      await save('groups', group, { imageId: 0 });
      expect(await stored(logo)).toEqual(kept);
    } finally {
      await t.db.updateTable('schools').set({ logo_file_id: null }).where('id', '=', ids.schoolId).execute();
    }
  });
});
