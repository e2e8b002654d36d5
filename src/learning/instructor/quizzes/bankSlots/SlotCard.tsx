import { memo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { QUIZ_MAX_QUESTION_POINTS } from '../../../../api/quizLimits';
import { usePointsFormat } from '../../../shared/quizzes/quizFormat';
import { QuestionKindChip } from '../../questionBank/QuestionKindChip';
import { QuestionText } from '../../questionBank/QuestionText';
import { problemText } from '../QuestionEditor/problemText';
import { QuestionHeader } from '../QuestionEditor/QuestionHeader';
import { fieldId, type DraftErrors, type ItemDraft } from '../quizDraft';
import { maxDraw, slotCount, type SlotDraft } from './slotDraft';

export interface SlotCardProps {
  slot: SlotDraft;
  index: number;
  total: number;
  locked: boolean;
  errors: DraftErrors;
  prefix: string;
  onChange: (index: number, item: ItemDraft) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
}

/**
 * A slot of the bank in the editor, as a card: where it comes from, the bank question's name,
 * kind and text (a fixed one) or the category and how many it draws (a random one), and its
 * points, editable; moved and removed like the test's own questions.
 */
export const SlotCard = memo(function SlotCard({ slot, index, total, locked, errors, prefix, onChange, onMove, onRemove }: SlotCardProps) {
  const translate = useTranslate();
  const at = `questions[${index}]`;
  const problem = (field: string) => problemText(translate, errors[`${at}.${field}`]);
  const set = (patch: Partial<SlotDraft>) => onChange(index, { ...slot, ...patch } as SlotDraft);
  const random = slot.questionType === 'RANDOM';
  const count = slotCount(slot);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${fieldId(prefix, at)}-title`}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, borderStyle: 'dashed' }}
      data-testid={`slot-card-${index}`}
    >
      <QuestionHeader index={index} total={total} locked={locked} prefix={prefix} onMove={onMove} onRemove={onRemove} />
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Chip size="small" color="secondary" label={translate(random ? 'quizBank.slot.random' : 'quizBank.slot.fromBank')} />
          {slot.questionType === 'FROM_BANK' && <QuestionKindChip type={slot.bankType} />}
          <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {slot.questionType === 'FROM_BANK'
              ? slot.name
              : translate('quizBank.slot.randomName', { smart_count: count, category: slot.categoryPath.join(' › ') })}
          </Typography>
        </Box>
        {slot.questionType === 'FROM_BANK' ? (
          <Box sx={{ color: 'text.secondary', maxHeight: 160, overflow: 'auto', minWidth: 0 }}>
            <QuestionText text={slot.question} format={slot.textFormat} />
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate(slot.includeSubcategories ? 'quizBank.slot.withSub' : 'quizBank.slot.withoutSub')}
            {slot.available !== null && ` · ${translate('quizBank.slot.offers', { smart_count: slot.available })}`}
          </Typography>
        )}
        {slot.questionType === 'FROM_BANK' && slot.categoryPath.length > 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {translate('quizBank.slot.category', { path: slot.categoryPath.join(' › ') })}
          </Typography>
        )}
        <SlotFields slot={slot} index={index} locked={locked} prefix={prefix} problem={problem} set={set} />
      </Box>
    </Paper>
  );
});

interface SlotFieldsProps extends Pick<SlotCardProps, 'slot' | 'index' | 'locked' | 'prefix'> {
  problem: (field: string) => string;
  set: (patch: Partial<SlotDraft>) => void;
}

/** A slot's numbers: how many it draws (a random one) and its points, with what a random slot is worth in all. */
function SlotFields({ slot, index, locked, prefix, problem, set }: SlotFieldsProps) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const at = `questions[${index}]`;
  const random = slot.questionType === 'RANDOM';
  const min = slot.questionType === 'FROM_BANK' && slot.bankType === 'DESCRIPTION' ? 0 : 1;
  const count = slotCount(slot);
  // The draw count and the points are edited alike: one whole number each, with its own label and hint.
  const numberField = (field: 'drawCount' | 'points', value: string, label: string, hint: string) => (
    <TextField
      id={fieldId(prefix, `${at}.${field}`)}
      label={label}
      value={value}
      onChange={(event) => set({ [field]: event.target.value })}
      disabled={locked}
      required
      size="small"
      sx={{ flex: '0 1 180px', minWidth: 120 }}
      error={Boolean(problem(field))}
      helperText={problem(field) || hint}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      {slot.questionType === 'RANDOM' &&
        numberField(
          'drawCount',
          slot.drawCount,
          translate('quizBank.slot.drawCount'),
          translate('quizBank.random.countInvalid', { max: maxDraw(slot.available) }),
        )}
      {numberField(
        'points',
        slot.points,
        translate(random ? 'quizBank.slot.pointsEach' : 'quizBank.slot.points'),
        translate('quizBank.slot.pointsHelper', { min, max: QUIZ_MAX_QUESTION_POINTS }),
      )}
      {random && (
        <Typography variant="body2" sx={{ alignSelf: 'center' }} data-testid={`slot-worth-${index}`}>
          {translate('quizBank.slot.worth', {
            count,
            points: points(Number(slot.points) || 0),
            total: points(count * (Number(slot.points) || 0)),
          })}
        </Typography>
      )}
    </Box>
  );
}
