import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslate, type Identifier, useDataProvider } from 'react-admin';
import type { AnswerSummary, TaskAnswersResponse } from '../../../api/tasks';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { REVIEW_TABS, type ReviewTab } from '../../shared/tasks/answerChips';
import { TaskContent } from '../../shared/tasks/TaskContent';
import { taskKeys } from '../../shared/tasks/taskKeys';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { AnswerReviewDialog } from './AnswerReviewDialog';
import { DownloadAnswersButton } from './DownloadAnswersButton';
import { ExtensionDialog, type ExtensionTarget } from './ExtensionDialog';
import { LatePenaltyRule } from '../../shared/tasks/Lateness';
import { ReviewTabs } from './ReviewTabs';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

const TAB_PARAM = 'answers';

/** How many answers the task has, in every review state. */
const answered = (data: TaskAnswersResponse) => data.waiting.length + data.accepted.length + data.notAccepted.length + data.late.length;

export interface TaskReviewProps {
  taskId: Identifier;
  onBack: () => void;
  onEdit: () => void;
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
  const [extending, setExtending] = useState<ExtensionTarget | null>(null);

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

  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        {back}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <DownloadAnswersButton taskId={taskId} count={answered(data)} />
          <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit} sx={{ mb: 1 }}>
            {translate('tasks.review.editTask')}
          </Button>
        </Box>
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
      <LatePenaltyRule task={task} />
      <ReviewTabs data={data} tab={tab} onTab={setTab} timeZone={zone} onOpen={setOpenAnswer} onExtend={setExtending} />
      <ExtensionDialog task={task} target={extending} onClose={() => setExtending(null)} />
      <AnswerReviewDialog
        open={openAnswer !== null}
        answerId={openAnswer?.answerId ?? null}
        studentName={openAnswer?.studentFullName ?? ''}
        onClose={() => setOpenAnswer(null)}
      />
    </Box>
  );
}
