import type { StudentAttemptDto, TestPassResponse } from '../../../api/tests';
import type { TestResponse } from '../../shared/tests/testResponse';
import {
  browserStorage,
  changedQuestions,
  mergeAttempt,
  pruneLocalAttempts,
  readLocalAttempt,
  removeLocalAttempt,
  writeLocalAttempt,
  type LocalAttempt,
} from './attemptStore';
import { timed, type ServerClock } from './serverClock';
import type { StudentTestsApi } from './studentTestsApi';

/*
 * Keeps a running attempt's answers safe: every change goes at once to the browser's copy
 * (attemptStore) and, debounced, to the server (PUT …/answers, the whole set each time). When
 * the network fails the answers stay on the device and the save is retried with a growing
 * pause, and at once when the browser says it is online again. Submitting sends the answers
 * once (a retried request is the same submission to the server). Framework-free: the page
 * subscribes to its snapshots (useAttemptSync).
 */

/** Where the saving of answers stands, as the page shows it. */
export type SaveState =
  /** The server has every answer. */
  | 'saved'
  /** A change waits to be sent or is on its way. */
  | 'saving'
  /** No network: the answers are on this device and are sent when it comes back. */
  | 'offline'
  /** The server failed (5xx): the answers are on this device and are sent again shortly. */
  | 'retrying'
  /** The server refused for a reason retrying does not cure (its message in `errorMessage`). */
  | 'error';

/**
 * The submission: idle until Submit (or the deadline); submitting until the server answers
 * (retried while the network is down); submitted with the result; closed when the server had
 * already closed the attempt (time ran out); failed when it refused otherwise.
 */
export type SubmitState = 'idle' | 'submitting' | 'submitted' | 'closed' | 'failed';

export interface AttemptSnapshot {
  value: TestResponse;
  saveState: SaveState;
  /** When the server last confirmed the answers (its clock, ISO), or null. */
  savedAt: string | null;
  /** Answers changed here that the server has not confirmed yet. */
  unsaved: boolean;
  errorMessage: string | null;
  /** The browser refused to keep a copy (storage full or disabled): only the server has the answers. */
  localUnavailable: boolean;
  submitState: SubmitState;
  submitError: string | null;
  result: TestPassResponse | null;
  /** The server's message when it closed the attempt (409), or null. */
  closedMessage: string | null;
}

export interface AttemptSyncOptions {
  testId: number;
  attempt: Pick<StudentAttemptDto, 'startedAt' | 'deadline' | 'answers' | 'others' | 'savedAt'>;
  api: Pick<StudentTestsApi, 'save' | 'pass'>;
  clock: ServerClock;
  /** window.localStorage unless given; undefined in a browser that has none. */
  storage?: Storage;
  debounceMs?: number;
  /** Whether the browser believes it is online (navigator.onLine). */
  isOnline?: () => boolean;
}

export const SAVE_DEBOUNCE_MS = 800;
/** Pauses between retries: 1 s, 2 s, 4 s … up to 30 s. */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30_000;

interface FailureLike {
  status?: number;
  message?: string;
}

type Failure = 'network' | 'server' | 'closed' | 'refused';

function classify(error: unknown, online: boolean): Failure {
  const status = (error as FailureLike | null)?.status;
  if (!online || status === 0 || status === undefined) return 'network';
  if (status === 409) return 'closed';
  if (status >= 500 || status === 408 || status === 429) return 'server';
  return 'refused';
}

const messageOf = (error: unknown) => (error as FailureLike | null)?.message || null;

export class AttemptSync {
  private readonly testId: number;
  private readonly startedAt: string;
  private readonly deadline: string;
  private readonly api: AttemptSyncOptions['api'];
  private readonly clock: ServerClock;
  private readonly storage: Storage | undefined;
  private readonly debounceMs: number;
  private readonly isOnline: () => boolean;

  private snapshot: AttemptSnapshot;
  private readonly listeners = new Set<() => void>();
  /** questionId → when it changed here (server clock), until the server confirms it. */
  private pending: Record<string, number> = {};
  /** questionId → the change number that last touched it. */
  private readonly touched = new Map<string, number>();
  private version = 0;
  private inflight = false;
  private resend = false;
  private failures = 0;
  private debounceTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private submission: Promise<void> | null = null;
  private submitDone: (() => void) | null = null;
  private submitInflight = false;
  private submitTime = '00:00';

