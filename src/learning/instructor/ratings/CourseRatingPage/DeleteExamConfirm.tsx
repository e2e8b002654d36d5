import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ExamDto } from '../../../../api/ratings';
import type { LmsDataProvider } from '../../../../dataProvider/dataProvider';

interface DeleteExamConfirmProps {
  exam: ExamDto | null;
  onClose: () => void;
  reload: () => Promise<unknown>;
}

/** Asks before an exam and its marks are deleted, then deletes it and reloads the rating. */
export function DeleteExamConfirm({ exam, onClose, reload }: DeleteExamConfirmProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const [deleting, setDeleting] = useState(false);
  return (
    <Confirm
      isOpen={Boolean(exam)}
      loading={deleting}
      title={translate('ratings.exams.deleteTitle', { name: exam?.name ?? '' })}
      content={translate('ratings.exams.deleteContent')}
      confirm={translate('learning.delete')}
      confirmColor="warning"
      onClose={onClose}
      onConfirm={async () => {
        if (!exam) return;
        setDeleting(true);
        try {
          const answer = await dataProvider.deleteExam(exam.examId);
          notify(answer.message, { type: 'success', messageArgs: { _: answer.message } });
          await reload();
        } catch (failure) {
          const message = (failure as Error)?.message || translate('app.errors.generic');
          notify(message, { type: 'error', messageArgs: { _: message } });
        } finally {
          setDeleting(false);
          onClose();
        }
      }}
    />
  );
}
