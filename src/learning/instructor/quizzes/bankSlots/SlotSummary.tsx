import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { QuizBankItemDto, QuizRandomItemDto } from '../../../../api/quizBankItems';
import { usePointsFormat } from '../../../shared/quizzes/quizFormat';
import { QuestionKindChip } from '../../questionBank/QuestionKindChip';
import { QuestionText } from '../../questionBank/QuestionText';

/** A slot of the bank as a saved test holds it, read-only: its place, source, question or draw, and points. */
export function SlotSummary({ slot, number }: { slot: QuizBankItemDto | QuizRandomItemDto; number: number }) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const random = slot.questionType === 'RANDOM';
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1, minWidth: 0, borderStyle: 'dashed' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          {random && slot.drawCount > 1
            ? translate('quizBank.slot.numberRange', { from: number, to: number + slot.drawCount - 1 })
            : translate('quizzes.editor.questionNumber', { number })}
        </Typography>
        <Chip size="small" color="secondary" label={translate(random ? 'quizBank.slot.random' : 'quizBank.slot.fromBank')} />
        {slot.questionType === 'FROM_BANK' && <QuestionKindChip type={slot.bankType} />}
        <Chip
          size="small"
          variant="outlined"
          label={
            random
              ? translate('quizBank.slot.worth', {
                  count: slot.drawCount,
                  points: points(slot.points),
                  total: points(slot.drawCount * slot.points),
                })
              : translate('quizzes.take.points', { points: points(slot.points), smart_count: slot.points })
          }
        />
      </Box>
      {slot.questionType === 'FROM_BANK' ? (
        <>
          <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {slot.name}
          </Typography>
          <QuestionText text={slot.question} format={slot.textFormat} />
        </>
      ) : (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {translate('quizBank.slot.randomName', { smart_count: slot.drawCount, category: slot.categoryPath.join(' › ') })} (
          {translate(slot.includeSubcategories ? 'quizBank.slot.withSub' : 'quizBank.slot.withoutSub')}).{' '}
          {translate('quizBank.slot.offers', { smart_count: slot.available })}
        </Typography>
      )}
    </Paper>
  );
}
