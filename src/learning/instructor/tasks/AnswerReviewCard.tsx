import { useId } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useTranslate, type Identifier } from 'react-admin';
import type { TaskAnswerDto } from '../../../api/tasks';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { AnswerHeader } from './AnswerReviewCard/AnswerHeader';
import { AnswerFiles, AnswerLinks, AnswerText } from './AnswerReviewCard/AnswerSubmission';
import { ReviewForm } from './AnswerReviewCard/ReviewForm';
import { ReviewNotice } from './AnswerReviewCard/ReviewNotice';
import { useAnswerReview } from './AnswerReviewCard/useAnswerReview';

export interface AnswerReviewCardProps {
  answerId: Identifier;
  /** After a review the server accepted, with the answer as it is now. */
  onReviewed?: (answer: TaskAnswerDto) => void;
  /** Whether the card shows the student's name as its heading (a dialog titled with it does not). */
  showName?: boolean;
}

/**
 * One student's answer to a task, and its review: what the student sent (text, files, links),
 * when, and whether late; then approve it with points from 0 to the task's maximum and an
 * optional comment, or return it with a comment the student must read (they may then send it
 * again). An accepted answer can have its points and comment changed. The green notice is the
 * server's message; the review tabs reload after it.
 */
export function AnswerReviewCard({ answerId, onReviewed, showName = true }: AnswerReviewCardProps) {
  const translate = useTranslate();
  const prefix = `answer-review${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const { query, answer, max, mode, register, errors, run, busy } = useAnswerReview(answerId, onReviewed);

  if (query.error)
    return <QueryState error={query.error} notFound={translate('tasks.review.answerNotFound')} onRetry={() => void query.refetch()} />;
  // Not before this card's own fetch has answered: a cached answer may be stale (sent again
  // since, as a push said), and the form would be reset under what the instructor had typed.
  if (!answer || !query.isFetchedAfterMount) return <InlineSpinner />;

  const accepted = answer.status === 'ACCEPTED';

  const files = answer.files ?? [];
  const links = answer.links ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="answer-review-card">
      <AnswerHeader answer={answer} showName={showName} />

      <AnswerText text={answer.text} />

      {files.length > 0 && <AnswerFiles files={files} />}

      {links.length > 0 && <AnswerLinks links={links} />}

      <ReviewNotice answer={answer} max={max} />

      <Divider />
      <ReviewForm max={max} mode={mode} register={register} errors={errors} run={run} busy={busy} accepted={accepted} prefix={prefix} />
    </Box>
  );
}
