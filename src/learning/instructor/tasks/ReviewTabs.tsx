import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import MoreTimeIcon from '@mui/icons-material/MoreTime';
import { useTranslate } from 'react-admin';
import type { AnswerSummary, TaskAnswersResponse } from '../../../api/tasks';
import { useDateFormat } from '../../../i18n/dates';
import { AnswerStatusChip, LateChip, REVIEW_TABS, type ReviewTab } from '../../shared/tasks/answerChips';
import { ExtendedChip, PenaltyTaken } from '../../shared/tasks/Lateness';
import type { ExtensionTarget } from './ExtensionDialog';
import { NotSubmittedList } from './NotSubmittedList';

interface AnswerItemProps {
  answer: AnswerSummary;
  max: number;
  timeZone: string;
  onOpen: () => void;
  onExtend: () => void;
}

/** An answer in a review tab: the student, when it was sent, its state, lateness and points; opens the review card. */
function AnswerItem({ answer, max, timeZone, onOpen, onExtend }: AnswerItemProps) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ minWidth: 0, overflow: 'hidden', display: 'flex', alignItems: 'center' }}
      data-testid={`answer-${answer.answerId}`}
    >
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
            {answer.late && <LateChip days={answer.daysLate} />}
            {answer.extendedTo && <ExtendedChip date={answer.extendedTo} timeZone={timeZone} />}
            {answer.status === 'ACCEPTED' && answer.points !== null && (
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {translate('tasks.review.pointsOf', { points: answer.points, max })}
              </Typography>
            )}
            <PenaltyTaken answer={answer} />
          </Box>
        </Box>
        <ChevronRightIcon color="action" aria-hidden />
      </ButtonBase>
      <Tooltip title={translate('tasks.lateness.extend')}>
        <IconButton
          aria-label={translate('tasks.lateness.extendNamed', { name: answer.studentFullName })}
          onClick={onExtend}
          sx={{ mx: 0.5, flexShrink: 0 }}
        >
          <MoreTimeIcon />
        </IconButton>
      </Tooltip>
    </Paper>
  );
}

export interface ReviewTabsProps {
  data: TaskAnswersResponse;
  tab: ReviewTab;
  onTab: (tab: ReviewTab) => void;
  timeZone: string;
  onOpen: (answer: AnswerSummary) => void;
  /** Opens the extension of one student's deadline. */
  onExtend: (target: ExtensionTarget) => void;
}

/** The task's answers in tabs (waiting, accepted, notAccepted, late, notSubmitted) with their counts, and the open tab's list. */
export function ReviewTabs({ data, tab, onTab, timeZone, onOpen, onExtend }: ReviewTabsProps) {
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
        ) : tab === 'notSubmitted' ? (
          <NotSubmittedList task={task} students={data.notSubmitted} timeZone={timeZone} onExtend={onExtend} />
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {(items as AnswerSummary[]).map((answer) => (
              <AnswerItem
                key={answer.answerId}
                answer={answer}
                max={task.mark}
                timeZone={timeZone}
                onOpen={() => onOpen(answer)}
                onExtend={() => onExtend(answer)}
              />
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
}
