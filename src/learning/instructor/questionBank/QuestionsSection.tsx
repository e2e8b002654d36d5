import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { QueryState } from '../../shared/QueryState';
import { QuestionFilters } from './QuestionFilters';
import { QuestionList } from './QuestionList';
import { BANK_PAGE_SIZE, type useQuestionBank } from './useQuestionBank';

export interface QuestionsSectionProps {
  bank: ReturnType<typeof useQuestionBank>;
  onOpen: (questionId: number) => void;
}

/** The selected category's questions under their heading, with the filters above them. */
export function QuestionsSection({ bank, onOpen }: QuestionsSectionProps) {
  const translate = useTranslate();
  const { selected, questions } = bank;
  return (
    <Box component="section" aria-labelledby="bank-questions-title" sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2" id="bank-questions-title" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {selected ? translate('questionBank.list.titleIn', { name: selected.name }) : translate('questionBank.list.title')}
      </Typography>
      <QuestionFilters values={bank.filters} onChange={bank.setFilters} />
      <Box sx={{ height: 4, mb: 0.5 }}>{questions.isFetching && <LinearProgress aria-label={translate('app.loading')} />}</Box>
      {questions.error ? (
        <QueryState error={questions.error} notFound={translate('questionBank.notFound')} onRetry={() => void questions.refetch()} />
      ) : questions.data ? (
        <QuestionList
          questions={questions.data.objects}
          count={questions.data.count}
          page={bank.page}
          perPage={BANK_PAGE_SIZE}
          onPage={bank.setPage}
          onOpen={onOpen}
          filtered={bank.filtered}
        />
      ) : null}
    </Box>
  );
}
