import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useTranslate } from 'react-admin';
import type { QuizDto, QuizOwnQuestionDto } from '../../../api/quizAuthoring';
import { QuizIntro } from '../../shared/quizzes/QuizIntro';
import { QuizQuestions } from '../../shared/quizzes/QuizQuestions';
import { isSlotDto } from './bankSlots/slotDraft';
import { SlotSummary } from './bankSlots/SlotSummary';
import { answeredCount, emptyResponse, toQuestionViews, type QuizResponse, type QuizReview } from '../../shared/quizzes/quizResponse';

/** Each slot of the bank with the number its (first) question has in the test, a random slot counting its draws. */
function slotPlaces(items: QuizDto['questions']) {
  let number = 1;
  return items.flatMap((q) => {
    const at = number;
    number += q.questionType === 'RANDOM' ? q.drawCount : 1;
    return isSlotDto(q) ? [{ slot: q, number: at }] : [];
  });
}

export interface QuizPreviewProps {
  test: QuizDto;
}

/**
 * The test exactly as a student sees it: the intro, then the questions to answer, with nothing
 * telling right from wrong (the questions handed down carry no correct marks). The instructor
 * may try answering; nothing is saved. "Show the correct answers" then marks them, as the
 * student's result will.
 */
export function QuizPreview({ test }: QuizPreviewProps) {
  const translate = useTranslate();
  // The test's own questions can be tried here; the bank's slots are shown as set (each student gets their own draw).
  const own = useMemo(() => test.questions.filter((q): q is QuizOwnQuestionDto => !isSlotDto(q)), [test.questions]);
  const slots = useMemo(() => slotPlaces(test.questions), [test.questions]);
  const questions = useMemo(() => toQuestionViews(own), [own]);
  const [value, setValue] = useState<QuizResponse>(emptyResponse);
  const [showCorrect, setShowCorrect] = useState(false);
  const review = useMemo<QuizReview | undefined>(
    () =>
      showCorrect
        ? Object.fromEntries(
            own.map((q) => [
              String(q.questionId),
              { correctOptionIds: q.options.filter((o) => o.isCorrect).map((o) => o.optionId), pointsReceived: null },
            ]),
          )
        : undefined,
    [showCorrect, own],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="test-preview">
      <Alert severity="info" variant="outlined">
        {translate('quizzes.preview.note')}
      </Alert>
      <QuizIntro test={test} headingComponent="h3" />
      {slots.length > 0 && (
        <Box component="section" aria-labelledby="test-preview-slots" sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
          <Typography variant="h6" component="h3" id="test-preview-slots">
            {translate('quizBank.preview.slots')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('quizBank.preview.slotsNote')}
          </Typography>
          {slots.map(({ slot, number }) => (
            <SlotSummary key={slot.questionId} slot={slot} number={number} />
          ))}
        </Box>
      )}
      {questions.length === 0 && slots.length > 0 ? null : questions.length === 0 ? (
        <Alert severity="warning">{translate('quizzes.preview.noQuestions')}</Alert>
      ) : (
        <>
          <QuizQuestions questions={questions} value={value} onChange={setValue} review={review} own />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ flex: '1 1 200px' }}>
              {translate('quizzes.preview.answered', { answered: answeredCount(questions, value), total: questions.length })}
            </Typography>
            <FormControlLabel
              control={<Switch checked={showCorrect} onChange={(event) => setShowCorrect(event.target.checked)} />}
              label={translate('quizzes.preview.showCorrect')}
            />
            <Button
              startIcon={<RestartAltIcon />}
              onClick={() => {
                setValue(emptyResponse());
                setShowCorrect(false);
              }}
            >
              {translate('quizzes.preview.reset')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
