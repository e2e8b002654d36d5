import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { QuizDto } from '../../../../api/quizAuthoring';
import type { ErrorResponse } from '../../../../api/types';
import type { LmsDataProvider } from '../../../../dataProvider/dataProvider';
import { useServerSave } from '../../../shared/useServerSave';
import { draftErrors, inputOfDraft, normalizeField, orderedErrorFields } from '../quizDraft';
import type { QuizDraftState } from './useQuizDraft';

interface SubmitOptions {
  form: QuizDraftState;
  lessonId: Identifier;
  testId?: Identifier | null;
  focusField: (field: string) => void;
  onSaved?: (test: QuizDto) => void;
  onClose: () => void;
}

/**
 * Save: the shared authoring rules first (the focus goes to the first problem), then the server.
 * Its 409 (students have started) shows on top; a 400 lands on the field it names, if the form has it.
 */
export function useQuizSubmit({ form, lessonId, testId, focusField, onSaved, onClose }: SubmitOptions) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { save, busy } = useServerSave();
  const { draft, editing, setChecked, setConflict, setServerErrors } = form;

  const submit = async () => {
    if (!draft) return;
    setChecked(true);
    setConflict(null);
    const found = draftErrors(draft);
    const first = orderedErrorFields(found)[0];
    if (first) {
      focusField(first);
      return;
    }
    let failure: unknown;
    const input = inputOfDraft(draft);
    const answer = await save(async () => {
      try {
        return editing ? await dataProvider.updateQuiz(testId as Identifier, input) : await dataProvider.createQuiz(lessonId, input);
      } catch (error) {
        failure = error;
        throw error;
      }
    });
    if (answer) {
      onSaved?.(answer);
      onClose();
      return;
    }
    const status = (failure as { status?: number } | undefined)?.status;
    const body = (failure as { body?: Partial<ErrorResponse> } | undefined)?.body;
    const message = (failure as Error | undefined)?.message || translate('app.errors.generic');
    if (status === 409) {
      setConflict(message);
      return;
    }
    const field = body?.field ? normalizeField(body.field) : null;
    if (field && !field.startsWith('body')) {
      setServerErrors({ [field]: { message } });
      focusField(field);
    } else {
      setConflict(message);
    }
  };
  return { submit, busy };
}
