import { useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'react-admin';
import { TEST_OTHER_MAX_LENGTH } from '../../../api/testLimits';
import { usePointsFormat } from './testFormat';
import type { QuestionReview, TestQuestionView, TestResponse, TestReview } from './testResponse';

export type { QuestionReview, TestQuestionView, TestResponse, TestReview } from './testResponse';

export interface TestQuestionsProps {
  questions: readonly TestQuestionView[];
  /** What is answered, keyed by questionId (controlled). */
  value: TestResponse;
  /** A new value after each choice or keystroke, with the question that changed. */
  onChange?: (value: TestResponse, questionId: number) => void;
  /** Shows the answers without controls (a finished attempt, an instructor's view). */
  readOnly?: boolean;
  /** The controls show but take no input (e.g. while the time is up and the answer is sent). */
  disabled?: boolean;
  /**
   * The correct options and points per question: only then does anything show what is right
   * or wrong. Implies readOnly.
   */
  review?: TestReview;
  /** Something under a question, e.g. the instructor's points for an 'Other' text. */
  renderExtra?: (question: TestQuestionView, index: number) => ReactNode;
  /**
   * The answers are the reader's own (a student's result, the instructor trying the preview):
   * what is missing is said to them ('You did not answer'), not about a student.
   */
  own?: boolean;
}

const OTHER = 'other';

/**
 * The questions of a test as a student sees them: one-from-list as radio buttons, many-from-list
 * as checkboxes, and an 'Other' choice with its own text where the question offers one. Native
 * inputs inside a fieldset per question, so Tab moves between questions, arrow keys between the
 * options of a one-from-list question and Space ticks a box. Nothing tells right from wrong
 * unless `review` is given. The instructor's preview and the student's test screen both use it.
 */
export function TestQuestions({
  questions,
  value,
  onChange,
  readOnly = false,
  disabled = false,
  review,
  renderExtra,
  own = false,
}: TestQuestionsProps) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {questions.map((question, index) => (
        <Box component="li" key={question.questionId} sx={{ minWidth: 0 }}>
          <QuestionCard
            question={question}
            index={index}
            total={questions.length}
            value={value}
            onChange={onChange}
            readOnly={readOnly || Boolean(review)}
            disabled={disabled}
            review={review?.[String(question.questionId)]}
            extra={renderExtra?.(question, index)}
            own={own}
          />
        </Box>
      ))}
    </Box>
  );
}

interface QuestionCardProps {
  question: TestQuestionView;
  index: number;
  total: number;
  value: TestResponse;
  onChange?: (value: TestResponse, questionId: number) => void;
  readOnly: boolean;
  disabled: boolean;
  review?: QuestionReview;
  extra?: ReactNode;
  own: boolean;
}

function QuestionCard({ question, index, total, value, onChange, readOnly, disabled, review, extra, own }: QuestionCardProps) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const headingId = useId();
  const one = question.questionType === 'ONE_FROM_LIST';
  const pointsLabel =
    review && review.pointsReceived !== null
      ? translate('tests.take.pointsOf', {
          received: points(review.pointsReceived),
          max: points(question.points),
          smart_count: question.points,
        })
      : translate('tests.take.points', { smart_count: question.points, points: points(question.points) });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid={`question-${question.questionId}`}>
      <FormControl component="fieldset" sx={{ width: '100%', minWidth: 0 }} disabled={disabled}>
        <Box component="legend" sx={{ width: '100%', p: 0, mb: 1 }}>
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="overline" component="span" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
              {translate('tests.take.questionOf', { number: index + 1, total })}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              label={pointsLabel}
              color={
                review && review.pointsReceived !== null
                  ? review.pointsReceived >= question.points
                    ? 'success'
                    : review.pointsReceived > 0
                      ? 'warning'
                      : 'error'
                  : 'default'
              }
            />
          </Box>
          <Typography
            component="span"
            id={headingId}
            sx={{ display: 'block', fontWeight: 600, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text.primary', mt: 0.5 }}
          >
            {question.question}
          </Typography>
          <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}>
            {translate(one ? 'tests.take.chooseOne' : 'tests.take.chooseMany')}
          </Typography>
        </Box>
        {readOnly ? (
          <ReadOnlyOptions question={question} value={value} review={review} own={own} />
        ) : one ? (
          <OneFromList question={question} number={index + 1} labelId={headingId} value={value} onChange={onChange} disabled={disabled} />
        ) : (
          <ManyFromList question={question} number={index + 1} labelId={headingId} value={value} onChange={onChange} disabled={disabled} />
        )}
      </FormControl>
      {extra && <Box sx={{ mt: 1.5 }}>{extra}</Box>}
    </Paper>
  );
}

