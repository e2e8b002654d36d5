import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CheckIcon from '@mui/icons-material/Check';
import LinkIcon from '@mui/icons-material/Link';
import ReplayIcon from '@mui/icons-material/Replay';
import SaveIcon from '@mui/icons-material/Save';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslate, type Identifier } from 'react-admin';
import type { ReviewAction, TaskAnswerDto } from '../../../api/tasks';
import type { ErrorResponse } from '../../../api/types';
import { ExternalLink } from '../../shared/ExternalLink';
import { fieldMessage } from '../../shared/fieldMessage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { formatSchoolDateTime } from '../../../api/schoolTime';
import { AnswerStatusChip, LateChip } from '../../shared/tasks/answerChips';
import { safeAddress } from '../../shared/tasks/richHtml';
import { taskKeys, useTasksApi } from '../../shared/tasks/tasksApi';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { useServerSave } from '../../shared/useServerSave';
import { approveSchema, rejectSchema, type ReviewFormValues } from './reviewSchema';

export interface AnswerReviewCardProps {
  answerId: Identifier;
  /** After a review the server accepted, with the answer as it is now. */
  onReviewed?: (answer: TaskAnswerDto) => void;
  /** Whether the card shows the student's name as its heading (a dialog titled with it does not). */
  showName?: boolean;
}

