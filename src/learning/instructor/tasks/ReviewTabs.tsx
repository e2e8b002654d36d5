import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { useTranslate } from 'react-admin';
import type { AnswerSummary, NotSubmittedStudent, TaskAnswersResponse } from '../../../api/tasks';
import { useDateFormat } from '../../../i18n/dates';
import { AnswerStatusChip, LateChip, REVIEW_TABS, type ReviewTab } from '../../shared/tasks/answerChips';

/** An answer in a review tab: the student, when it was sent, its state and points; opens the review card. */
function AnswerItem({ answer, max, timeZone, onOpen }: { answer: AnswerSummary; max: number; timeZone: string; onOpen: () => void }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  return (
    <Paper component="li" variant="outlined" sx={{ minWidth: 0, overflow: 'hidden' }} data-testid={`answer-${answer.answerId}`}>
      <ButtonBase
        onClick={onOpen}
        aria-label={translate('tasks.review.openNamed', { name: answer.studentFullName })}
        sx={{
          width: '100%',
          textAlign: 'left',
          justifyContent: 'flex-start',
          p: 1.5,
          gap: 1.5,
          alignItems: 'center',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <PersonOutlineIcon color="action" sx={{ flexShrink: 0 }} aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{answer.studentFullName}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, mt: 0.25 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('tasks.review.sentAt', { date: dateTime(answer.submittedAt, timeZone) })}
            </Typography>
            <AnswerStatusChip status={answer.status} />
            {answer.late && <LateChip />}
            {answer.status === 'ACCEPTED' && answer.points !== null && (
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {translate('tasks.review.pointsOf', { points: answer.points, max })}
              </Typography>
            )}
          </Box>
        </Box>
        <ChevronRightIcon color="action" aria-hidden />
      </ButtonBase>
    </Paper>
  );
}

/** A student who has not answered yet. */
function NotSubmittedItem({ student }: { student: NotSubmittedStudent }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}
      data-testid={`not-submitted-${student.studentId}`}
    >
      <PersonOutlineIcon color="disabled" sx={{ flexShrink: 0 }} aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{student.studentFullName}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[student.email, student.groupName].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
    </Paper>
  );
}

export interface ReviewTabsProps {
  data: TaskAnswersResponse;
  tab: ReviewTab;
  onTab: (tab: ReviewTab) => void;
  timeZone: string;
  onOpen: (answer: AnswerSummary) => void;
}

/** The task's answers in tabs (waiting, accepted, notAccepted, late, notSubmitted) with their counts, and the open tab's list. */
export function ReviewTabs({ data, tab, onTab, timeZone, onOpen }: ReviewTabsProps) {
  const translate = useTranslate();
  const { task } = data;
  const items = data[tab];
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <Tabs
        value={tab}
        onChange={(_, next: ReviewTab) => onTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate('tasks.review.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {REVIEW_TABS.map((key) => (
          <Tab
            key={key}
            value={key}
            id={`review-tab-${key}`}
            aria-controls={`review-panel-${key}`}
            label={`${translate(`tasks.tabs.${key}`)} (${data[key].length})`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`review-panel-${tab}`} aria-labelledby={`review-tab-${tab}`} sx={{ p: { xs: 1, sm: 1.5 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`tasks.review.tabHelp.${tab}`)}
        </Typography>
        {items.length === 0 ? (
          <Alert severity="info" variant="outlined">
            {translate(`tasks.review.empty.${tab}`)}
          </Alert>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {tab === 'notSubmitted'
              ? data.notSubmitted.map((student) => <NotSubmittedItem key={student.studentId} student={student} />)
              : (items as AnswerSummary[]).map((answer) => (
                  <AnswerItem key={answer.answerId} answer={answer} max={task.mark} timeZone={timeZone} onOpen={() => onOpen(answer)} />
                ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
}
