import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslate, type Identifier, useDataProvider } from 'react-admin';
import type { AnswerSummary, NotSubmittedStudent } from '../../../api/tasks';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { formatSchoolDateTime } from '../../../api/schoolTime';
import { AnswerStatusChip, LateChip, REVIEW_TABS, type ReviewTab } from '../../shared/tasks/answerChips';
import { TaskContent } from '../../shared/tasks/TaskContent';
import { taskKeys } from '../../shared/tasks/taskKeys';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { AnswerReviewDialog } from './AnswerReviewDialog';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

const TAB_PARAM = 'answers';

export interface TaskReviewProps {
  taskId: Identifier;
  onBack: () => void;
  onEdit: () => void;
}

function AnswerItem({ answer, max, timeZone, onOpen }: { answer: AnswerSummary; max: number; timeZone: string; onOpen: () => void }) {
  const translate = useTranslate();
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
              {translate('tasks.review.sentAt', { date: formatSchoolDateTime(answer.submittedAt, timeZone) })}
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

/**
 * The review of one task (GET /lessons/tasks/{taskId}/answers): its content folded away, then
 * the answers in the tabs waiting, accepted, notAccepted, late and notSubmitted with their
 * counts. An answer opens in the review card, where it is approved with points or returned with
 * a comment; the tabs reload after each review. The open tab is in the address (?answers=…).
 */
export function TaskReview({ taskId, onBack, onEdit }: TaskReviewProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const zone = useSchoolTimeZone();
  const [searchParams, setSearchParams] = useSearchParams();
  const [openAnswer, setOpenAnswer] = useState<AnswerSummary | null>(null);

  const query = useQuery({
    queryKey: taskKeys.answers(taskId),
    queryFn: ({ signal }) => dataProvider.listTaskAnswers(taskId, signal),
    retry: false,
  });

  const param = searchParams.get(TAB_PARAM);
  const tab: ReviewTab = (REVIEW_TABS as readonly string[]).includes(param ?? '') ? (param as ReviewTab) : 'waiting';
  const setTab = (next: ReviewTab) =>
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        copy.set(TAB_PARAM, next);
        return copy;
      },
      { replace: true },
    );

  const back = (
    <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 1 }}>
      {translate('tasks.review.back')}
    </Button>
  );

  if (query.error) {
    return (
      <Box>
        {back}
        <QueryState error={query.error} notFound={translate('tasks.notFound')} onRetry={() => void query.refetch()} />
      </Box>
    );
  }
  if (query.isPending) {
    return (
      <Box>
        {back}
        <InlineSpinner />
      </Box>
    );
  }

  const data = query.data;
  const { task } = data;
  const items = data[tab];

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        {back}
        <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit} sx={{ mb: 1 }}>
          {translate('tasks.review.editTask')}
        </Button>
      </Box>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', mt: -1 }}>
        {task.taskName}
      </Typography>
      <Accordion variant="outlined" disableGutters defaultExpanded={false} slotProps={{ transition: { unmountOnExit: true } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="task-review-content" id="task-review-content-header">
          <Typography sx={{ fontWeight: 600 }}>{translate('tasks.review.taskContent')}</Typography>
        </AccordionSummary>
        <AccordionDetails id="task-review-content">
          <TaskContent task={task} timeZone={zone} showName={false} />
        </AccordionDetails>
      </Accordion>
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <Tabs
          value={tab}
          onChange={(_, next: ReviewTab) => setTab(next)}
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
                    <AnswerItem
                      key={answer.answerId}
                      answer={answer}
                      max={task.mark}
                      timeZone={zone}
                      onOpen={() => setOpenAnswer(answer)}
                    />
                  ))}
            </Box>
          )}
        </Box>
      </Paper>
      <AnswerReviewDialog
        open={openAnswer !== null}
        answerId={openAnswer?.answerId ?? null}
        studentName={openAnswer?.studentFullName ?? ''}
        onClose={() => setOpenAnswer(null)}
      />
    </Box>
  );
}