type Mode = ReviewAction | 'REGRADE';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h4" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Box>
  );
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
  const api = useTasksApi();
  const zone = useSchoolTimeZone();
  const { save, busy } = useServerSave();
  const prefix = `answer-review${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const mode = useRef<Mode>('APPROVE');

  const query = useQuery({
    queryKey: taskKeys.answer(answerId),
    queryFn: ({ signal }) => api.getAnswer(answerId, signal),
    retry: false,
  });
  const answer = query.data;
  const max = answer?.mark ?? 0;

  const resolver: Resolver<ReviewFormValues> = (values, context, options) => {
    const schema = mode.current === 'REJECT' ? rejectSchema : approveSchema(max);
    return (yupResolver(schema as never) as unknown as Resolver<ReviewFormValues>)(values, context, options);
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ReviewFormValues>({ resolver, defaultValues: { points: '', comment: '' } });

  // The form starts from the answer's review as the server has it. A layout effect, so the
  // fields never paint empty between the answer arriving and the reset.
  const loadedAt = answer ? `${answer.answerId}:${answer.status}:${answer.reviewedAt ?? ''}:${answer.submittedAt}` : null;
  useLayoutEffect(() => {
    if (!answer) return;
    reset({ points: answer.points ?? '', comment: answer.status === 'ACCEPTED' ? (answer.comment ?? '') : '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loadedAt stands for the answer: a refetch of the same review must not wipe what is being typed
  }, [loadedAt, reset]);

  if (query.error)
    return <QueryState error={query.error} notFound={translate('tasks.review.answerNotFound')} onRetry={() => void query.refetch()} />;
  if (!answer) return <InlineSpinner />;

  const accepted = answer.status === 'ACCEPTED';

  const run = (next: Mode) => {
    mode.current = next;
    clearErrors();
    void handleSubmit(async (values) => {
      const points = Number(values.points);
      const comment = values.comment.trim();
      let failure: unknown;
      const call = () => {
        if (next === 'REJECT') return api.reviewAnswer(answerId, { status: 'REJECT', comment });
        if (next === 'REGRADE') return api.regradeAnswer(answerId, { status: 'APPROVE', points, comment });
        return api.reviewAnswer(answerId, { status: 'APPROVE', points, ...(comment ? { comment } : {}) });
      };
      const saved = await save(async () => {
        try {
          return await call();
        } catch (error) {
          failure = error;
          throw error;
        }
      });
      if (saved) {
        onReviewed?.(saved);
        return;
      }
      const field = (failure as { body?: Partial<ErrorResponse> } | undefined)?.body?.field;
      const message = (failure as Error | undefined)?.message;
      if (message && (field === 'points' || field === 'comment')) {
        setError(field, { type: 'server', message }, { shouldFocus: true });
      }
    })();
  };

  const files = answer.files ?? [];
  const links = answer.links ?? [];
  const pointsProblem = fieldMessage(translate, errors.points?.message);
  const commentProblem = fieldMessage(translate, errors.comment?.message);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="answer-review-card">
      <Box sx={{ display: 'grid', gap: 0.75 }}>
        {showName && (
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {answer.studentFullName}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
          <AnswerStatusChip status={answer.status} />
          {answer.late && <LateChip />}
          <Typography variant="body2" color="text.secondary">
            {translate('tasks.review.sentAt', { date: formatSchoolDateTime(answer.submittedAt, zone) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('tasks.review.deadlineWas', { date: formatSchoolDateTime(answer.deadline, zone) })}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {answer.taskName}
        </Typography>
      </Box>

      <Section title={translate('tasks.review.answerText')}>
        {answer.text.trim() ? (
          <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover', maxHeight: 360, overflow: 'auto' }}>
            <Typography
              component="div"
              sx={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontFamily: /[{};]|=>/.test(answer.text) ? 'monospace' : undefined,
                fontSize: '0.95rem',
              }}
              data-testid="answer-text"
            >
              {answer.text}
            </Typography>
          </Paper>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {translate('tasks.review.noText')}
          </Typography>
        )}
      </Section>

      {files.length > 0 && (
        <Section title={translate('tasks.review.files', { smart_count: files.length })}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
            {files.map((file) => {
              const href = safeAddress(file.link);
              return (
                <Box component="li" key={file.fileId} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
                  <AttachFileIcon fontSize="small" color="action" aria-hidden />
                  {href ? (
                    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                      {file.name}
                    </Link>
                  ) : (
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>
                  )}
                </Box>
              );
            })}
          </Box>
        </Section>
      )}

      {links.length > 0 && (
        <Section title={translate('tasks.review.links', { smart_count: links.length })}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
            {links.map((link, index) => (
              <Box component="li" key={`${index}-${link}`} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
                <LinkIcon fontSize="small" color="action" aria-hidden />
                <ExternalLink href={link} sx={{ overflowWrap: 'anywhere' }}>
                  {link}
                </ExternalLink>
              </Box>
            ))}
          </Box>
        </Section>
      )}

      {answer.status !== 'WAITING' && (
        <Alert severity={accepted ? 'success' : 'warning'} variant="outlined" data-testid="current-review">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {accepted ? translate('tasks.review.acceptedWith', { points: answer.points ?? 0, max }) : translate('tasks.review.returned')}
          </Typography>
          {answer.comment && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
              {answer.comment}
            </Typography>
          )}
          {answer.reviewedAt && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
              {translate('tasks.review.reviewedBy', {
                name: answer.reviewerFullName ?? '—',
                date: formatSchoolDateTime(answer.reviewedAt, zone),
              })}
            </Typography>
          )}
        </Alert>
      )}
      {answer.status === 'WAITING' && answer.comment && (
        <Alert severity="info" variant="outlined">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate('tasks.review.previousComment')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {answer.comment}
          </Typography>
        </Alert>
      )}

      <Divider />
      <Box
        component="form"
        noValidate
        aria-label={translate('tasks.review.formLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          run(accepted ? 'REGRADE' : 'APPROVE');
        }}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {translate(accepted ? 'tasks.review.changeTitle' : 'tasks.review.reviewTitle')}
        </Typography>
        <TextField
          {...register('points')}
          id={`${prefix}-points`}
          label={translate('tasks.review.points')}
          type="number"
          error={Boolean(errors.points)}
          helperText={pointsProblem || translate('tasks.review.pointsHelper', { max })}
          sx={{ maxWidth: 240 }}
          slotProps={{
            htmlInput: { min: 0, max, step: 1, inputMode: 'numeric' },
            input: { endAdornment: <InputAdornment position="end">{translate('tasks.review.outOf', { max })}</InputAdornment> },
          }}
        />
        <TextField
          {...register('comment')}
          id={`${prefix}-comment`}
          label={translate('tasks.review.comment')}
          multiline
          minRows={3}
          maxRows={10}
          error={Boolean(errors.comment)}
          helperText={commentProblem || translate('tasks.review.commentHelper')}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            type="submit"
            variant="contained"
            color="success"
            disabled={busy}
            startIcon={
              busy && mode.current !== 'REJECT' ? <CircularProgress size={16} color="inherit" /> : accepted ? <SaveIcon /> : <CheckIcon />
            }
          >
            {translate(accepted ? 'tasks.review.savePoints' : 'tasks.review.approve')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            startIcon={busy && mode.current === 'REJECT' ? <CircularProgress size={16} color="inherit" /> : <ReplayIcon />}
            onClick={() => run('REJECT')}
          >
            {translate('tasks.review.reject')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
