import type { QuizResponse } from '../../shared/quizzes/quizResponse';
import { saveBody, withBankPart, type AttemptValue } from './attemptValue';
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
import { classify, messageOf, retryDelay } from './attemptFailures';
import { initialSnapshot, type AttemptSnapshot, type AttemptSyncOptions } from './attemptSyncTypes';
import { forgetConfirmed, listenToBrowser, type BrowserListeners } from './attemptBrowser';
import { timed, type ServerClock } from './serverClock';
import { SnapshotSource } from './snapshotSource';

/*
 * Keeps a running attempt's answers safe: every change goes at once to the browser's copy
 * (attemptStore) and, debounced, to the server (PUT …/answers, the whole set each time). When
 * the network fails the answers stay on the device and the save is retried with a growing
 * pause, and at once when the browser says it is online again. Submitting sends the answers
 * once (a retried request is the same submission to the server). Framework-free: the page
 * subscribes to its snapshots (useAttemptSync). Its inputs and outputs: attemptSyncTypes.ts; failures and retry pauses: attemptFailures.ts.
 */

export const SAVE_DEBOUNCE_MS = 800;

export class AttemptSync extends SnapshotSource<AttemptSnapshot> {
  private readonly testId: number;
  private readonly startedAt: string;
  private readonly attemptNo: number | undefined;
  private readonly deadline: string;
  private readonly calls: AttemptSyncOptions['calls'];
  private readonly clock: ServerClock;
  private readonly storage: Storage | undefined;
  private readonly debounceMs: number;
  private readonly isOnline: () => boolean;

  protected snapshot: AttemptSnapshot;
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
  /** Saves carry `responses` once the attempt has any (then always, so clearing the last one is sent too). */
  private sendResponses = false;

  constructor(options: AttemptSyncOptions) {
    super();
    this.testId = options.testId;
    this.startedAt = options.attempt.startedAt;
    this.attemptNo = options.attempt.attemptNo;
    this.deadline = options.attempt.deadline;
    this.calls = options.calls;
    this.clock = options.clock;
    this.storage = 'storage' in options ? options.storage : browserStorage();
    this.debounceMs = options.debounceMs ?? SAVE_DEBOUNCE_MS;
    this.isOnline = options.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));

    pruneLocalAttempts(this.storage, this.clock.now());
    const local = readLocalAttempt(this.storage, this.testId, this.startedAt);
    const merged = mergeAttempt(options.attempt, local);
    this.pending = merged.pending;
    for (const key of Object.keys(this.pending)) this.touched.set(key, 0);
    this.snapshot = initialSnapshot(merged.value, merged.differs, options.attempt.savedAt);
    this.sendResponses = Object.keys(merged.value.responses).length > 0 || Object.keys(options.attempt.responses ?? {}).length > 0;
    this.persist();
  }

  private update(patch: Partial<AttemptSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch, unsaved: Object.keys(this.pending).length > 0 };
    this.emit();
  }

  // ---- Life cycle ---------------------------------------------------------------------

  /** Starts listening to the network and sends what only this device has. Idempotent. */
  start(): void {
    if (this.running) return;
    this.running = true;
    listenToBrowser(true, this.browserListeners());
    if (!this.isOnline()) this.update({ saveState: 'offline' });
    if (this.snapshot.unsaved && this.snapshot.submitState === 'idle') void this.send();
  }

  /** Stops timers and listeners; a change still waiting for its pause is sent now. */
  stop(): void {
    if (!this.running) return;
    this.running = false;
    listenToBrowser(false, this.browserListeners());
    const waiting = this.debounceTimer !== null;
    this.clearTimers();
    if (waiting && this.snapshot.submitState === 'idle') void this.send();
  }

  private browserListeners(): BrowserListeners {
    return { online: this.onOnline, offline: this.onOffline, pagehide: this.onLeave, visibilitychange: this.onVisibility };
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

  /** Takes the new answers (a value without the bank's part keeps it): kept here at once, sent after a pause. */
  change(given: QuizResponse & Partial<AttemptValue>): void {
    const state = this.snapshot.submitState;
    if (state === 'submitting' || state === 'submitted' || state === 'closed') return;
    const value = withBankPart(given, this.snapshot.value);
    const keys = changedQuestions(this.snapshot.value, value);
    if (!keys.length) {
      // A file's name alone (its response unchanged) is still kept on the device.
      if (value.files === this.snapshot.value.files) return;
      this.snapshot = { ...this.snapshot, value };
      return this.persist();
    }
    if (Object.keys(value.responses).length) this.sendResponses = true;
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
    const { testId, startedAt, deadline, pending } = this;
    const base = { v: 1 as const, testId, startedAt, deadline, pending, changedAt: changedAt ?? this.clock.now() };
    const record: LocalAttempt = { ...base, ...this.snapshot.value, savedAt: this.snapshot.savedAt };
    const kept = writeLocalAttempt(this.storage, record);
    if (kept === this.snapshot.localUnavailable) this.snapshot = { ...this.snapshot, localUnavailable: !kept };
  }

  private scheduleRetry(run: () => void): void {
    if (!this.running) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const delay = retryDelay(this.failures);
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
    const body = saveBody(this.snapshot.value, this.sendResponses, this.attemptNo);
    this.inflight = true;
    this.resend = false;
    if (this.snapshot.saveState === 'saved' || this.snapshot.saveState === 'error') this.update({ saveState: 'saving' });
    try {
      const saved = await timed(this.clock, () => this.calls.saveQuizAnswers(this.testId, body));
      this.inflight = false;
      this.failures = 0;
      forgetConfirmed(this.touched, this.pending, version);
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
    try {
      const body = { testId: this.testId, testTime: this.submitTime, ...saveBody(this.snapshot.value, this.sendResponses, this.attemptNo) };
      const result = await this.calls.passQuiz(body);
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
