import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useTranslate, type Identifier, useDataProvider } from 'react-admin';
import type { TestDto } from '../../../api/testAuthoring';
import { TEST_MAX_QUESTIONS, TEST_MESSAGE_MAX_LENGTH, TEST_NAME_MAX_LENGTH } from '../../../api/testLimits';
import type { ErrorResponse } from '../../../api/types';
import { FormDialog } from '../../shared/FormDialog';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { useServerSave } from '../../shared/useServerSave';
import { usePointsFormat } from '../../shared/tests/testFormat';
import { testKeys } from '../../shared/tests/testKeys';
import { QuestionEditor } from './QuestionEditor';
import { problemText } from './QuestionEditor/problemText';
import { ScoringHelp } from './ScoringHelp';
import {
  draftErrors,
  draftOfTest,
  fieldId,
  inputOfDraft,
  newDraft,
  newQuestion,
  normalizeField,
  orderedErrorFields,
  type DraftErrors,
  type QuestionDraft,
  type TestDraft,
} from './testDraft';
import { TimeInputs } from './TimeInputs';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

const NO_ERRORS: DraftErrors = {};

export interface TestEditorDialogProps {
  open: boolean;
  lessonId: Identifier;
  /** The test to edit; none to create one in the lesson. */
  testId?: Identifier | null;
  onClose: () => void;
  onSaved?: (test: TestDto) => void;
}

/**
 * The question editor of a test, in a dialog (full screen on phones): name, time to take it in
 * hours and minutes, pass mark, message for students, and the questions. Problems found by the
 * shared authoring rules show under their fields in the user's language as soon as Save is
 * pressed (then as the fields change), and the focus goes to the first one; the server's 400
 * lands on the field it names, and its 409 (students have started) is shown on top.
 */
