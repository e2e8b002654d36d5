import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Route, RouterProvider, Routes } from 'react-router-dom';
import { t as serverText } from '../../server/i18n';
import type { Language } from '../../src/api/constants';
import { en, enApp } from '../../src/i18n/en';
import { ru, ruApp } from '../../src/i18n/ru';
import { CourseCreate } from '../../src/resources/courses/CourseCreate';
import { GroupCreate } from '../../src/resources/groups/GroupCreate';
import { groupSchema } from '../../src/resources/groups/groupSchema';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';
import { signedIn } from './adminPageSetup';

/*
 * The admin forms of groups and courses name a past end date at the field as it is picked, in the
 * server's words (src/api/pastDates.ts), and every admin form asks before its unsaved changes are
 * left behind, which needs a data router as the app's (src/main.tsx).
 */

const dictionaries = { en: enApp, ru: ruApp };
const ra = { en, ru };

/** A create form at /<resource>/create inside a data router, with a link leaving it. */
async function renderCreate(resource: 'groups' | 'courses', Form: () => React.ReactElement, language: Language) {
  await signedIn('ADMIN', language);
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <TestProviders locale={language} noRouter>
            <AdminTestContext resource={resource}>
              <Routes>
                <Route path={`/${resource}/create`} element={<Form />} />
                <Route path="/elsewhere" element={<p>Elsewhere</p>} />
              </Routes>
              <Link to="/elsewhere">Leave</Link>
            </AdminTestContext>
          </TestProviders>
        ),
      },
    ],
    { initialEntries: [`/${resource}/create`] },
  );
  render(<RouterProvider router={router} />);
  const t = dictionaries[language];
  const finish = () => screen.getByLabelText(new RegExp(`^${t.resources[resource].fields.dateOfFinish}`));
  const save = () => user.click(screen.getByRole('button', { name: ra[language].ra.action.save }));
  return { user, t, router, finish, save };
}

/** The bodies of the POSTs to `path`. */
function watchCreates(path: string) {
  const sent: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(path)) sent.push(await request.clone().json());
  });
  return sent;
}

/** A whole date typed as the language writes it. */
const typed = (day: string, language: Language) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, language === 'ru' ? '$3.$2.$1' : '$3/$2/$1');

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('a past end date', { timeout: 30_000 }, () => {
  it.each(['en', 'ru'] as const)('is named at the field of a new group as it is picked, and nothing is sent (%s)', async (language) => {
    const sent = watchCreates('/api/groups');
    const { user, t, finish, save } = await renderCreate('groups', GroupCreate, language);
    const over = serverText(language, 'input.finishInPast');
    expect(t.validation.finishInPast).toBe(over);
    await user.type(screen.getByLabelText(new RegExp(`^${t.resources.groups.fields.groupName}`)), 'Evening group');

    fireEvent.change(finish(), { target: { value: typed('2020-01-15', language) } });
    await waitFor(() => expect(finish()).toHaveAccessibleDescription(over));
    expect(finish()).toHaveAttribute('aria-invalid', 'true');
    await save();
    expect(finish()).toHaveAccessibleDescription(over);
    expect(sent).toEqual([]);

    // A day still to come is taken, and the message goes as it is picked.
    // The save put the focus on the field at fault; the picker takes a whole typed value when it is not being edited.
    await user.click(document.body);
    fireEvent.change(finish(), { target: { value: typed('2099-06-30', language) } });
    await waitFor(() => expect(screen.queryByText(over)).toBeNull());
    await save();
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ groupName: 'Evening group', dateOfFinish: '2099-06-30' })]));
  });

  it('is named at the field of a new course too', async () => {
    const { finish } = await renderCreate('courses', CourseCreate, 'en');
    fireEvent.change(finish(), { target: { value: typed('2020-01-15', 'en') } });
    await waitFor(() => expect(finish()).toHaveAccessibleDescription(serverText('en', 'input.finishInPast')));
  });

  it("keeps a record's own past date through an edit, and refuses moving it to another past day", async () => {
    const context = { record: { dateOfFinish: '2020-01-15' }, timeZone: 'Europe/Moscow' };
    const check = (dateOfFinish: string) => groupSchema.validateAt('dateOfFinish', { dateOfFinish }, { context });
    await expect(check('2020-01-15')).resolves.toBe('2020-01-15');
    await expect(check('2020-01-16')).rejects.toThrow('validation.finishInPast');
    await expect(check('2099-01-16')).resolves.toBe('2099-01-16');
    // A new record has nothing to keep.
    await expect(groupSchema.validateAt('dateOfFinish', { dateOfFinish: '2020-01-15' }, { context: { timeZone: 'UTC' } })).rejects.toThrow(
      'validation.finishInPast',
    );
  });
});

describe('unsaved changes', { timeout: 30_000 }, () => {
  it.each(['en', 'ru'] as const)('asks before leaving a group form with changes, in the user language (%s)', async (language) => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user, t, router } = await renderCreate('groups', GroupCreate, language);
    const name = () => screen.getByLabelText(new RegExp(`^${t.resources.groups.fields.groupName}`));
    await user.type(name(), 'Evening group');

    // Answered "no": the form stays with its text.
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledWith(ra[language].ra.message.unsaved_changes);
    expect(router.state.location.pathname).toBe('/groups/create');
    expect(name()).toHaveValue('Evening group');

    // Answered "yes": the changes are left behind.
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeVisible();
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('leaves an untouched form without a question', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = await renderCreate('groups', GroupCreate, 'en');
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeVisible();
    expect(confirm).not.toHaveBeenCalled();
  });
});
