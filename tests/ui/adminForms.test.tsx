import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Language } from '../../src/api/constants';
import { saveSession } from '../../src/auth/session';
import { en, enApp } from '../../src/i18n/en';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { ru, ruApp } from '../../src/i18n/ru';
import { AnnouncementCreate } from '../../src/resources/announcements/AnnouncementCreate';
import { groupSchema } from '../../src/resources/groups/groupSchema';
import { GroupCreate } from '../../src/resources/groups/GroupCreate';
import { InstructorCreate } from '../../src/resources/instructors/InstructorCreate';
import { StudentCreate } from '../../src/resources/students/StudentCreate';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { demoToken } from '../../src/mocks/builders/builders';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

const dictionaries = { en: enApp, ru: ruApp };

async function renderForm(resource: string, Form: () => React.ReactElement, language: Language = 'en') {
  window.localStorage.setItem(LANGUAGE_KEY, language);
  await i18nProvider.changeLocale(language);
  saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' });
  const user = userEvent.setup();
  render(
    <TestProviders locale={language} initialEntries={[`/${resource}/create`]}>
      <AdminTestContext resource={resource}>
        <Form />
      </AdminTestContext>
      <NoticeStack />
    </TestProviders>,
  );
  const t = dictionaries[language];
  const save = () => user.click(screen.getByRole('button', { name: (language === 'ru' ? ru : en).ra.action.save }));
  return { user, t, save };
}

/** Whether a create call reached the API. */
function watchCreates(path: string) {
  const sent: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(path)) sent.push(await request.clone().json());
  });
  return sent;
}

describe('admin forms validate with the SPEC messages', () => {
  it.each(['en', 'ru'] as const)('a group needs a name (%s)', async (language) => {
    const sent = watchCreates('/api/groups');
    const { save, t } = await renderForm('groups', GroupCreate, language);

    await save();

    expect(await screen.findByText(t.validation.groupNameRequired)).toBeVisible();
    expect(screen.getByLabelText(new RegExp(t.resources.groups.fields.groupName))).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    server.events.removeAllListeners();
  });

  it.each(['en', 'ru'] as const)('a student needs names and a valid email (%s)', async (language) => {
    const sent = watchCreates('/api/students');
    const { user, save, t } = await renderForm('students', StudentCreate, language);
    const field = (key: keyof typeof t.resources.students.fields) =>
      screen.getByLabelText(new RegExp(`^${t.resources.students.fields[key]}`));

    await save();
    expect(await screen.findByText(t.validation.nameRequired)).toBeVisible();
    expect(screen.getByText(t.validation.lastNameRequired)).toBeVisible();
    expect(screen.getByText(t.validation.emailRequired)).toBeVisible();

    await user.type(field('name'), 'Anna');
    await user.type(field('lastname'), 'Lee');
    await user.type(field('email'), 'anna@');
    await user.type(field('phoneNumber'), 'call me');
    await save();
    expect(await screen.findByText(t.validation.emailInvalid)).toBeVisible();
    expect(screen.getByText(t.validation.phoneInvalid)).toBeVisible();
    expect(screen.queryByText(t.validation.nameRequired)).not.toBeInTheDocument();
    expect(sent).toEqual([]);
    server.events.removeAllListeners();
  });

  it('an instructor with a valid form is sent, and the server message shows', async () => {
    const sent = watchCreates('/api/instructors');
    const { user, save, t } = await renderForm('instructors', InstructorCreate);
    const fields = t.resources.instructors.fields;

    await save();
    expect(await screen.findByText(t.validation.emailRequired)).toBeVisible();

    await user.type(screen.getByLabelText(new RegExp(`^${fields.name}`)), ' Olga ');
    await user.type(screen.getByLabelText(new RegExp(`^${fields.lastName}`)), 'Orlova');
    await user.type(screen.getByLabelText(new RegExp(`^${fields.email}`)), 'Olga.Orlova@demo.test');
    await save();

    expect(
      await screen.findByText('The instructor has been added. An invitation to set a password has been sent to olga.orlova@demo.test.'),
    ).toBeVisible();
    expect(sent).toEqual([{ name: 'Olga', lastName: 'Orlova', email: 'Olga.Orlova@demo.test' }]);
    server.events.removeAllListeners();
  });

  it("shows the server's refusal under the field it names and as a red notice", async () => {
    server.use(
      http.post('*/api/students', () =>
        HttpResponse.json(
          { message: 'The email taken@demo.test already belongs to an account.', status: 409, field: 'email' },
          { status: 409 },
        ),
      ),
    );
    const { user, save, t } = await renderForm('students', StudentCreate);
    const fields = t.resources.students.fields;
    await user.type(screen.getByLabelText(new RegExp(`^${fields.name}`)), 'Anna');
    await user.type(screen.getByLabelText(new RegExp(`^${fields.lastname}`)), 'Lee');
    await user.type(screen.getByLabelText(new RegExp(`^${fields.email}`)), 'taken@demo.test');
    await save();

    await waitFor(() => expect(screen.getAllByText('The email taken@demo.test already belongs to an account.')).toHaveLength(2));
    expect(screen.getByLabelText(new RegExp(`^${fields.email}`))).toHaveAttribute('aria-invalid', 'true');
  });

  it('an announcement needs a text (ru)', async () => {
    const { save } = await renderForm('announcements', AnnouncementCreate, 'ru');
    await save();
    expect(await screen.findByText(ruApp.validation.textRequired)).toBeVisible();
  });

  it('dates must be real yyyy-MM-dd dates', async () => {
    await expect(groupSchema.validateAt('dateOfFinish', { dateOfFinish: '2026-02-31' })).rejects.toThrow('validation.dateInvalid');
    await expect(groupSchema.validateAt('dateOfFinish', { dateOfFinish: '31.12.2026' })).rejects.toThrow('validation.dateInvalid');
    await expect(groupSchema.validateAt('dateOfFinish', { dateOfFinish: '2026-12-31' })).resolves.toBe('2026-12-31');
    await expect(groupSchema.validateAt('dateOfFinish', { dateOfFinish: null })).resolves.toBeNull();
  });
});
