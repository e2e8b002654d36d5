/**
 * The notice stack of SPEC §8/§9: at most 3 visible, each hidden after 3000 ms, a notice
 * identical to one on screen is not shown twice. Used inside and outside the admin areas.
 */
export type NoticeType = 'success' | 'error' | 'info' | 'warning';

export interface Notice {
  id: number;
  type: NoticeType;
  message: string;
  action?: { label: string; onClick: () => void };
}

export interface NoticeInput {
  type: NoticeType;
  message: string;
  action?: Notice['action'];
  /** Called once when the notice goes away without its action being used. */
  onExpire?: () => void;
}

export const MAX_NOTICES = 3;
export const NOTICE_DURATION_MS = 3000;

type Listener = () => void;

export function createNoticeStore(durationMs = NOTICE_DURATION_MS, max = MAX_NOTICES) {
  let notices: Notice[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const timers = new Map<number, { timer: ReturnType<typeof setTimeout>; onExpire?: () => void }>();

  const emit = () => listeners.forEach((l) => l());

  function dismiss(id: number, expired = false) {
    const entry = timers.get(id);
    if (entry) {
      clearTimeout(entry.timer);
      timers.delete(id);
      if (expired) entry.onExpire?.();
    }
    const before = notices.length;
    notices = notices.filter((n) => n.id !== id);
    if (notices.length !== before) emit();
  }

  function push(input: NoticeInput): number | null {
    const message = input.message.trim();
    if (!message) return null;
    if (notices.some((n) => n.type === input.type && n.message === message)) return null;
    const notice: Notice = { id: nextId++, type: input.type, message, action: input.action };
    // The oldest gives way, so a new notice is always seen.
    while (notices.length >= max) dismiss(notices[0].id, true);
    notices = [...notices, notice];
    timers.set(notice.id, { timer: setTimeout(() => dismiss(notice.id, true), durationMs), onExpire: input.onExpire });
    emit();
    return notice.id;
  }

  function runAction(id: number) {
    const notice = notices.find((n) => n.id === id);
    const entry = timers.get(id);
    if (entry) entry.onExpire = undefined;
    notice?.action?.onClick();
    dismiss(id);
  }

  return {
    push,
    dismiss: (id: number) => dismiss(id, true),
    runAction,
    clear: () => [...notices].forEach((n) => dismiss(n.id, true)),
    getSnapshot: () => notices,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type NoticeStore = ReturnType<typeof createNoticeStore>;

/** The app's one notice stack. */
export const notices = createNoticeStore();