export function TestEditorDialog({ open, lessonId, testId, onClose, onSaved }: TestEditorDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const points = usePointsFormat();
  const { save, busy } = useServerSave();
  const prefix = `test-editor${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const editing = testId !== undefined && testId !== null;

  const query = useQuery({
    queryKey: testKeys.test(testId ?? 'new'),
    queryFn: ({ signal }) => dataProvider.getTest(testId as Identifier, signal),
    enabled: open && editing,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const saved = editing ? query.data : undefined;
  const locked = Boolean(saved?.hasAttempts);

  const [draft, setDraft] = useState<TestDraft | null>(null);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<DraftErrors>(NO_ERRORS);
  const [conflict, setConflict] = useState<string | null>(null);
  const focusRequest = useRef<string | null>(null);

  // A fresh form each time the dialog opens, from the test as the server has it now.
  useEffect(() => {
    if (!open) return;
    setDraft(null);
    setChecked(false);
    setServerErrors(NO_ERRORS);
    setConflict(null);
  }, [open]);
  const fresh = saved !== undefined && !query.isFetching;
  useEffect(() => {
    if (!open || draft) return;
    if (!editing) setDraft(newDraft());
    else if (fresh && saved) setDraft(draftOfTest(saved));
  }, [open, editing, fresh, saved, draft]);

  useEffect(() => {
    const id = focusRequest.current;
    if (!id) return;
    focusRequest.current = null;
    document.getElementById(id)?.focus();
  });

  const errors = useMemo<DraftErrors>(
    () => ({ ...(checked && draft ? draftErrors(draft) : {}), ...serverErrors }),
    [checked, draft, serverErrors],
  );
  const problem = (field: string) => problemText(translate, errors[field]);
  const requestFocus = useCallback((id: string) => {
    focusRequest.current = id;
  }, []);

  const update = (changes: Partial<TestDraft>) => {
    setDraft((d) => (d ? { ...d, ...changes } : d));
    setServerErrors(NO_ERRORS);
  };
  // Stable, so a question's editor re-renders only when that question changes.
  const setQuestion = useCallback((index: number, question: QuestionDraft) => {
    setDraft((d) => (d ? { ...d, questions: d.questions.map((q, i) => (i === index ? question : q)) } : d));
    setServerErrors(NO_ERRORS);
  }, []);
  const moveQuestion = useCallback((index: number, by: -1 | 1) => {
    setDraft((d) => {
      if (!d) return d;
      const questions = [...d.questions];
      const [q] = questions.splice(index, 1);
      questions.splice(index + by, 0, q);
      return { ...d, questions };
    });
    setServerErrors(NO_ERRORS);
  }, []);
  const removeQuestion = useCallback((index: number) => {
    setDraft((d) => (d ? { ...d, questions: d.questions.filter((_, i) => i !== index) } : d));
    setServerErrors(NO_ERRORS);
  }, []);
  const addQuestion = () => {
    const type = draft!.questions[draft!.questions.length - 1]?.questionType;
    update({ questions: [...draft!.questions, newQuestion(type)] });
    requestFocus(fieldId(prefix, `questions[${draft!.questions.length}].question`));
  };

  const focusField = (field: string) => {
    const id =
      field === 'timeToTakeTheTest'
        ? fieldId(prefix, 'hours')
        : field === 'questions'
          ? fieldId(prefix, 'add-question')
          : fieldId(prefix, field);
    // After the errors render, so a screen reader reads the field with its message.
    requestAnimationFrame(() => {
      const element = document.getElementById(id);
      element?.focus();
      element?.scrollIntoView?.({ block: 'center' });
    });
  };

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
        return editing ? await dataProvider.updateTest(testId as Identifier, input) : await dataProvider.createTest(lessonId, input);
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

  const total = draft?.questions.reduce((sum, q) => sum + (Number(q.points) || 0), 0) ?? 0;
  const title = translate(editing ? 'tests.editor.editTitle' : 'tests.editor.createTitle');
  const knownFields = new Set(['name', 'timeToTakeTheTest', 'passPercent', 'messageForStudents', 'questions']);
  const unplaced = Object.entries(serverErrors).filter(([field]) => !knownFields.has(field) && !field.startsWith('questions['));

  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      busy={busy}
      submitDisabled={!draft}
      maxWidth="md"
    >
      {editing && query.error ? (
        <QueryState error={query.error} notFound={translate('tests.notFound')} onRetry={() => void query.refetch()} />
      ) : !draft ? (
        <InlineSpinner />
      ) : (
        <>
          {conflict && (
            <Alert severity="error" role="alert" data-testid="editor-conflict">
              {conflict}
            </Alert>
          )}
          {unplaced.map(([field, p]) => (
            <Alert key={field} severity="error" role="alert">
              {problemText(translate, p)}
            </Alert>
          ))}
          {locked && (
            <Alert severity="warning" variant="outlined">
              <AlertTitle>{translate('tests.editor.lockedTitle', { smart_count: saved?.answersCount ?? 0 })}</AlertTitle>
              {translate('tests.editor.lockedText')}
            </Alert>
          )}
          <TextField
            id={fieldId(prefix, 'name')}
            label={translate('tests.editor.name')}
            value={draft.name}
            onChange={(event) => update({ name: event.target.value })}
            required
            autoFocus
            error={Boolean(problem('name'))}
            helperText={problem('name') || ' '}
            slotProps={{ htmlInput: { maxLength: TEST_NAME_MAX_LENGTH } }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <TimeInputs
              id={fieldId(prefix, 'hours')}
              hours={draft.hours}
              minutes={draft.minutes}
              onChange={(time) => update(time)}
              error={problem('timeToTakeTheTest')}
            />
            <Box sx={{ width: 200, mt: { xs: 0, sm: 3.5 } }}>
              <TextField
                id={fieldId(prefix, 'passPercent')}
                label={translate('tests.editor.passPercent')}
                value={draft.passPercent}
                onChange={(event) => update({ passPercent: event.target.value.replace(/[^\d]/g, '').slice(0, 3) })}
                error={Boolean(problem('passPercent'))}
                helperText={problem('passPercent') || translate('tests.editor.passPercentHelper')}
                size="small"
                slotProps={{
                  htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' },
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                }}
              />
            </Box>
          </Box>
          <TextField
            id={fieldId(prefix, 'messageForStudents')}
            label={translate('tests.editor.message')}
            value={draft.messageForStudents}
            onChange={(event) => update({ messageForStudents: event.target.value })}
            multiline
            minRows={2}
            error={Boolean(problem('messageForStudents'))}
            helperText={problem('messageForStudents') || translate('tests.editor.messageHelper')}
            slotProps={{ htmlInput: { maxLength: TEST_MESSAGE_MAX_LENGTH } }}
          />
          <ScoringHelp passPercent={draft.passPercent} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, pt: 1 }}>
            <Typography variant="h6" component="h2">
              {translate('tests.editor.questions')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('tests.editor.summary', { smart_count: draft.questions.length, points: points(total) })}
            </Typography>
          </Box>
          {draft.questions.map((question, index) => (
            <QuestionEditor
              key={question.key}
              question={question}
              index={index}
              total={draft.questions.length}
              locked={locked}
              errors={errors}
              prefix={prefix}
              onChange={setQuestion}
              onMove={moveQuestion}
              onRemove={removeQuestion}
              requestFocus={requestFocus}
            />
          ))}
          {problem('questions') && (
            <Alert severity="error" role="alert">
              {problem('questions')}
            </Alert>
          )}
          <Box>
            <Button
              id={fieldId(prefix, 'add-question')}
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={addQuestion}
              disabled={locked || draft.questions.length >= TEST_MAX_QUESTIONS}
            >
              {translate('tests.editor.addQuestion')}
            </Button>
          </Box>
        </>
      )}
    </FormDialog>
  );
}
