import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CasinoIcon from '@mui/icons-material/CasinoOutlined';
import LibraryAddIcon from '@mui/icons-material/LibraryAddOutlined';
import { useTranslate } from 'react-admin';
import { QUIZ_MAX_QUESTIONS } from '../../../../api/quizLimits';
import { usePointsFormat } from '../../../shared/quizzes/quizFormat';
import { QuestionEditor } from '../QuestionEditor';
import { fieldId, type DraftErrors, type ItemDraft, type QuizDraft } from '../quizDraft';
import { SlotCard } from '../bankSlots/SlotCard';
import { isSlotDraft, slotCount, slotWorth } from '../bankSlots/slotDraft';

interface QuestionsSectionProps {
  draft: QuizDraft;
  prefix: string;
  locked: boolean;
  errors: DraftErrors;
  problem: (field: string) => string;
  setQuestion: (index: number, question: ItemDraft) => void;
  moveQuestion: (index: number, by: -1 | 1) => void;
  removeQuestion: (index: number) => void;
  requestFocus: (id: string) => void;
  onAdd: () => void;
  /** Opens 'Add from the bank' and 'Add random questions'; left out where the course is unknown. */
  onAddFromBank?: () => void;
  onAddRandom?: () => void;
}

/**
 * The questions: how many each student gets and their points in all (a random slot counts its
 * draws), an editor for each own question and a card for each slot of the bank, and the buttons
 * that add an own question, questions from the bank or random ones.
 */
export function QuestionsSection(props: QuestionsSectionProps) {
  const {
    draft,
    prefix,
    locked,
    errors,
    problem,
    setQuestion,
    moveQuestion,
    removeQuestion,
    requestFocus,
    onAdd,
    onAddFromBank,
    onAddRandom,
  } = props;
  const translate = useTranslate();
  const points = usePointsFormat();
  const total = draft.questions.reduce((sum, q) => sum + (isSlotDraft(q) ? slotWorth(q) : Number(q.points) || 0), 0);
  const count = draft.questions.reduce((sum, q) => sum + (isSlotDraft(q) ? slotCount(q) : 1), 0);
  const full = locked || draft.questions.length >= QUIZ_MAX_QUESTIONS;
  // An own question's editor and a slot's card take the same place in the list, moved and removed alike.
  const itemProps = (index: number) => ({
    index,
    total: draft.questions.length,
    locked,
    errors,
    prefix,
    onChange: setQuestion,
    onMove: moveQuestion,
    onRemove: removeQuestion,
  });
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, pt: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('quizzes.editor.questions')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('quizzes.editor.summary', { smart_count: count, points: points(total) })}
        </Typography>
      </Box>
      {draft.questions.map((question, index) =>
        isSlotDraft(question) ? (
          <SlotCard key={question.key} slot={question} {...itemProps(index)} />
        ) : (
          <QuestionEditor key={question.key} question={question} {...itemProps(index)} requestFocus={requestFocus} />
        ),
      )}
      {problem('questions') && (
        <Alert severity="error" role="alert">
          {problem('questions')}
        </Alert>
      )}
      <AddButtons prefix={prefix} full={full} onAdd={onAdd} onAddFromBank={onAddFromBank} onAddRandom={onAddRandom} />
    </>
  );
}

/** Add an own question, questions from the bank, or random ones; none once the test is full or locked. */
function AddButtons({
  prefix,
  full,
  onAdd,
  onAddFromBank,
  onAddRandom,
}: Pick<QuestionsSectionProps, 'prefix' | 'onAdd' | 'onAddFromBank' | 'onAddRandom'> & { full: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button id={fieldId(prefix, 'add-question')} variant="outlined" startIcon={<AddIcon />} onClick={onAdd} disabled={full}>
        {translate('quizzes.editor.addQuestion')}
      </Button>
      {onAddFromBank && (
        <Button variant="outlined" startIcon={<LibraryAddIcon />} onClick={onAddFromBank} disabled={full}>
          {translate('quizBank.addFromBank')}
        </Button>
      )}
      {onAddRandom && (
        <Button variant="outlined" startIcon={<CasinoIcon />} onClick={onAddRandom} disabled={full}>
          {translate('quizBank.addRandom')}
        </Button>
      )}
    </Box>
  );
}
