import * as yup from 'yup';
import { REVIEW_COMMENT_MAX } from '../../../api/tasks';
import { withArgs } from '../../../resources/shared/validation';

/*
 * The review form's rules (src/api/tasks.ts ReviewInput): APPROVE needs whole points from 0 to
 * the task's maximum and takes an optional comment; REJECT needs a comment telling the student
 * what to fix. Messages are translation keys.
 */

export interface ReviewFormValues {
  /** '' while the field is empty. */
  points: number | '';
  comment: string;
}

const tooLong = ({ max }: { max: number }) => withArgs('validation.tooLong', { max });
const comment = () =>
  yup
    .string()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : ''))
    .max(REVIEW_COMMENT_MAX, tooLong);

export function approveSchema(max: number) {
  const range = withArgs('tasks.review.pointsRange', { max });
  return yup.object({
    points: yup
      .number()
      .transform((value: unknown, original: unknown) =>
        original === '' || original === null || original === undefined ? undefined : value,
      )
      .typeError(range)
      .required(range)
      .integer(range)
      .min(0, range)
      .max(max, range),
    comment: comment(),
  });
}

export const rejectSchema = yup.object({
  points: yup.mixed().strip(),
  comment: comment().required('tasks.review.commentRequired'),
});
