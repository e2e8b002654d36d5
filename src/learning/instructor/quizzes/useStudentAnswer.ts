import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { QuizAnswerDto } from '../../../api/quizResults';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { quizKeys } from '../../shared/quizzes/quizKeys';

/**
 * One student's answers for the answer dialog: the latest attempt until another is picked
 * (issue 17, item 3; the previous one stays on screen while the next loads), and the answer a
 * grading gave back put in place (the grade, and so the other attempts' views, read again; the
 * save's refresh reloads the results table).
 */
export function useStudentAnswer(testId: Identifier, studentId: Identifier, open: boolean) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<{ studentId: Identifier; attemptNo: number } | null>(null);
  // Opened again, the dialog starts from the latest attempt, as the first time.
  if (!open && picked !== null) setPicked(null);
  const attemptNo = picked?.studentId === studentId ? picked.attemptNo : undefined;
  const key = [...quizKeys.answer(testId, studentId), attemptNo ?? 'latest'];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.getStudentQuizAnswer(testId, studentId, signal, attemptNo),
    enabled: open,
    retry: false,
    // Only the same student's other attempt stands in while one loads: never another student's answers.
    placeholderData: (previous) => (previous && String(previous.studentId) === String(studentId) ? previous : undefined),
  });
  const onGraded = (next: QuizAnswerDto) => {
    queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({
      queryKey: quizKeys.answer(testId, studentId),
      predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(key),
    });
  };
  const pick = (n: number) => setPicked({ studentId, attemptNo: n });
  return { query, onGraded, pick };
}
