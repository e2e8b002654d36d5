import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_PATTERN } from '../../src/mocks/handlers';
import { server } from './server';
import { expectNotice, recordWrites, renderTasks } from './learningTasksSetup';

afterEach(() => server.events.removeAllListeners());

const REVIEW_801 = '/courses/1/lessons/11?tab=tasks&task=801';

const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Answers by review state' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

/** The open review tab's panel (the lesson's own tab panel holds it). */
const reviewPanel = () => screen.getByRole('tabpanel', { name: /^(Waiting|Accepted|Not accepted|Late|Not submitted) \(/ });

async function openAnswer(user: Awaited<ReturnType<typeof renderTasks>>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Open the answer of ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Answer of ${name}` });
  await within(dialog).findByTestId('answer-review-card');
  return dialog;
}

describe('the review of a task', { timeout: 60_000 }, () => {
  it('sorts the answers into the tabs waiting, accepted, not accepted, late and not submitted, with counts', async () => {
    const { user } = await renderTasks({ path: REVIEW_801 });
    await screen.findByRole('heading', { level: 2, name: 'Types in practice' });
    expect(tabNames()).toEqual(['Waiting (1)', 'Accepted (1)', 'Not accepted (1)', 'Late (1)', 'Not submitted (0)']);

    const waiting = reviewPanel();
    expect(within(waiting).getByText('Emily Johnson')).toBeVisible();
    // Sent 2026-01-25T18:10Z: 21:10 in Moscow.
    expect(within(waiting).getByText('Sent 25 Jan 2026, 21:10')).toBeVisible();
    expect(within(waiting).getByText('Waiting for review')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Late (1)' }));
    const late = reviewPanel();
    expect(within(late).getByText('Алексей Кузнецов')).toBeVisible();
    expect(within(late).getByText('Late by 2 days')).toBeVisible();
    expect(within(late).getByText(/Sent after the deadline and waiting for your review/)).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Accepted (1)' }));
    expect(within(reviewPanel()).getByText('9 of 10')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Not submitted (0)' }));
    expect(within(reviewPanel()).getByText('Every student of the course has answered.')).toBeVisible();

    // The task itself is folded away above the tabs.
    await user.click(screen.getByRole('button', { name: 'The task' }));
    expect(await screen.findByRole('link', { name: 'MDN: typeof' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lists the students of the course with no answer under not submitted', async () => {
    const { user } = await renderTasks({ path: '/courses/1/lessons/11?tab=tasks&task=802' });
    await screen.findByRole('heading', { level: 2, name: 'A counter with a closure' });
    expect(tabNames()).toEqual(['Waiting (1)', 'Accepted (0)', 'Not accepted (0)', 'Late (0)', 'Not submitted (2)']);
    await user.click(screen.getByRole('tab', { name: 'Not submitted (2)' }));
    const panel = reviewPanel();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Emily Johnsonstudent4@demo.test · Frontend 2026',
      // Her deadline was extended: 2027-02-07T20:59Z is 23:59 in Moscow.
      'Екатерина Поповаstudent3@demo.test · Frontend 2026Extended to 7 Feb 2027, 23:59',
    ]);
    expect(within(panel).getByRole('button', { name: 'Remind everyone who has not answered (2)' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Remind Emily Johnson' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Extend the deadline of Екатерина Попова' })).toBeVisible();
  });

  it('shows an answer in full, approves it only with points from 0 to the maximum, then reloads the tabs', async () => {
    const calls = recordWrites();
    const { user } = await renderTasks({ path: REVIEW_801 });
    const dialog = await openAnswer(user, 'Emily Johnson');
    expect(within(dialog).getByText('Sent 25 Jan 2026, 21:10')).toBeVisible();
    expect(within(dialog).getByText('Deadline 26 Jan 2026, 23:59')).toBeVisible();
    expect(within(dialog).queryByText('Late')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('answer-text')).toHaveTextContent("typeName([]) // 'array'");
    const file = within(dialog).getByRole('link', { name: 'type-name-notes.pdf' });
    expect(file).toHaveAttribute('href', '/api/static/files/mock-401.pdf');
    expect(file).toHaveAttribute('target', '_blank');
    expect(file).toHaveAttribute('rel', 'noopener noreferrer');

    const points = within(dialog).getByRole('spinbutton', { name: 'Points' });
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    await user.click(approve);
    expect(await within(dialog).findByText('Points must be a whole number from 0 to 10.')).toBeVisible();
    for (const wrong of ['11', '-1', '7.5']) {
      await user.clear(points);
      await user.type(points, wrong);
      await user.click(approve);
      await waitFor(() => expect(within(dialog).getByText('Points must be a whole number from 0 to 10.')).toBeVisible());
      expect(points).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls).toHaveLength(0);

    await user.clear(points);
    await user.type(points, '10');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment for the student' }), 'Clean and correct.');
    await user.click(approve);
    await expectNotice('The answer has been accepted.');
    expect(calls).toEqual([
      { method: 'POST', path: '/api/lessons/tasks/answers/904', body: { status: 'APPROVE', points: 10, comment: 'Clean and correct.' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(tabNames()).toEqual(['Waiting (0)', 'Accepted (2)', 'Not accepted (1)', 'Late (1)', 'Not submitted (0)']));
  });

  it('approves with 0 points and no comment', async () => {
    const calls = recordWrites();
    const { user } = await renderTasks({ path: REVIEW_801 });
    const dialog = await openAnswer(user, 'Emily Johnson');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Points' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expectNotice('The answer has been accepted.');
    expect(calls[0].body).toEqual({ status: 'APPROVE', points: 0 });
  });

  it('returns a late answer only with a comment; it moves to not accepted and stays marked late', async () => {
    const calls = recordWrites();
    const { user } = await renderTasks({ path: `${REVIEW_801}&answers=late` });
    expect(await screen.findByRole('tab', { name: 'Late (1)' })).toHaveAttribute('aria-selected', 'true');
    const dialog = await openAnswer(user, 'Алексей Кузнецов');
    expect(within(dialog).getByText('Late by 2 days')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'https://github.com/example/type-name' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );

    const reject = within(dialog).getByRole('button', { name: 'Return for rework' });
    await user.click(reject);
    expect(await within(dialog).findByText('Write a comment telling the student what to fix.')).toBeVisible();
    const comment = within(dialog).getByRole('textbox', { name: 'Comment for the student' });
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    // Blanks are no comment either.
    await user.type(comment, '   ');
    await user.click(reject);
    await waitFor(() => expect(within(dialog).getByText('Write a comment telling the student what to fix.')).toBeVisible());
    expect(calls).toHaveLength(0);

    await user.clear(comment);
    await user.type(comment, 'Handle arrays too, then send it again.');
    // Points play no part in a return.
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Points' }), '99');
    await user.click(reject);
    await expectNotice('The answer has been returned to the student.');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/lessons/tasks/answers/902',
        body: { status: 'REJECT', comment: 'Handle arrays too, then send it again.' },
      },
    ]);
    await waitFor(() => expect(tabNames()).toEqual(['Waiting (1)', 'Accepted (1)', 'Not accepted (2)', 'Late (0)', 'Not submitted (0)']));
    await user.click(screen.getByRole('tab', { name: 'Not accepted (2)' }));
    const item = within(reviewPanel()).getByText('Алексей Кузнецов').closest('li') as HTMLElement;
    expect(within(item).getByText('Late by 2 days')).toBeVisible();
    expect(within(item).getByText('Returned for rework')).toBeVisible();
  });

  it('changes the points and comment of an accepted answer with PUT', async () => {
    const calls = recordWrites();
    const { user } = await renderTasks({ path: `${REVIEW_801}&answers=accepted` });
    const dialog = await openAnswer(user, 'Sofia Smirnova');
    expect(within(dialog).getByTestId('current-review')).toHaveTextContent('Accepted with 9 of 10 points');
    expect(within(dialog).getByTestId('current-review')).toHaveTextContent('Reviewed by Ivan Petrov, 25 Jan 2026, 18:30');
    const points = within(dialog).getByRole('spinbutton', { name: 'Points' });
    // The form takes the saved review once it has loaded: wait for it, do not race it.
    await waitFor(() => expect(points).toHaveValue(9));
    expect(within(dialog).getByRole('textbox', { name: 'Comment for the student' })).toHaveValue(
      'Well done! Next time, also show what it answers for a missing value.',
    );
    await user.clear(points);
    await user.type(points, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save points' }));
    await expectNotice('The points have been saved.');
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/lessons/tasks/answers/901',
        body: { status: 'APPROVE', points: 10, comment: 'Well done! Next time, also show what it answers for a missing value.' },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Open the answer of Sofia Smirnova' }));
    const again = await screen.findByRole('dialog', { name: 'Answer of Sofia Smirnova' });
    expect(await within(again).findByTestId('current-review')).toHaveTextContent('Accepted with 10 of 10 points');
  });

  it("puts the server's refusal under the field it names and keeps the card open", async () => {
    server.use(
      http.post(`${API_PATTERN}/lessons/tasks/answers/:answerId`, () =>
        HttpResponse.json({ message: 'The points must be from 0 to 5.', status: 400, field: 'points' }, { status: 400 }),
      ),
    );
    const { user } = await renderTasks({ path: REVIEW_801 });
    const dialog = await openAnswer(user, 'Emily Johnson');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Points' }), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('The points must be from 0 to 5.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Answer of Emily Johnson' })).toBeVisible();
  });
});
