import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate, type Identifier } from 'react-admin';
import type { BankQuestionDto } from '../../../../api/questionBank';
import { FormDialog } from '../../../shared/FormDialog';
import { QueryState } from '../../../shared/QueryState';
import { CategoryTree } from '../../questionBank/CategoryTree';
import { QuestionFilters } from '../../questionBank/QuestionFilters';
import { useQuestionBank } from '../../questionBank/useQuestionBank';
import { BankPickList } from './BankPickList';

export interface BankPickerDialogProps {
  open: boolean;
  courseId: Identifier;
  /** Bank questions the test holds already (a fixed slot): shown, not offered again. */
  inTest: ReadonlySet<number>;
  onClose: () => void;
  onAdd: (questions: BankQuestionDto[]) => void;
}

/**
 * 'Add from the bank': the course bank's categories as a tree, the selected one's questions
 * with the bank page's filters (subcategories, kind, search), a page at a time. The instructor
 * ticks one or several, across categories and pages, and adds them as fixed slots.
 */
export function BankPickerDialog(props: BankPickerDialogProps) {
  return props.open ? <PickerBody {...props} /> : null;
}

function PickerBody({ open, courseId, inTest, onClose, onAdd }: BankPickerDialogProps) {
  const translate = useTranslate();
  const bank = useQuestionBank(courseId);
  const [picked, setPicked] = useState<Map<number, BankQuestionDto>>(() => new Map());
  useEffect(() => setPicked(new Map()), [courseId]);
  const toggle = (question: BankQuestionDto) =>
    setPicked((now) => {
      const next = new Map(now);
      if (next.has(question.questionId)) next.delete(question.questionId);
      else next.set(question.questionId, question);
      return next;
    });
  const { questions, categories } = bank;

  return (
    <FormDialog
      open={open}
      title={translate('quizBank.picker.title')}
      onClose={onClose}
      onSubmit={(event) => {
        // Inside the test editor's form in React's tree: its Save must not run.
        event.preventDefault();
        event.stopPropagation();
        onAdd([...picked.values()]);
      }}
      submitLabel={translate('quizBank.picker.add', { smart_count: picked.size })}
      submitDisabled={picked.size === 0}
      dirty={picked.size > 0}
      maxWidth="md"
    >
      {categories.error ? (
        <QueryState error={categories.error} notFound={translate('questionBank.notFound')} onRetry={() => void categories.refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(180px, 240px) minmax(0, 1fr)' } }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {translate('quizBank.picker.categories')}
            </Typography>
            <CategoryTree nodes={bank.tree} selectedId={bank.selected?.categoryId ?? null} onSelect={bank.select} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <QuestionFilters values={bank.filters} onChange={bank.setFilters} />
            <Box sx={{ height: 4, mb: 0.5 }}>{questions.isFetching && <LinearProgress aria-label={translate('app.loading')} />}</Box>
            {questions.error ? (
              <QueryState error={questions.error} notFound={translate('questionBank.notFound')} onRetry={() => void questions.refetch()} />
            ) : categories.data && bank.tree.length === 0 ? (
              <Alert severity="info">{translate('quizBank.picker.noBank')}</Alert>
            ) : questions.data ? (
              <BankPickList
                questions={questions.data.objects}
                count={questions.data.count}
                page={bank.page}
                onPage={bank.setPage}
                picked={picked}
                inTest={inTest}
                onToggle={toggle}
              />
            ) : null}
          </Box>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {translate('quizBank.picker.selected', { smart_count: picked.size })} · {translate('quizBank.picker.pointsNote')}
      </Typography>
    </FormDialog>
  );
}
