import { useLayoutEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useDataProvider, type Identifier } from 'react-admin';
import type { ReviewAction, TaskAnswerDto } from '../../../../api/tasks';
import type { ErrorResponse } from '../../../../api/types';
import { taskKeys } from '../../../shared/tasks/taskKeys';
import type { LmsDataProvider } from '../../../../dataProvider/dataProvider';
import { useServerSave } from '../../../shared/useServerSave';
import { approveSchema, rejectSchema, type ReviewFormValues } from '../reviewSchema';

export type Mode = ReviewAction | 'REGRADE';

/**
 * One answer as the server has it, and the review form over it: `run` checks the form by the
 * rules of the chosen action (a return needs a comment, points need a range) and sends it; a
 * field the server refuses shows its message.
 */
export function useAnswerReview(answerId: Identifier, onReviewed?: (answer: TaskAnswerDto) => void) {
  const api = useDataProvider<LmsDataProvider>();
  const { save, busy } = useServerSave();
  const mode = useRef<Mode>('APPROVE');

  const query = useQuery({
    queryKey: taskKeys.answer(answerId),
    queryFn: ({ signal }) => api.getTaskAnswer(answerId, signal),
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

  const run = (next: Mode) => {
    mode.current = next;
    clearErrors();
    void handleSubmit(async (values) => {
      const points = Number(values.points);
      const comment = values.comment.trim();
      let failure: unknown;
      const call = () => {
        if (next === 'REJECT') return api.reviewTaskAnswer(answerId, { status: 'REJECT', comment });
        if (next === 'REGRADE') return api.regradeTaskAnswer(answerId, { status: 'APPROVE', points, comment });
        return api.reviewTaskAnswer(answerId, { status: 'APPROVE', points, ...(comment ? { comment } : {}) });
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

  return { query, answer, max, mode, register, errors, run, busy };
}
