import { afterEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { saveSession } from '../../src/auth/session';
import { dataProvider as appDataProvider } from '../../src/dataProvider/appDataProvider';
import type { LmsDataProvider } from '../../src/dataProvider/dataProvider';
import { en, enApp } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { mockStore } from '../../src/mocks/store/mockStore';
import { GroupCreate } from '../../src/resources/groups/GroupCreate';
import { GroupEdit } from '../../src/resources/groups/GroupEdit';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { demoToken } from '../../src/mocks/builders/builders';
import { PNG_BYTES } from '../../src/mocks/images';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

/*
 * The image input of the group and course forms deletes the uploads of its own form session
 * that no save uses: replaced, removed, or left behind unsaved. It never deletes the image the
 * saved record points to (the server does, once a save stops using it).
 */

const texts = enApp.admin.image;
const SAVED_LINK = '/api/static/files/saved-77.png';
const link = (n: number) => `/api/static/files/upload-${n}.png`;

afterEach(() => {
  server.events.removeAllListeners();
});

/**
 * The page at `path`, routed as the admin area routes it (leaving the route unmounts it).
 * Uploads answer upload-1, upload-2, …. `deleted` lists the dataProvider's deleteFile calls
 * as they are made (an unmount's too); `requested` the DELETE static/delete calls that
 * reached the API.
 */
async function renderPage(path: string, route: string, page: ReactElement) {
  await i18nProvider.changeLocale('en');
  saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' });

  let uploads = 0;
  server.use(
    http.post('*/api/static/upload', () => {
      uploads += 1;
      return HttpResponse.json({ fileId: 900 + uploads, link: link(uploads) });
    }),
  );
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'DELETE' && url.pathname.endsWith('/api/static/delete')) requested.push(url.searchParams.get('fileLink') ?? '');
  });
  const deleted: string[] = [];
  const dataProvider: LmsDataProvider = {
    ...appDataProvider,
    deleteFile: (fileLink) => {
      deleted.push(fileLink);
      return appDataProvider.deleteFile(fileLink);
    },
  };

  const user = userEvent.setup();
  const view = render(
    <TestProviders initialEntries={[path]}>
      <AdminTestContext resource="groups" dataProvider={dataProvider}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </AdminTestContext>
    </TestProviders>,
  );

  const preview = () => screen.getByRole('img', { name: texts.alt }).getAttribute('src');
  const pick = async (name = 'picture.png') => {
    const before = screen.queryByRole('img', { name: texts.alt })?.getAttribute('src');
    await user.upload(await screen.findByTestId('image-file-input'), new File([PNG_BYTES], name, { type: 'image/png' }));
    // The upload has answered and the form shows it.
    await waitFor(() => expect(preview()).not.toBe(before));
  };
  const save = () => user.click(screen.getByRole('button', { name: en.ra.action.save }));
  /** Leaves the page: what it deletes on the way out is in `deleted` at once. */
  const leave = () => view.unmount();
  /** Waits until every delete asked for has reached the API, while the session is still there. */
  const settled = () => waitFor(() => expect(requested).toEqual(deleted));
  return { user, deleted, requested, pick, preview, save, leave, settled };
}

const createGroup = () => renderPage('/groups/create', '/groups/create', <GroupCreate />);

/** Group 1 of the mock school, saved with an image of its own. */
async function editGroupWithImage() {
  Object.assign(
    mockStore.school.groups.find((g) => g.id === 1)!,
    { imageId: 77, imageLink: SAVED_LINK },
  );
  const page = await renderPage('/groups/1', '/groups/:id', <GroupEdit />);
  await waitFor(() => expect(page.preview()).toBe(SAVED_LINK));
  return page;
}

