import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoticeStore, MAX_NOTICES, NOTICE_DURATION_MS } from '../../src/shell/notices';

const messages = (store: ReturnType<typeof createNoticeStore>) => store.getSnapshot().map((n) => n.message);

describe('notice store (SPEC §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the SPEC limits: 3 notices, 3000 ms', () => {
    expect(MAX_NOTICES).toBe(3);
    expect(NOTICE_DURATION_MS).toBe(3000);
  });

  it('shows at most 3; a 4th makes the oldest give way', () => {
    const store = createNoticeStore();
    ['one', 'two', 'three'].forEach((message) => store.push({ type: 'success', message }));
    expect(messages(store)).toEqual(['one', 'two', 'three']);

    store.push({ type: 'error', message: 'four' });

    expect(messages(store)).toEqual(['two', 'three', 'four']);
  });

  it('hides each notice 3000 ms after it showed', () => {
    const store = createNoticeStore();
    store.push({ type: 'success', message: 'first' });
    vi.advanceTimersByTime(1000);
    store.push({ type: 'error', message: 'second' });

    vi.advanceTimersByTime(1999);
    expect(messages(store)).toEqual(['first', 'second']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual(['second']);
    vi.advanceTimersByTime(999);
    expect(messages(store)).toEqual(['second']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('suppresses a duplicate of a notice on screen, and shows it again once that is gone', () => {
    const store = createNoticeStore();
    expect(store.push({ type: 'error', message: 'Wrong email or password.' })).not.toBeNull();
    expect(store.push({ type: 'error', message: 'Wrong email or password.' })).toBeNull();
    expect(store.push({ type: 'error', message: '  Wrong email or password.  ' })).toBeNull();
    expect(messages(store)).toEqual(['Wrong email or password.']);

    // The same text as a success is a different notice.
    store.push({ type: 'success', message: 'Wrong email or password.' });
    expect(store.getSnapshot()).toHaveLength(2);

    vi.advanceTimersByTime(NOTICE_DURATION_MS);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(store.push({ type: 'error', message: 'Wrong email or password.' })).not.toBeNull();
  });

  it('ignores empty messages', () => {
    const store = createNoticeStore();
    expect(store.push({ type: 'info', message: '   ' })).toBeNull();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('tells subscribers of every change and stops when they unsubscribe', () => {
    const store = createNoticeStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    const id = store.push({ type: 'success', message: 'Saved' })!;
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.push({ type: 'success', message: 'Saved again' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('calls onExpire when a notice times out or gives way, but not after its action ran', () => {
    const store = createNoticeStore();
    const expired = vi.fn();
    const undo = vi.fn();
    const undone = vi.fn();

    store.push({ type: 'info', message: 'times out', onExpire: expired });
    const withAction = store.push({ type: 'info', message: 'undo me', action: { label: 'Undo', onClick: undo }, onExpire: undone })!;
    store.runAction(withAction);
    expect(undo).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(NOTICE_DURATION_MS);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(undone).not.toHaveBeenCalled();

    const givesWay = vi.fn();
    store.push({ type: 'info', message: 'a', onExpire: givesWay });
    store.push({ type: 'info', message: 'b' });
    store.push({ type: 'info', message: 'c' });
    store.push({ type: 'info', message: 'd' });
    expect(givesWay).toHaveBeenCalledTimes(1);
  });
});
