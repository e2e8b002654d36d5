import type { StudentAttemptDto, QuizPassResponse } from '../../../api/quizAttempts';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import type { AttemptValue } from './attemptValue';
import type { ServerClock } from './serverClock';

/* What an AttemptSync is given, and the snapshots of the attempt it hands to the page. */

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
  value: AttemptValue;
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
  result: QuizPassResponse | null;
  /** The server's message when it closed the attempt (409), or null. */
  closedMessage: string | null;
}

/** The server calls an attempt makes: the dataProvider's, or a test's fakes. */
export type AttemptCallsUsed = Pick<LmsDataProvider, 'saveQuizAnswers' | 'passQuiz'>;

export interface AttemptSyncOptions {
  testId: number;
  /** responses, files and attemptNo may be missing (a server or a test from before issue 17). */
  attempt: Pick<StudentAttemptDto, 'startedAt' | 'deadline' | 'answers' | 'others' | 'savedAt'> &
    Partial<Pick<StudentAttemptDto, 'responses' | 'files' | 'attemptNo'>>;
  calls: AttemptCallsUsed;
  clock: ServerClock;
  /** window.localStorage unless given; undefined in a browser that has none. */
  storage?: Storage;
  debounceMs?: number;
  /** Whether the browser believes it is online (navigator.onLine). */
  isOnline?: () => boolean;
}

/** The snapshot of an attempt just opened: `differs` when this device has answers the server lacks. */
export function initialSnapshot(value: AttemptValue, differs: boolean, savedAt: string | null): AttemptSnapshot {
  return {
    value,
    saveState: differs ? 'saving' : 'saved',
    savedAt,
    unsaved: differs,
    errorMessage: null,
    localUnavailable: false,
    submitState: 'idle',
    submitError: null,
    result: null,
    closedMessage: null,
  };
}