describe('ImageUploadInput deletes the uploads only its form holds', () => {
  it('deletes an upload that another upload replaces (DELETE static/delete?fileLink=…), and keeps the new one', async () => {
    const { pick, preview, deleted, requested, leave, settled } = await createGroup();

    await pick('first.png');
    expect(preview()).toBe(link(1));
    expect(deleted).toEqual([]);

    await pick('second.png');
    expect(preview()).toBe(link(2));
    expect(deleted).toEqual([link(1)]);
    await waitFor(() => expect(requested).toEqual([link(1)]));

    await pick('third.png');
    expect(deleted).toEqual([link(1), link(2)]);

    leave();
    expect(deleted).toEqual([link(1), link(2), link(3)]);
    await settled();
  });

  it('deletes an upload the user removes', async () => {
    const { pick, user, deleted, leave, settled } = await createGroup();

    await pick();
    await user.click(screen.getByRole('button', { name: texts.remove }));

    expect(await screen.findByText(texts.none)).toBeVisible();
    expect(deleted).toEqual([link(1)]);
    leave();
    expect(deleted).toEqual([link(1)]);
    await settled();
  });

  it('deletes the unsaved upload when the form is left without saving', async () => {
    const { pick, deleted, leave, settled } = await createGroup();

    await pick();
    expect(deleted).toEqual([]);
    leave();

    expect(deleted).toEqual([link(1)]);
    await settled();
  });

  it('never deletes the upload a create saved, when the page is left after the save', async () => {
    const { pick, user, save, deleted, leave, settled } = await createGroup();
    await user.type(screen.getByLabelText(/^Group name/), 'Pictured group');
    await pick('first.png');
    await pick('second.png');

    await save();

    // The page is left once the server has answered: only the replaced upload went.
    expect(await screen.findByText('Elsewhere')).toBeVisible();
    expect(mockStore.school.groups.find((g) => g.groupName === 'Pictured group')).toMatchObject({
      imageId: 902,
      imageLink: '/api/static/files/mock-902.png',
    });
    leave();
    expect(deleted).toEqual([link(1)]);
    await settled();
  });

  it('gives an upload back to the form when the server refuses the save, so a replace still deletes it', async () => {
    const { pick, user, save, deleted, leave, settled } = await createGroup();
    await user.type(screen.getByLabelText(/^Group name/), 'Frontend 2026');
    await pick('first.png');

    await save();
    expect(await screen.findByText('A group named "Frontend 2026" already exists.')).toBeInTheDocument();
    expect(deleted).toEqual([]);

    await pick('second.png');
    expect(deleted).toEqual([link(1)]);
    leave();
    expect(deleted).toEqual([link(1), link(2)]);
    await settled();
  });
});

describe("ImageUploadInput never deletes the record's saved image", () => {
  it('replacing the saved image, then the replacement, deletes only the replacement', async () => {
    const { pick, preview, deleted, leave, settled } = await editGroupWithImage();

    await pick('first.png');
    expect(preview()).toBe(link(1));
    expect(deleted).toEqual([]);
    await pick('second.png');
    expect(deleted).toEqual([link(1)]);

    leave();
    expect(deleted).toEqual([link(1), link(2)]);
    expect(deleted).not.toContain(SAVED_LINK);
    await settled();
  });

  it('removing the saved image deletes nothing, even when the page is left (a save would make the server delete it)', async () => {
    const { user, deleted, leave } = await editGroupWithImage();

    await user.click(screen.getByRole('button', { name: texts.remove }));
    expect(await screen.findByText(texts.none)).toBeVisible();
    leave();

    expect(deleted).toEqual([]);
  });

  it('a saved replacement is kept, and the client leaves the old image to the server', async () => {
    const sent: unknown[] = [];
    const { pick, save, deleted, leave } = await editGroupWithImage();
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH' && new URL(request.url).pathname.endsWith('/api/groups/1')) sent.push(await request.clone().json());
    });

    await pick();
    await save();

    expect(await screen.findByText('Elsewhere')).toBeVisible();
    expect(sent).toEqual([expect.objectContaining({ imageId: 901 })]);
    leave();
    expect(deleted).toEqual([]);
  });
});