interface ControlsProps {
  question: TestQuestionView;
  /** 1-based, for labels. */
  number: number;
  /** The question's text, naming the group of options. */
  labelId: string;
  value: TestResponse;
  onChange?: (value: TestResponse, questionId: number) => void;
  disabled: boolean;
}

function withAnswer(value: TestResponse, key: string, chosen: number[] | undefined, other: string | undefined): TestResponse {
  const answers = { ...value.answers };
  const others = { ...value.others };
  if (chosen && chosen.length) answers[key] = chosen;
  else delete answers[key];
  if (other === undefined) delete others[key];
  else others[key] = other;
  return { answers, others };
}

/** The text typed for 'Other' before it was unchosen, so choosing it again brings it back. */
function useOtherMemory() {
  return useRef(new Map<string, string>()).current;
}

function OtherText({
  number,
  value,
  onType,
  disabled,
  chosen,
}: {
  number: number;
  value: string;
  onType: (text: string) => void;
  disabled: boolean;
  chosen: boolean;
}) {
  const translate = useTranslate();
  return (
    <TextField
      value={value}
      onChange={(event) => onType(event.target.value)}
      disabled={disabled}
      multiline
      minRows={2}
      size="small"
      fullWidth
      placeholder={translate('tests.take.otherPlaceholder')}
      helperText={chosen ? translate('tests.take.otherHelper') : translate('tests.take.otherHint')}
      sx={{ mt: 0.5, pl: { xs: 0, sm: 4 } }}
      slotProps={{ htmlInput: { maxLength: TEST_OTHER_MAX_LENGTH, 'aria-label': translate('tests.take.otherLabel', { number }) } }}
    />
  );
}

function OneFromList({ question, number, labelId, value, onChange, disabled }: ControlsProps) {
  const translate = useTranslate();
  const memory = useOtherMemory();
  const key = String(question.questionId);
  const otherChosen = question.hasOther && value.others[key] !== undefined;
  const selected = otherChosen ? OTHER : value.answers[key]?.[0] !== undefined ? String(value.answers[key][0]) : '';
  const choose = (next: string) => {
    if (!onChange) return;
    if (value.others[key] !== undefined) memory.set(key, value.others[key]);
    if (next === OTHER) onChange(withAnswer(value, key, undefined, memory.get(key) ?? ''), question.questionId);
    else onChange(withAnswer(value, key, [Number(next)], undefined), question.questionId);
  };
  return (
    <>
      <RadioGroup name={`question-${key}`} aria-labelledby={labelId} value={selected} onChange={(event) => choose(event.target.value)}>
        {question.options.map((option) => (
          <FormControlLabel
            key={option.optionId}
            value={String(option.optionId)}
            control={<Radio />}
            disabled={disabled}
            label={<OptionText text={option.option} />}
            sx={optionLabelSx}
          />
        ))}
        {question.hasOther && (
          <FormControlLabel
            value={OTHER}
            control={<Radio />}
            disabled={disabled}
            label={translate('tests.take.other')}
            sx={optionLabelSx}
          />
        )}
      </RadioGroup>
      {question.hasOther && (
        <OtherText
          number={number}
          value={value.others[key] ?? ''}
          chosen={otherChosen}
          disabled={disabled}
          onType={(text) => onChange?.(withAnswer(value, key, undefined, text), question.questionId)}
        />
      )}
    </>
  );
}

function ManyFromList({ question, number, labelId, value, onChange, disabled }: ControlsProps) {
  const translate = useTranslate();
  const memory = useOtherMemory();
  const key = String(question.questionId);
  const chosen = value.answers[key] ?? [];
  const otherChosen = question.hasOther && value.others[key] !== undefined;
  const toggle = (optionId: number, on: boolean) => {
    const next = on ? [...chosen.filter((id) => id !== optionId), optionId] : chosen.filter((id) => id !== optionId);
    // Kept in the order of the options, as the server stores them.
    const order = question.options.map((o) => o.optionId);
    next.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    onChange?.(withAnswer(value, key, next, value.others[key]), question.questionId);
  };
  const toggleOther = (on: boolean) => {
    if (!on && value.others[key] !== undefined) memory.set(key, value.others[key]);
    onChange?.(withAnswer(value, key, chosen, on ? (memory.get(key) ?? '') : undefined), question.questionId);
  };
  return (
    <>
      <FormGroup role="group" aria-labelledby={labelId}>
        {question.options.map((option) => (
          <FormControlLabel
            key={option.optionId}
            control={
              <Checkbox checked={chosen.includes(option.optionId)} onChange={(event) => toggle(option.optionId, event.target.checked)} />
            }
            disabled={disabled}
            label={<OptionText text={option.option} />}
            sx={optionLabelSx}
          />
        ))}
        {question.hasOther && (
          <FormControlLabel
            control={<Checkbox checked={otherChosen} onChange={(event) => toggleOther(event.target.checked)} />}
            disabled={disabled}
            label={translate('tests.take.other')}
            sx={optionLabelSx}
          />
        )}
      </FormGroup>
      {question.hasOther && (
        <OtherText
          number={number}
          value={value.others[key] ?? ''}
          chosen={otherChosen}
          disabled={disabled}
          onType={(text) => onChange?.(withAnswer(value, key, chosen, text), question.questionId)}
        />
      )}
    </>
  );
}

