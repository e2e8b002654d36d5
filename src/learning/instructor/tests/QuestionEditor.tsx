import { memo, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import {
  QUESTION_TYPES,
  TEST_MAX_OPTIONS,
  TEST_MAX_QUESTION_POINTS,
  TEST_MIN_OPTIONS,
  TEST_OPTION_MAX_LENGTH,
  TEST_QUESTION_MAX_LENGTH,
  type QuestionType,
} from '../../../api/tests';
import { fieldId, newOption, type DraftErrors, type FieldProblem, type QuestionDraft } from './testDraft';

export interface QuestionEditorProps {
  question: QuestionDraft;
  index: number;
  total: number;
  /** Students have started: only the texts may change (the server refuses the rest). */
  locked: boolean;
  errors: DraftErrors;
  /** Prefix of the inputs' ids (fieldId). */
  prefix: string;
  /** The callbacks are given the question's index, so they can stay the same between renders. */
  onChange: (index: number, question: QuestionDraft) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
  /** Asks to focus an input once it is on the page (after an option is added). */
  requestFocus: (id: string) => void;
}

/** The text of a problem: the server's own words, or a key of the dictionaries. */
export function problemText(
  translate: (key: string, options?: Record<string, unknown>) => string,
  problem: FieldProblem | undefined,
): string {
  if (!problem) return '';
  return problem.message ?? translate(problem.key ?? 'app.errors.generic', problem.params);
}

function move<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * One question of the editor: its text, type and points, the options with the correct ones
 * marked (a radio button for one-from-list, so only one can be; checkboxes for many-from-list),
 * each option moved up or down or removed, and the 'Other' free-text answer on or off.
 */
export const QuestionEditor = memo(QuestionEditorView, (before, after) => {
  // A question re-renders when it, its place or its problems change, not on every keystroke elsewhere.
  const own = (errors: DraftErrors, index: number) =>
    Object.entries(errors)
      .filter(([field]) => field.startsWith(`questions[${index}].`))
      .map(([field, p]) => `${field}=${p.message ?? p.key}:${JSON.stringify(p.params ?? {})}`)
      .join('|');
  return (
    before.question === after.question &&
    before.index === after.index &&
    before.total === after.total &&
    before.locked === after.locked &&
    before.prefix === after.prefix &&
    before.onChange === after.onChange &&
    before.onMove === after.onMove &&
    before.onRemove === after.onRemove &&
    before.requestFocus === after.requestFocus &&
    own(before.errors, before.index) === own(after.errors, after.index)
  );
});

function QuestionEditorView({
  question,
  index,
  total,
  locked,
  errors,
  prefix,
  onChange,
  onMove,
  onRemove,
  requestFocus,
}: QuestionEditorProps) {
  const translate = useTranslate();
  const at = `questions[${index}]`;
  const number = index + 1;
  const one = question.questionType === 'ONE_FROM_LIST';
  const problem = (field: string) => problemText(translate, errors[field]);
  const set = (changes: Partial<QuestionDraft>) => onChange(index, { ...question, ...changes });

  const setType = (questionType: QuestionType) => {
    if (questionType === question.questionType) return;
    // One-from-list keeps one correct option: the first one marked.
    let seen = false;
    const options =
      questionType === 'ONE_FROM_LIST'
        ? question.options.map((o) => {
            const keep = o.isCorrect && !seen;
            if (o.isCorrect) seen = true;
            return keep === o.isCorrect ? o : { ...o, isCorrect: keep };
          })
        : question.options;
    set({ questionType, options });
  };
  const markCorrect = (at: number, on: boolean) =>
    set({ options: question.options.map((o, i) => (one ? { ...o, isCorrect: i === at } : i === at ? { ...o, isCorrect: on } : o)) });
  const addOption = (after = question.options.length - 1) => {
    if (locked || question.options.length >= TEST_MAX_OPTIONS) return;
    const option = newOption();
    const options = [...question.options];
    options.splice(after + 1, 0, option);
    set({ options });
    requestFocus(fieldId(prefix, `${at}.options[${after + 1}].option`));
  };
  const removeOption = (i: number) => {
    set({ options: question.options.filter((_, j) => j !== i) });
    requestFocus(fieldId(prefix, `${at}.options[${Math.max(0, i - 1)}].option`));
  };
  const moveOption = (i: number, by: -1 | 1) => {
    set({ options: move(question.options, i, i + by) });
    requestFocus(`${fieldId(prefix, `${at}.options[${i + by}]`)}-${by < 0 ? 'up' : 'down'}`);
  };
  const optionKey = (i: number) => (event: KeyboardEvent) => {
    // Enter in an option adds the next one (as in a list), instead of saving the whole test.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (i === question.options.length - 1) addOption(i);
      // Nothing changes on the page, so the focus moves now.
      else document.getElementById(fieldId(prefix, `${at}.options[${i + 1}].option`))?.focus();
    }
  };
  const optionsProblem = problem(`${at}.options`);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${fieldId(prefix, at)}-title`}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
      data-testid={`question-editor-${index}`}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography variant="subtitle1" component="h3" id={`${fieldId(prefix, at)}-title`} sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
          {translate('tests.editor.questionNumber', { number })}
        </Typography>
        <Tooltip title={translate('tests.editor.moveQuestionUp')}>
          <span>
            <IconButton
              size="small"
              disabled={locked || index === 0}
              onClick={() => onMove(index, -1)}
              aria-label={translate('tests.editor.moveQuestionUpNamed', { number })}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={translate('tests.editor.moveQuestionDown')}>
          <span>
            <IconButton
              size="small"
              disabled={locked || index === total - 1}
              onClick={() => onMove(index, 1)}
              aria-label={translate('tests.editor.moveQuestionDownNamed', { number })}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={translate('tests.editor.removeQuestion')}>
          <span>
            <IconButton
              size="small"
              color="error"
              disabled={locked}
              onClick={() => onRemove(index)}
              aria-label={translate('tests.editor.removeQuestionNamed', { number })}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      </Box>

      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <TextField
          id={fieldId(prefix, `${at}.question`)}
          label={translate('tests.editor.questionText')}
          value={question.question}
          onChange={(event) => set({ question: event.target.value })}
          required
          multiline
          minRows={2}
          error={Boolean(problem(`${at}.question`))}
          helperText={problem(`${at}.question`) || ' '}
          slotProps={{ htmlInput: { maxLength: TEST_QUESTION_MAX_LENGTH } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <TextField
            select
            id={fieldId(prefix, `${at}.questionType`)}
            label={translate('tests.editor.questionType')}
            value={question.questionType}
            onChange={(event) => setType(event.target.value as QuestionType)}
            disabled={locked}
            sx={{ flex: '1 1 220px' }}
            helperText={translate(one ? 'tests.editor.typeOneHelp' : 'tests.editor.typeManyHelp')}
          >
            {QUESTION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {translate(`tests.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id={fieldId(prefix, `${at}.points`)}
            label={translate('tests.editor.points')}
            value={question.points}
            onChange={(event) => set({ points: event.target.value.replace(/[^\d]/g, '').slice(0, 4) })}
            disabled={locked}
            required
            sx={{ flex: '0 1 140px', minWidth: 110 }}
            error={Boolean(problem(`${at}.points`))}
            helperText={problem(`${at}.points`) || translate('tests.editor.pointsHelper', { max: TEST_MAX_QUESTION_POINTS })}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          />
        </Box>

        <Box
          component="fieldset"
          id={fieldId(prefix, `${at}.options`)}
          tabIndex={-1}
          sx={{
            border: 0,
            p: 0,
            m: 0,
            minWidth: 0,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          }}
          aria-describedby={optionsProblem ? `${fieldId(prefix, `${at}.options`)}-error` : undefined}
        >
          <Typography component="legend" variant="body2" sx={{ color: 'text.secondary', mb: 0.5, p: 0 }}>
            {translate(one ? 'tests.editor.optionsOne' : 'tests.editor.optionsMany')}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {question.options.map((option, i) => {
              const optionField = `${at}.options[${i}].option`;
              const optionProblem = problem(optionField);
              const correctLabel = translate('tests.editor.correctNamed', { number: i + 1 });
              return (
                <Box
                  component="li"
                  key={option.key}
                  sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}
                  data-testid={`option-editor-${index}-${i}`}
                >
                  <Tooltip title={translate('tests.editor.correct')}>
                    <span>
                      {one ? (
                        <Radio
                          checked={option.isCorrect}
                          onChange={() => markCorrect(i, true)}
                          disabled={locked}
                          name={`${prefix}-${question.key}-correct`}
                          value={option.key}
                          color="success"
                          slotProps={{ input: { 'aria-label': correctLabel } }}
                        />
                      ) : (
                        <Checkbox
                          checked={option.isCorrect}
                          onChange={(event) => markCorrect(i, event.target.checked)}
                          disabled={locked}
                          color="success"
                          slotProps={{ input: { 'aria-label': correctLabel } }}
                        />
                      )}
                    </span>
                  </Tooltip>
                  <TextField
                    id={fieldId(prefix, optionField)}
                    size="small"
                    value={option.option}
                    onChange={(event) =>
                      set({ options: question.options.map((o, j) => (j === i ? { ...o, option: event.target.value } : o)) })
                    }
                    onKeyDown={optionKey(i)}
                    placeholder={translate('tests.editor.optionPlaceholder', { number: i + 1 })}
                    error={Boolean(optionProblem)}
                    helperText={optionProblem || undefined}
                    sx={{ flex: 1, minWidth: 0, mt: 0.5 }}
                    slotProps={{
                      htmlInput: {
                        maxLength: TEST_OPTION_MAX_LENGTH,
                        'aria-label': translate('tests.editor.optionNamed', { number: i + 1 }),
                      },
                    }}
                  />
                  <Box sx={{ display: 'flex', flexShrink: 0, mt: 0.5 }}>
                    <IconButton
                      id={`${fieldId(prefix, `${at}.options[${i}]`)}-up`}
                      size="small"
                      disabled={locked || i === 0}
                      onClick={() => moveOption(i, -1)}
                      aria-label={translate('tests.editor.moveOptionUp', { number: i + 1 })}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      id={`${fieldId(prefix, `${at}.options[${i}]`)}-down`}
                      size="small"
                      disabled={locked || i === question.options.length - 1}
                      onClick={() => moveOption(i, 1)}
                      aria-label={translate('tests.editor.moveOptionDown', { number: i + 1 })}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      disabled={locked || question.options.length <= TEST_MIN_OPTIONS}
                      onClick={() => removeOption(i)}
                      aria-label={translate('tests.editor.removeOption', { number: i + 1 })}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Box>
                </Box>
              );
            })}
          </Box>
          {optionsProblem && (
            <FormHelperText error id={`${fieldId(prefix, `${at}.options`)}-error`} role="alert" sx={{ mx: 0 }}>
              {optionsProblem}
            </FormHelperText>
          )}
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => addOption()}
            disabled={locked || question.options.length >= TEST_MAX_OPTIONS}
            sx={{ mt: 1 }}
          >
            {translate('tests.editor.addOption')}
          </Button>
        </Box>

        <FormControlLabel
          control={<Switch checked={question.hasOther} onChange={(event) => set({ hasOther: event.target.checked })} disabled={locked} />}
          label={
            <Box component="span">
              <Box component="span" sx={{ display: 'block' }}>
                {translate('tests.editor.hasOther')}
              </Box>
              <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {translate('tests.editor.hasOtherHelp')}
              </Typography>
            </Box>
          }
          sx={{ alignItems: 'flex-start', mr: 0, '& .MuiSwitch-root': { flexShrink: 0 } }}
        />
      </Box>
    </Paper>
  );
}
