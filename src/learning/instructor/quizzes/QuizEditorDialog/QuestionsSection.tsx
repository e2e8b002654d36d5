import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { QUIZ_MAX_QUESTIONS } from '../../../../api/quizLimits';
import { usePointsFormat } from '../../../shared/quizzes/quizFormat';
import { QuestionEditor } from '../QuestionEditor';
import { fieldId, type DraftErrors, type QuestionDraft, type QuizDraft } from '../quizDraft';

interface QuestionsSectionProps {
  draft: QuizDraft;
  prefix: string;
  locked: boolean;
  errors: DraftErrors;
  problem: (field: string) => string;
  setQuestion: (index: number, question: QuestionDraft) => void;
  moveQuestion: (index: number, by: -1 | 1) => void;
  removeQuestion: (index: number) => void;
  requestFocus: (id: string) => void;
  onAdd: () => void;
}

/** The questions: how many and their points, an editor for each, and the button that adds one. */
export function QuestionsSection(props: QuestionsSectionProps) {
  const { draft, prefix, locked, errors, problem, setQuestion, moveQuestion, removeQuestion, requestFocus, onAdd } = props;
  const translate = useTranslate();
  const points = usePointsFormat();
  const total = draft.questions.reduce((sum, q) => sum + (Number(q.points) || 0), 0);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, pt: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('quizzes.editor.questions')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('quizzes.editor.summary', { smart_count: draft.questions.length, points: points(total) })}
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
          onClick={onAdd}
          disabled={locked || draft.questions.length >= QUIZ_MAX_QUESTIONS}
        >
          {translate('quizzes.editor.addQuestion')}
        </Button>
      </Box>
    </>
  );
}
