import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { enApp } from '../../src/i18n/en';
import { ruApp } from '../../src/i18n/ru';
import { InstructorList } from '../../src/resources/instructors/InstructorList';
import { StudentList } from '../../src/resources/students/StudentList';
import { server } from './server';
import { renderAdminPage } from './adminPageSetup';

/*
 * The students and instructors lists share their person columns (PersonListColumns): every
 * column the students list shows is a sort key, blocked and invitation are on the instructors
 * list too, and both filter by invitation status. The msw mocks filter and sort as the server.
 */

type Resource = 'students' | 'instructors';

/** The query of every GET of the list, in order. */
function recordListCalls(resource: Resource) {
  const calls: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith(`/api/${resource}`)) calls.push(url.searchParams);
  });
  return calls;
}

afterEach(() => {
  server.events.removeAllListeners();
});

function renderList(resource: Resource, language: 'en' | 'ru' = 'en') {
  return renderAdminPage(resource === 'students' ? <StudentList /> : <InstructorList />, { resource, language });
}

/** A rendering and a busy machine's requests: allow for both. */
const SLOW = { timeout: 15_000 };

/** The sort button of the column with this header (its accessible name says "Sort by …"). */
async function sortButton(header: string): Promise<HTMLElement> {
  const cell = await waitFor(() => {
    const found = screen.getAllByRole('columnheader').find((h) => h.textContent === header);
    expect(found, `a column ${header}`).toBeDefined();
    return found as HTMLElement;
  }, SLOW);
  return within(cell).getByRole('button');
}

/** The list's "any status" choice, whose accessible name is react-admin's "Clear". */
const anyStatus = (text: string) => within(screen.getByRole('listbox')).getByText(text);

/** The text of one column of the table's rows. */
function column(header: string): string[] {
  const table = screen.getByRole('table');
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((h) => h.textContent?.includes(header));
  expect(index, `a column ${header}`).toBeGreaterThanOrEqual(0);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index].textContent ?? '');
}

const students = enApp.resources.students.fields;

describe('the students list sorts by every column', () => {
  it.each([
    [students.fullName, 'fullName'],
    [students.email, 'email'],
    [students.studyFormat, 'studyFormat'],
    [students.groupName, 'groupName'],
    [enApp.people.invitation, 'invitation'],
    [students.isBlocked, 'isBlocked'],
  ])('the %s header sends sort=%s, then the other direction', async (label, field) => {
    const calls = recordListCalls('students');
    const { user } = await renderList('students');
    await waitFor(() => expect(calls.length).toBeGreaterThan(0), SLOW);
    expect(calls[0].has('sort')).toBe(false);

    await user.click(await sortButton(label));
    await waitFor(() => expect(calls.at(-1)?.get('sort')).toBe(field), SLOW);
    const first = calls.at(-1)?.get('order');
    await user.click(await sortButton(label));
    await waitFor(() => expect(calls.at(-1)?.get('order')).toBe(first === 'ASC' ? 'DESC' : 'ASC'), SLOW);
    expect(calls.at(-1)?.get('sort')).toBe(field);
  });

  it('shows the rows in the order answered: by invitation, accepted first', async () => {
    const { user } = await renderList('students');
    await user.click(await sortButton(enApp.people.invitation));
    const statuses = enApp.people.invitationStatus;
    await waitFor(() => {
      const shown = column(enApp.people.invitation);
      expect(shown[0]).toBe(statuses.accepted);
      expect(shown.at(-1)).not.toBe(statuses.accepted);
    }, SLOW);
  });
});

describe('the instructors list sorts by blocked and invitation', () => {
  it.each([
    [enApp.resources.instructors.fields.isBlocked, 'isBlocked'],
    [enApp.people.invitation, 'invitation'],
  ])('the %s header sends sort=%s', async (label, field) => {
    const calls = recordListCalls('instructors');
    const { user } = await renderList('instructors');
    await user.click(await sortButton(label));
    await waitFor(() => expect(calls.at(-1)?.get('sort')).toBe(field), SLOW);
  });
});

describe('the invitation filter', () => {
  it.each(['students', 'instructors'] as const)('on the %s list, sends the status and shows only those rows', async (resource) => {
    const calls = recordListCalls(resource);
    const { user } = await renderList(resource);
    await waitFor(() => expect(column(enApp.people.invitation).length).toBeGreaterThan(1), SLOW);
    expect(new Set(column(enApp.people.invitation)).size).toBeGreaterThan(1);

    await user.click(screen.getByRole('combobox', { name: enApp.people.invitation }));
    await user.click(await screen.findByRole('option', { name: enApp.people.invitationStatus.pending }));
    await waitFor(() => expect(calls.at(-1)?.get('invitation')).toBe('pending'), SLOW);
    await waitFor(() => expect(new Set(column(enApp.people.invitation))).toEqual(new Set([enApp.people.invitationStatus.pending])), SLOW);

    await user.click(screen.getByRole('combobox', { name: enApp.people.invitation }));
    await user.click(anyStatus(enApp.people.anyInvitation));
    await waitFor(() => expect(calls.at(-1)?.has('invitation')).toBe(false), SLOW);
  });

  it('is in Russian', async () => {
    const { user } = await renderList('students', 'ru');
    await user.click(await screen.findByRole('combobox', { name: ruApp.people.invitation }, SLOW));
    for (const status of Object.values(ruApp.people.invitationStatus)) {
      expect(await screen.findByRole('option', { name: status })).toBeVisible();
    }
    expect(anyStatus(ruApp.people.anyInvitation)).toBeVisible();
  });
});