  constructor(options: AttemptSyncOptions) {
    this.testId = options.testId;
    this.startedAt = options.attempt.startedAt;
    this.deadline = options.attempt.deadline;
    this.api = options.api;
    this.clock = options.clock;
    this.storage = 'storage' in options ? options.storage : browserStorage();
    this.debounceMs = options.debounceMs ?? SAVE_DEBOUNCE_MS;
    this.isOnline = options.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));

    pruneLocalAttempts(this.storage, this.clock.now());
    const local = readLocalAttempt(this.storage, this.testId, this.startedAt);
    const merged = mergeAttempt(options.attempt, local);
    this.pending = merged.pending;
    for (const key of Object.keys(this.pending)) this.touched.set(key, 0);
    this.snapshot = {
      value: merged.value,
      saveState: merged.differs ? 'saving' : 'saved',
      savedAt: options.attempt.savedAt,
      unsaved: merged.differs,
      errorMessage: null,
      localUnavailable: false,
      submitState: 'idle',
      submitError: null,
      result: null,
      closedMessage: null,
    };
    this.persist();
  }

  // ---- Subscription (useSyncExternalStore) ----------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): AttemptSnapshot => this.snapshot;

  private update(patch: Partial<AttemptSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch, unsaved: Object.keys(this.pending).length > 0 };
    this.listeners.forEach((listener) => listener());
  }

  // ---- Life cycle ---------------------------------------------------------------------

  /** Starts listening to the network and sends what only this device has. Idempotent. */
  start(): void {
    if (this.running) return;
    this.running = true;
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.onOnline);
      window.addEventListener('offline', this.onOffline);
      window.addEventListener('pagehide', this.onLeave);
      document.addEventListener('visibilitychange', this.onVisibility);
    }
    if (!this.isOnline()) this.update({ saveState: 'offline' });
    if (this.snapshot.unsaved && this.snapshot.submitState === 'idle') void this.send();
  }

  /** Stops timers and listeners; a change still waiting for its pause is sent now. */
  stop(): void {
    if (!this.running) return;
    this.running = false;
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.onOnline);
      window.removeEventListener('offline', this.onOffline);
      window.removeEventListener('pagehide', this.onLeave);
      document.removeEventListener('visibilitychange', this.onVisibility);
    }
    const waiting = this.debounceTimer !== null;
    this.clearTimers();
    if (waiting && this.snapshot.submitState === 'idle') void this.send();
  }

  private clearTimers(): void {
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.debounceTimer = null;
    this.retryTimer = null;
  }

  private onOnline = () => {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.failures = 0;
    if (this.snapshot.submitState === 'submitting') {
      void this.trySubmit();
      return;
    }
    if (Object.keys(this.pending).length) void this.send();
    else if (this.snapshot.saveState === 'offline') this.update({ saveState: 'saved' });
  };

  private onOffline = () => {
    if (this.snapshot.submitState === 'submitted' || this.snapshot.submitState === 'closed') return;
    this.update({ saveState: 'offline' });
  };

  private onLeave = () => {
    if (Object.keys(this.pending).length && this.snapshot.submitState === 'idle') this.flush();
  };

  private onVisibility = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') this.onLeave();
  };

  // ---- Answers ------------------------------------------------------------------------

  /** Takes the new answers: kept on the device at once, sent after a pause in the changes. */
  change(value: TestResponse): void {
    const state = this.snapshot.submitState;
    if (state === 'submitting' || state === 'submitted' || state === 'closed') return;
    const keys = changedQuestions(this.snapshot.value, value);
    if (!keys.length) return;
    this.version += 1;
    const at = this.clock.now();
    for (const key of keys) {
      this.pending[key] = at;
      this.touched.set(key, this.version);
    }
    this.snapshot = { ...this.snapshot, value };
    this.persist(at);
    const offline = this.snapshot.saveState === 'offline' || this.snapshot.saveState === 'retrying';
    this.update({ saveState: offline ? this.snapshot.saveState : 'saving', errorMessage: null });
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = null;
      void this.send();
    }, this.debounceMs);
  }

  /** Sends what is waiting now, without the pause. */
  flush(): void {
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    this.debounceTimer = null;
    void this.send();
  }

  private persist(changedAt?: number): void {
    const record: LocalAttempt = {
      v: 1,
      testId: this.testId,
      startedAt: this.startedAt,
      deadline: this.deadline,
      answers: this.snapshot.value.answers,
      others: this.snapshot.value.others,
      pending: this.pending,
      changedAt: changedAt ?? this.clock.now(),
      savedAt: this.snapshot.savedAt,
    };
    const kept = writeLocalAttempt(this.storage, record);
    if (kept === this.snapshot.localUnavailable) this.snapshot = { ...this.snapshot, localUnavailable: !kept };
  }

  private retryDelay(): number {
    const base = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(this.failures, 10));
    // A little spread, so a class coming back online together does not arrive at once.
    return Math.round(base * (1 + Math.random() * 0.1));
  }

  private scheduleRetry(run: () => void): void {
    if (!this.running) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const delay = this.retryDelay();
    this.failures += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      run();
    }, delay);
  }

  private async send(): Promise<void> {
    if (this.snapshot.submitState !== 'idle' && this.snapshot.submitState !== 'failed') return;
    if (this.inflight) {
      this.resend = true;
      return;
    }
    if (!Object.keys(this.pending).length) {
      if (this.snapshot.saveState !== 'offline' || this.isOnline()) this.update({ saveState: 'saved' });
      return;
    }
    const version = this.version;
    const { answers, others } = this.snapshot.value;
    this.inflight = true;
    this.resend = false;
    if (this.snapshot.saveState === 'saved' || this.snapshot.saveState === 'error') this.update({ saveState: 'saving' });
    try {
      const saved = await timed(this.clock, () => this.api.save(this.testId, { answers, others }));
      this.inflight = false;
      this.failures = 0;
      for (const [key, touchedAt] of this.touched) {
        if (touchedAt <= version) {
          this.touched.delete(key);
          delete this.pending[key];
        }
      }
      this.snapshot = { ...this.snapshot, savedAt: saved?.savedAt ?? this.snapshot.savedAt };
      this.persist();
      const more = Object.keys(this.pending).length > 0;
      this.update({ saveState: more ? 'saving' : 'saved', errorMessage: null });
      if (more && (this.resend || !this.debounceTimer)) void this.send();
    } catch (error) {
      this.inflight = false;
      if (this.snapshot.submitState !== 'idle' && this.snapshot.submitState !== 'failed') return;
      const failure = classify(error, this.isOnline());
      if (failure === 'closed') {
        this.update({ closedMessage: messageOf(error), submitState: 'closed' });
        this.clearTimers();
      } else if (failure === 'refused') {
        this.update({ saveState: 'error', errorMessage: messageOf(error) });
      } else {
        this.update({ saveState: failure === 'network' ? 'offline' : 'retrying' });
        this.scheduleRetry(() => void this.send());
      }
    }
  }

  // ---- Submitting -----------------------------------------------------------------------

  /**
   * Submits the answers as they are, once: a second call while the first is on its way (or
   * after it succeeded) answers the same promise, which settles when the server has answered
   * for good (submitted, closed, or refused). While the network is down the same submission is
   * sent again; the server takes a repeat as the first one. `testTime` is the time spent as the
   * screen showed it ('HH:MM').
   */
  submit(testTime: string): Promise<void> {
    const state = this.snapshot.submitState;
    if (this.submission && (state === 'submitting' || state === 'submitted' || state === 'closed')) return this.submission;
    this.submitTime = testTime;
    this.clearTimers();
    this.failures = 0;
    this.submission = new Promise<void>((resolve) => {
      this.submitDone = resolve;
    });
    this.update({ submitState: 'submitting', submitError: null });
    void this.trySubmit();
    return this.submission;
  }

  private finishSubmission(patch: Partial<AttemptSnapshot>): void {
    this.clearTimers();
    this.update(patch);
    this.submitDone?.();
    this.submitDone = null;
  }

  private async trySubmit(): Promise<void> {
    if (this.snapshot.submitState !== 'submitting' || this.submitInflight) return;
    this.submitInflight = true;
    const { answers, others } = this.snapshot.value;
    try {
      const result = await this.api.pass({ testId: this.testId, testTime: this.submitTime, answers, others });
      this.pending = {};
      this.touched.clear();
      removeLocalAttempt(this.storage, this.testId, this.startedAt);
      this.finishSubmission({ submitState: 'submitted', result, saveState: 'saved', errorMessage: null });
    } catch (error) {
      const failure = classify(error, this.isOnline());
      if (failure === 'closed') this.finishSubmission({ submitState: 'closed', closedMessage: messageOf(error) });
      else if (failure === 'refused') this.finishSubmission({ submitState: 'failed', submitError: messageOf(error) });
      else {
        this.update({ saveState: failure === 'network' ? 'offline' : 'retrying' });
        this.scheduleRetry(() => void this.trySubmit());
      }
    } finally {
      this.submitInflight = false;
    }
  }

  /** The attempt is over (the page has the final result): the local copy is no longer needed. */
  forget(): void {
    removeLocalAttempt(this.storage, this.testId, this.startedAt);
  }
}
