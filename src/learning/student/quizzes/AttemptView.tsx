import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { StudentQuizDto, QuizPassResponse } from '../../../api/quizAttempts';
import { formatQuizTimeShort, parseQuizTime } from '../../../api/quizTime';
import { AttemptAlerts, AttemptAnnouncement } from './AttemptAlerts';
import { AttemptBar } from './AttemptBar';
import { PaperQuestions, paperAnswered, paperItems } from './PaperQuestions';
import type { AttemptCallsUsed, AttemptSyncOptions } from './attemptSyncTypes';
import type { ServerClock } from './serverClock';
import { SubmitConfirmDialog } from './SubmitConfirmDialog';
import { useAttemptConnection } from './useAttemptConnection';
import { useAttemptSync } from './useAttemptSync';
import { UploadReportProvider, useUploadsInProgress } from './answers/uploadsInProgress';

export interface AttemptViewProps {
  /** The test with its running attempt (status IN_PROGRESS). */
  test: StudentQuizDto & { attempt: NonNullable<StudentQuizDto['attempt']> };
  /** Saves and submits the answers: the dataProvider, or a test's fakes. */
  calls: AttemptCallsUsed;
  clock: ServerClock;
  /**
   * The server took the submission: its answer, with 'Test submitted! Wait for the results.', and
   * whether the time had run out (the answers went by themselves, within the server's grace).
   */
  onSubmitted: (result: QuizPassResponse, timeUp: boolean) => void;
  /** The server had closed the attempt (409: time up, or submitted elsewhere): reload the test. */
  onClosed: () => void;
  /** For tests and stories: where the copy is kept and how long the pause before a save is. */
  storage?: Storage;
  debounceMs?: number;
}

/**
 * The test while the student takes it: the questions (PaperQuestions: the test's own and the bank's), and a bar that
 * stays at the bottom of the screen with the time left by the server's clock, whether the
 * answers are saved, how many are answered and Submit (confirmed, sent once). Answers are kept
 * on the device at once and saved to the server as they change (AttemptSync); when time is up
 * they are submitted as they are.
 */
export function AttemptView({ test, calls, clock, onSubmitted, onClosed, storage, debounceMs }: AttemptViewProps) {
  const translate = useTranslate();
  const paper = useMemo(() => paperItems(test.questions), [test.questions]);
  const options: AttemptSyncOptions = { testId: test.testId, attempt: test.attempt, calls, clock, debounceMs, ...(storage && { storage }) };
  const { sync, snapshot } = useAttemptSync(options);
  const [confirming, setConfirming] = useState(false);
  const [warning, setWarning] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const uploads = useUploadsInProgress();

  const deadlineMs = Date.parse(test.attempt.deadline);
  const limitSeconds = parseQuizTime(test.timeToTakeTheTest) ?? 0;
  const spent = useCallback(() => {
    const seconds = (clock.now() - Date.parse(test.attempt.startedAt)) / 1000;
    return formatQuizTimeShort(Math.min(limitSeconds || seconds, Math.max(0, seconds)));
  }, [clock, limitSeconds, test.attempt.startedAt]);

  const submitting = snapshot.submitState === 'submitting';
  const locked = submitting || snapshot.submitState === 'submitted' || snapshot.submitState === 'closed';
  const answered = paperAnswered(paper.items, snapshot.value);

  // Hand the outcome to the page once.
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    if (snapshot.submitState === 'submitted' && snapshot.result) {
      reported.current = true;
      onSubmitted(snapshot.result, timeUp);
    } else if (snapshot.submitState === 'closed') {
      reported.current = true;
      onClosed();
    }
  }, [snapshot.submitState, snapshot.result, timeUp, onSubmitted, onClosed]);

  const expire = useCallback(() => {
    setTimeUp(true);
    setConfirming(false);
    void sync.submit(spent());
  }, [sync, spent]);

  const confirmSubmit = () => {
    setConfirming(false);
    void sync.submit(spent());
  };

  const connection = useAttemptConnection(snapshot.saveState);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="attempt">
      <AttemptAlerts snapshot={snapshot} connection={connection} />

      <Box component="section" aria-label={translate('studentQuizzes.attempt.questionsLabel')} sx={{ minWidth: 0 }}>
        <UploadReportProvider value={uploads.report}>
          <PaperQuestions
            testId={test.testId}
            questions={test.questions}
            value={snapshot.value}
            onChange={(value) => sync.change(value)}
            disabled={locked || timeUp}
            focusFirst
          />
        </UploadReportProvider>
      </Box>

      <AttemptBar
        snapshot={snapshot}
        deadlineMs={deadlineMs}
        clock={clock}
        answered={answered}
        total={paper.total}
        locked={locked}
        uploading={uploads.uploading}
        timeUp={timeUp}
        warning={warning}
        onExpire={expire}
        onWarning={setWarning}
        onRetrySave={() => sync.flush()}
        onSubmit={() => setConfirming(true)}
      />

      <SubmitConfirmDialog
        open={confirming && !locked}
        answered={answered}
        total={paper.total}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmSubmit}
      />
      <AttemptAnnouncement snapshot={snapshot} connection={connection} />
    </Box>
  );
}