const optionLabelSx = { alignItems: 'flex-start', mr: 0, py: 0.25, '& .MuiFormControlLabel-label': { pt: 1, minWidth: 0 } } as const;

function OptionText({ text }: { text: string }) {
  return (
    <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Box>
  );
}

/** The answers as text and marks: what was chosen and, with a review, what was right. */
function ReadOnlyOptions({
  question,
  value,
  review,
  own,
}: {
  question: TestQuestionView;
  value: TestResponse;
  review?: QuestionReview;
  own: boolean;
}) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const key = String(question.questionId);
  const one = question.questionType === 'ONE_FROM_LIST';
  const chosen = new Set(value.answers[key] ?? []);
  const correct = new Set(review?.correctOptionIds ?? []);
  const otherText = value.others[key];
  const nothing = chosen.size === 0 && !otherText?.trim();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
      {question.options.map((option) => {
        const picked = chosen.has(option.optionId);
        const right = correct.has(option.optionId);
        const tone = review ? (right ? 'success' : picked ? 'error' : null) : null;
        const ChosenIcon = one
          ? picked
            ? RadioButtonCheckedIcon
            : RadioButtonUncheckedIcon
          : picked
            ? CheckBoxIcon
            : CheckBoxOutlineBlankIcon;
        return (
          <Box
            component="li"
            key={option.optionId}
            data-testid={`option-${option.optionId}`}
            sx={(theme) => ({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'flex-start',
              columnGap: 1,
              rowGap: 0.25,
              px: 1,
              py: 0.75,
              borderRadius: 1,
              border: 1,
              borderColor: tone ? `${tone}.main` : 'transparent',
              bgcolor: tone ? alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.16 : 0.08) : 'transparent',
            })}
          >
            <ChosenIcon
              fontSize="small"
              color={picked ? 'primary' : 'action'}
              sx={{ mt: 0.25, flexShrink: 0 }}
              titleAccess={translate(picked ? 'tests.review.chosen' : 'tests.review.notChosen')}
            />
            <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
              <OptionText text={option.option} />
            </Box>
            {review && (right || picked) && (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: right ? 'success.main' : 'error.main' }}>
                {right ? <CheckCircleIcon fontSize="small" aria-hidden /> : <CancelIcon fontSize="small" aria-hidden />}
                <Typography variant="caption" sx={{ fontWeight: 600 }}>
                  {translate(right ? (picked ? 'tests.review.rightChosen' : 'tests.review.rightMissed') : 'tests.review.wrongChosen')}
                </Typography>
              </Box>
            )}
          </Box>
        );
      })}
      {question.hasOther && (
        <Box component="li" sx={{ px: 1, py: 0.75 }} data-testid={`other-${question.questionId}`}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {translate('tests.take.other')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontStyle: otherText?.trim() ? 'normal' : 'italic' }}>
            {otherText?.trim() ? otherText : translate(own ? 'tests.review.noOtherOwn' : 'tests.review.noOther')}
          </Typography>
          {review && otherText?.trim() && (
            <Chip
              size="small"
              sx={{ mt: 0.5 }}
              color={review.otherPoints === null || review.otherPoints === undefined ? 'warning' : 'default'}
              label={
                review.otherPoints === null || review.otherPoints === undefined
                  ? translate('tests.review.otherAwaiting')
                  : translate('tests.review.otherPoints', { points: points(review.otherPoints) })
              }
            />
          )}
        </Box>
      )}
      {nothing && (
        <Box component="li" sx={{ px: 1 }}>
          <Typography variant="body2" sx={{ color: 'warning.main', fontStyle: 'italic' }}>
            {translate(own ? 'tests.review.noAnswerOwn' : 'tests.review.noAnswer')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
