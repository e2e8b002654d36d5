import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AlarmIcon from '@mui/icons-material/Alarm';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import type { StudentDeadlineDto } from '../../../api/deadlines';
import { useDateFormat } from '../../../i18n/dates';
import { AnswerStatusChip } from '../../shared/tasks/answerChips';
import { useStudentPaths } from '../studentPaths';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How far away a moment is, in words of the language: "in 3 days", "через 5 часов". */
export function relativeTime(iso: string, locale: string, now = Date.now()): string {
  const diff = new Date(iso).getTime() - now;
  if (!Number.isFinite(diff)) return '';
  const format = new Intl.RelativeTimeFormat(locale === 'ru' ? 'ru' : 'en', { numeric: 'auto' });
  const abs = Math.abs(diff);
  if (abs < HOUR) return format.format(Math.round(diff / MINUTE), 'minute');
  if (abs < DAY) return format.format(Math.round(diff / HOUR), 'hour');
  return format.format(Math.round(diff / DAY), 'day');
}

/** Less than a day left: the deadline is shown as urgent. */
const urgent = (iso: string) => new Date(iso).getTime() - Date.now() < DAY;

/**
 * Tasks the student still owes, soonest deadline first: the task, its course and lesson, when
 * it is due (in the school's timezone and how soon), and whether it was returned for rework.
 */
export function DeadlineList({
  deadlines,
  timeZone,
  headingComponent = 'h3',
}: {
  deadlines: StudentDeadlineDto[];
  timeZone: string;
  headingComponent?: 'h2' | 'h3';
}) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const [locale] = useLocaleState();
  const paths = useStudentPaths();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {deadlines.map((d) => (
        <Card key={d.taskId} component="li" variant="outlined" data-testid={`deadline-${d.taskId}`}>
          <CardActionArea
            component={RouterLink}
            to={paths.task(d.courseId, d.lessonId, d.taskId)}
            sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, justifyContent: 'flex-start' }}
          >
            <AlarmIcon color={urgent(d.deadline) ? 'error' : 'primary'} aria-hidden />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component={headingComponent} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {d.taskName}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {`${d.courseName} · ${d.lessonName}`}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, mt: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 500, color: urgent(d.deadline) ? 'error.main' : 'text.primary' }}>
                  {translate('student.deadlines.due', {
                    date: dateTime(d.deadline, timeZone),
                    when: relativeTime(d.deadline, locale),
                  })}
                </Typography>
                {d.answer ? (
                  <AnswerStatusChip status="NOT_ACCEPTED" />
                ) : (
                  <Chip size="small" variant="outlined" icon={<RadioButtonUncheckedIcon />} label={translate('student.tasks.notSent')} />
                )}
              </Box>
            </Box>
            <ChevronRightIcon color="action" aria-hidden />
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
