import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { ServerClock } from './serverClock';
import { formatRemaining } from '../../shared/quizzes/quizFormat';

/** Below this many seconds the time shows as a warning. */
export const WARNING_SECONDS = 60;

/**
 * When a screen reader is told the time: every 5 minutes above 10 minutes, every minute from
 * 10 down to 1, then at 30 and 10 seconds. Answers a key that changes at each of those points.
 */
export function announcementStep(seconds: number): string {
  if (seconds <= 0) return 'over';
  if (seconds <= 10) return 's10';
  if (seconds <= 30) return 's30';
  if (seconds <= 60) return 's60';
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 10) return `m${minutes}`;
  return `m${Math.ceil(minutes / 5) * 5}`;
}

export interface CountdownProps {
  /** The server's deadline, ms since the epoch. */
  deadlineMs: number;
  clock: ServerClock;
  /** Called once when the time reaches zero. */
  onExpire?: () => void;
  /** Called when the time passes below (true) the warning or is back above it. */
  onWarning?: (warning: boolean) => void;
}

/**
 * The time left, counted against the server's clock (never the browser's alone), refreshed
 * every quarter second so it stays right after the laptop wakes. Screen readers hear it at
 * sensible points through a polite live region; below a minute it turns to a warning.
 */
export function Countdown({ deadlineMs, clock, onExpire, onWarning }: CountdownProps) {
  const translate = useTranslate();
  const secondsLeft = () => Math.max(0, Math.ceil((deadlineMs - clock.now()) / 1000));
  const [seconds, setSeconds] = useState(secondsLeft);
  const expired = useRef(false);
  const callbacks = useRef({ onExpire, onWarning });
  callbacks.current = { onExpire, onWarning };

  useEffect(() => {
    const tick = () => setSeconds(Math.max(0, Math.ceil((deadlineMs - clock.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadlineMs, clock]);

  const warning = seconds <= WARNING_SECONDS;
  useEffect(() => {
    callbacks.current.onWarning?.(warning);
  }, [warning]);
  useEffect(() => {
    if (seconds <= 0 && !expired.current) {
      expired.current = true;
      callbacks.current.onExpire?.();
    }
  }, [seconds]);

  const step = announcementStep(seconds);
  const [announcement, setAnnouncement] = useState('');
  const lastStep = useRef<string | null>(null);
  useEffect(() => {
    if (step === lastStep.current) return;
    lastStep.current = step;
    if (step === 'over') setAnnouncement(translate('studentQuizzes.attempt.timeUp'));
    else if (step.startsWith('s')) setAnnouncement(translate('studentQuizzes.attempt.secondsLeft', { smart_count: Number(step.slice(1)) }));
    else setAnnouncement(translate('studentQuizzes.attempt.minutesLeft', { smart_count: Math.ceil(seconds / 60) }));
    // The announcement follows the step only; `seconds` is read as it is at that step.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new second must not re-announce
  }, [step, translate]);

  const text = formatRemaining(seconds);
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.5,
        borderRadius: 2,
        border: 1,
        borderColor: warning ? 'error.main' : 'divider',
        bgcolor: warning ? 'error.main' : 'transparent',
        color: warning ? 'error.contrastText' : 'text.primary',
      }}
      data-testid="countdown"
      data-warning={warning ? 'true' : 'false'}
    >
      <TimerOutlinedIcon fontSize="small" aria-hidden />
      <Typography component="span" variant="body2" sx={{ ...visuallyHiddenSxIfNarrow }}>
        {translate('studentQuizzes.attempt.timeLeft')}
      </Typography>
      <Typography
        component="span"
        role="timer"
        aria-label={translate('studentQuizzes.attempt.timerLabel', { time: text })}
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: '1.125rem', letterSpacing: 0.5 }}
      >
        {text}
      </Typography>
      <Box component="span" aria-live="polite" aria-atomic="true" sx={visuallyHidden} data-testid="countdown-announcement">
        {announcement}
      </Box>
    </Box>
  );
}

/** The "Time left" label shows from the small-tablet width up; phones keep the icon and the time. */
const visuallyHiddenSxIfNarrow = { display: { xs: 'none', sm: 'inline' }, color: 'inherit' } as const;
