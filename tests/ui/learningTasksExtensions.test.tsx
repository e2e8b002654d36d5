import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from './server';
import { expectNotice, recordWrites, renderTasks } from './learningTasksSetup';

/*
 * Deadline extensions, reminders and the late penalty on the instructor's review of a task
 * (src/api/latePenalty.ts), in both languages, against the msw mocks: task 802 has Emily
 * Johnson and Екатерина Попова not answered (her deadline extended to 7 Feb 2027, 23:59 in
 * Moscow); task 801's answer 902 came two days late under −10% a day, keeping half.
 */

afterEach(() => server.events.removeAllListeners());

const COUNTER = '/courses/1/lessons/11?tab=tasks&task=802&answers=notSubmitted';
const TYPES_LATE = '/courses/1/lessons/11?tab=tasks&task=801&answers=late';

/** Types a wall time into the picker as the language reads it: dd/MM/yyyy HH:mm in English, dd.MM.yyyy HH:mm in Russian. */
const typeMoment = (input: HTMLElement, ddmmyyyy: string) => {
  // Cleared first: the picker reads a change of a filled field as an edit of one of its sections.
  fireEvent.change(input, { target: { value: '' } });
  fireEvent.change(input, { target: { value: ddmmyyyy } });
};

describe('deadline extensions and reminders', { timeout: 60_000 }, () => {
  it('reminds everyone who has not answered, then says who was skipped as reminded within the hour', async () => {
    const calls = recordWrites();
    const { user } = await renderTasks({ path: COUNTER });
    await user.click(await screen.findByRole('button', { name: 'Remind everyone who has not answered (2)' }));
    await expectNotice('Reminders sent: 2.');
    await user.click(screen.getByRole('button', { name: 'Remind Emily Johnson' }));
    await expectNotice('Reminders sent: 0. Skipped, as reminded within the last hour: 1.');
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/lessons/tasks/802/remind', {}],
      ['/api/lessons/tasks/802/remind', { studentIds: [4] }],
    ]);
  });

  it("gives one student a later deadline, refusing one that is not after the task's", async () => {
    const calls = recordWrites();
    const { user } = await renderTasks({ path: COUNTER });
    await user.click(await screen.findByRole('button', { name: 'Extend the deadline of Emily Johnson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deadline of Emily Johnson' });
    // The task's deadline is 31 Jan 2027, 23:59 in Moscow; a moment before it is refused before anything is sent.
    const input = within(dialog).getByLabelText(/^Own deadline/);
    typeMoment(input, '30/01/2027 12:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save the deadline' }));
    expect(await within(dialog).findByText('Choose a moment later than the task’s deadline.')).toBeVisible();
    expect(calls).toEqual([]);

    typeMoment(input, '05/02/2027 18:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save the deadline' }));
    await expectNotice('The deadline has been extended for the student.');
    expect(calls).toEqual([{ method: 'PUT', path: '/api/lessons/tasks/802/extensions/4', body: { deadline: '2027-02-05T15:00:00.000Z' } }]);
    const row = await screen.findByTestId('not-submitted-4');
    await waitFor(() => expect(within(row).getByText('Extended to 5 Feb 2027, 18:00')).toBeVisible());
  });

  it('takes an extension back, in Russian', async () => {
    const calls = recordWrites();
    const { user } = await renderTasks({ path: COUNTER, language: 'ru' });
    const row = await screen.findByTestId('not-submitted-3');
    expect(within(row).getByText('Продлено до 07.02.2027, 23:59')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Продлить срок для Екатерина Попова' }));
    const dialog = await screen.findByRole('dialog', { name: 'Срок для Екатерина Попова' });
    expect(within(dialog).getByTestId('extension-deadline')).toHaveValue('07.02.2027 23:59');
    await user.click(within(dialog).getByRole('button', { name: 'Отменить продление' }));
    await expectNotice('Продление отменено: для студента снова действует срок задания.');
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/lessons/tasks/802/extensions/3', body: undefined }]);
    await waitFor(() => expect(within(screen.getByTestId('not-submitted-3')).queryByText(/Продлено/)).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Напомнить всем, кто не ответил (2)' }));
    await expectNotice('Напоминаний отправлено: 2.');
  });
});

describe('the late penalty in the review', { timeout: 60_000 }, () => {
  it('says what the penalty takes before grading, and what it took after', async () => {
    const { user } = await renderTasks({ path: TYPES_LATE });
    expect(await screen.findByText('Late answers lose 10% of the points for each day late, keeping at least 50%.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Open the answer of Алексей Кузнецов' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer of Алексей Кузнецов' });
    expect(await within(dialog).findByTestId('penalty-preview')).toHaveTextContent(
      'Late by 2 days: −20% is taken from the points you give.',
    );
    const points = within(dialog).getByRole('spinbutton', { name: 'Points' });
    await user.clear(points);
    await user.type(points, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expectNotice('The answer has been accepted.');
    await user.click(await screen.findByRole('tab', { name: 'Accepted (2)' }));
    expect(await screen.findByText('−20%: 10 given, 8 count')).toBeVisible();
  });

  it('words the rule and the lateness in Russian', async () => {
    const { user } = await renderTasks({ path: TYPES_LATE, language: 'ru' });
    expect(
      await screen.findByText('Опоздавший ответ теряет 10% баллов за каждый день опоздания, но сохраняет не меньше 50%.'),
    ).toBeVisible();
    expect(screen.getByText('Опоздание 2 дня')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Продлить срок для Алексей Кузнецов' }));
    expect(await screen.findByRole('dialog', { name: 'Срок для Алексей Кузнецов' })).toBeVisible();
  });
});
