import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { RatingDistributionDto } from '../../../../api/ratings';
import type { ErrorResponse } from '../../../../api/types';
import type { LmsDataProvider } from '../../../../dataProvider/dataProvider';
import { DistributionDialog } from '../DistributionDialog';
import { ExamDialog } from '../ExamDialog';
import { FormulaPopover } from '../FormulaPopover';
import { MarkEditor } from '../MarkEditor';
import { DeleteExamConfirm } from './DeleteExamConfirm';
import type { RatingDialogsState } from './useRatingDialogs';

interface RatingDialogsProps {
  courseId: string;
  distribution: RatingDistributionDto | undefined;
  dialogs: RatingDialogsState;
  /** Reads the course's rating again after a change. */
  reload: () => Promise<unknown>;
}

/** The page's dialogs; each saves through the data provider and reloads the rating. */
export function RatingDialogs({ courseId, distribution, dialogs, reload }: RatingDialogsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<LmsDataProvider>();
  return (
    <>
      <DistributionDialog
        open={dialogs.distributionOpen}
        distribution={distribution}
        onClose={() => dialogs.setDistributionOpen(false)}
        onSave={async (input) => {
          const answer = await dataProvider.saveRatingDistribution(courseId, input);
          await reload();
          return answer;
        }}
      />
      <ExamDialog
        open={dialogs.examOpen}
        onClose={() => dialogs.setExamOpen(false)}
        onSave={async (input, onFieldError) => {
          try {
            const answer = await dataProvider.createExam(courseId, input);
            notify(answer.message, { type: 'success', messageArgs: { _: answer.message } });
            await reload();
            return true;
          } catch (failure) {
            const message = (failure as Error)?.message || translate('app.errors.generic');
            const body = (failure as { body?: Partial<ErrorResponse> }).body;
            if (body?.field) onFieldError(body.field, message);
            notify(message, { type: 'error', messageArgs: { _: message } });
            return false;
          }
        }}
      />
      <DeleteExamConfirm exam={dialogs.examToDelete} onClose={() => dialogs.setExamToDelete(null)} reload={reload} />
      <FormulaPopover target={dialogs.formulaTarget} distribution={distribution} onClose={() => dialogs.setFormulaTarget(null)} />
      <MarkEditor
        target={dialogs.markTarget}
        onClose={() => dialogs.setMarkTarget(null)}
        onSave={async (exam, row, mark) => {
          const answer = await dataProvider.giveExamMark(exam.examId, row.studentId, mark);
          await reload();
          return answer;
        }}
      />
    </>
  );
}
