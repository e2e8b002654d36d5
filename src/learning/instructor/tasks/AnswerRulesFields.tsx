import type { UseFormReturn } from 'react-hook-form';
import { AnswerFilesFields } from './AnswerFilesFields';
import { LatePenaltyFields } from './LatePenaltyFields';
import type { TaskFormValues } from './taskSchema';

/** What a task holds its answers to (answerRulesSchema.ts): the files they take, and what lateness costs. */
export function AnswerRulesFields(props: { form: UseFormReturn<TaskFormValues>; prefix: string }) {
  return (
    <>
      <AnswerFilesFields {...props} />
      <LatePenaltyFields {...props} />
    </>
  );
}
