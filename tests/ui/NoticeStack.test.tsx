import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createNoticeStore } from '../../src/shell/notices';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { TestProviders } from '../../src/mocks/providers/TestProviders';

function renderStack() {
  const store = createNoticeStore();
  render(
    <TestProviders>
      <NoticeStack store={store} />
    </TestProviders>,
  );
  return store;
}

describe('NoticeStack (SPEC §8)', () => {
  it('announces errors as alerts and successes as statuses, with their text', () => {
    const store = renderStack();

    act(() => {
      store.push({ type: 'error', message: 'You do not have permission to do this.' });
      store.push({ type: 'success', message: 'Task sent successfully!' });
    });

    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    expect(screen.getByRole('status')).toHaveTextContent('Task sent successfully!');
    expect(screen.getByTestId('notice-error')).toHaveClass('MuiAlert-filledError');
    expect(screen.getByTestId('notice-success')).toHaveClass('MuiAlert-filledSuccess');
  });

  it('shows no more than 3 at once', () => {
    const store = renderStack();

    act(() => {
      ['one', 'two', 'three', 'four'].forEach((message) => store.push({ type: 'error', message }));
    });

    expect(screen.getAllByRole('alert').map((el) => el.textContent)).toEqual(['two', 'three', 'four']);
  });

  it('closes a notice with its close button', async () => {
    const user = userEvent.setup();
    const store = renderStack();
    act(() => void store.push({ type: 'error', message: 'Not found.' }));

    await user.click(screen.getByRole('button', { name: /close/i }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('runs a notice action once and removes the notice', async () => {
    const user = userEvent.setup();
    const store = renderStack();
    let undone = 0;
    act(() => void store.push({ type: 'info', message: 'Deleted', action: { label: 'Undo', onClick: () => undone++ } }));

    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(undone).toBe(1);
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
  });
});
