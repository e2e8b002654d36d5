import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ruApp } from '../../src/i18n/ru';
import { mockStore } from '../../src/mocks/store/mockStore';
import { server } from './server';
import { expectNotice, recordWrites, renderTasks } from './learningTasksSetup';

afterEach(() => server.events.removeAllListeners());

const counts = (row: HTMLElement) =>
  within(within(row).getByRole('list', { name: 'Answers in each review tab' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the Tasks tab of a lesson', { timeout: 60_000 }, () => {
  it('lists the tasks with their deadline in the school timezone, maximum points and the answers in each review tab', async () => {
    await renderTasks();
    expect(screen.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
    const types = await screen.findByTestId('task-801');
    expect(within(types).getByRole('heading', { name: 'Types in practice' })).toBeVisible();
    // 2026-01-26T20:59Z is 23:59 in Moscow.
    expect(within(types).getByTestId('task-deadline')).toHaveTextContent('Deadline passed: 26 Jan 2026, 23:59');
    expect(within(types).getByText('Up to 10 points')).toBeVisible();
    await waitFor(() => expect(counts(types)).toEqual(['Waiting: 1', 'Accepted: 1', 'Not accepted: 1', 'Late: 1', 'Not submitted: 0']));
    expect(within(types).getByRole('button', { name: 'Answers to "Types in practice"' })).toHaveTextContent('2 to review');

    const counter = screen.getByTestId('task-802');
    expect(within(counter).getByTestId('task-deadline')).toHaveTextContent('31 Jan 2027, 23:59');
    expect(within(counter).getByText('Up to 20 points')).toBeVisible();
    // The student blocked on the course is not counted among those who did not answer.
    await waitFor(() => expect(counts(counter)).toEqual(['Waiting: 1', 'Accepted: 0', 'Not accepted: 0', 'Late: 0', 'Not submitted: 2']));
  });

  it("counts the review tabs from the list's own answer: no call per task", async () => {
    const gets: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') gets.push(new URL(request.url).pathname);
    });
    const { user } = await renderTasks();
    const types = await screen.findByTestId('task-801');
    expect(counts(types)).toEqual(['Waiting: 1', 'Accepted: 1', 'Not accepted: 1', 'Late: 1', 'Not submitted: 0']);
    expect(counts(screen.getByTestId('task-802'))).toEqual(['Waiting: 1', 'Accepted: 0', 'Not accepted: 0', 'Late: 0', 'Not submitted: 2']);
    expect(gets.filter((path) => path.startsWith('/api/lessons/11/tasks'))).toHaveLength(1);
    expect(gets.filter((path) => path.endsWith('/answers'))).toEqual([]);
    // Opening a review reads that task's tabs, and only then.
    await user.click(within(types).getByRole('button', { name: 'Answers to "Types in practice"' }));
    expect(await screen.findByRole('tab', { name: 'Waiting (1)' })).toBeVisible();
    expect(gets.filter((path) => path.endsWith('/answers'))).toEqual(['/api/lessons/tasks/801/answers']);
  });

  it('shows the deadline in another school timezone when the school is elsewhere', async () => {
    await renderTasks({ timezone: 'Asia/Vladivostok' });
    const types = await screen.findByTestId('task-801');
    expect(within(types).getByTestId('task-deadline')).toHaveTextContent('27 Jan 2026, 06:59');
  });

  it('says what to do on a lesson without tasks', async () => {
    await renderTasks({ path: '/courses/1/lessons/13?tab=tasks' });
    expect(await screen.findByText(/No tasks in this lesson yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add task' })).toBeVisible();
  });

  it('deletes a task only after a confirmation naming it, then shows the server message and reloads', async () => {
    const calls = recordWrites();
    const { user } = await renderTasks();
    const row = await screen.findByTestId('task-802');
    await user.click(within(row).getByRole('button', { name: 'Delete: A counter with a closure' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete the task "A counter with a closure"?');
    expect(confirm).toHaveTextContent("all students' answers to it are deleted for good");
    expect(calls).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectNotice('The task has been deleted.');
    expect(calls).toEqual([{ method: 'DELETE', path: '/api/lessons/tasks/802', body: undefined }]);
    await waitFor(() => expect(screen.queryByTestId('task-802')).not.toBeInTheDocument());
    expect(screen.getByTestId('task-801')).toBeVisible();
    expect(mockStore.tasks.tasks.map((t) => t.taskId)).toEqual([801]);
  });

  it('opens the review of a task in the panel and goes back to the list', async () => {
    const { user } = await renderTasks();
    const row = await screen.findByTestId('task-801');
    await user.click(within(row).getByRole('button', { name: 'Answers to "Types in practice"' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Types in practice' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Waiting (1)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'All tasks' }));
    expect(await screen.findByTestId('task-802')).toBeVisible();
  });
});

describe('in Russian', { timeout: 60_000 }, () => {
  const t = ruApp.tasks;

  it('shows the list, the counts and the review tabs in Russian', async () => {
    const { user } = await renderTasks({ language: 'ru' });
    expect(screen.getByRole('tab', { name: 'Задания' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: t.list.add })).toBeVisible();
    const types = await screen.findByTestId('task-801');
    expect(within(types).getByTestId('task-deadline')).toHaveTextContent('Срок прошёл: 26.01.2026, 23:59');
    expect(within(types).getByText('До 10 баллов')).toBeVisible();
    expect(within(screen.getByTestId('task-802')).getByText('До 20 баллов')).toBeVisible();
    await waitFor(() =>
      expect(
        within(types)
          .getAllByRole('listitem')
          .map((i) => i.textContent),
      ).toEqual(['Ожидают: 1', 'Принятые: 1', 'Не принятые: 1', 'Опоздавшие: 1', 'Не сдали: 0']),
    );
    await user.click(within(types).getByRole('button', { name: 'Ответы на «Types in practice»' }));
    const tabs = await screen.findByRole('tablist', { name: t.review.tabsLabel });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Ожидают (1)', 'Принятые (1)', 'Не принятые (1)', 'Опоздавшие (1)', 'Не сдали (0)']);
    expect(screen.getByText(t.review.tabHelp.waiting)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Открыть ответ: Emily Johnson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ответ: Emily Johnson' });
    expect(await within(dialog).findByRole('button', { name: 'Принять' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Вернуть на доработку' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Вернуть на доработку' }));
    expect(await within(dialog).findByText(t.review.commentRequired)).toBeVisible();
  });

  it('opens the editor in Russian with the school timezone named', async () => {
    const { user } = await renderTasks({ language: 'ru' });
    await user.click(screen.getByRole('button', { name: t.list.add }));
    const dialog = await screen.findByRole('dialog', { name: t.editor.createTitle });
    expect(within(dialog).getByText(/В часовом поясе школы \(Europe\/Moscow, UTC\+03:00\)/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(t.validation.nameRequired)).toBeVisible();
    expect(within(dialog).getByText(t.validation.deadlineRequired)).toBeVisible();
  });
});
