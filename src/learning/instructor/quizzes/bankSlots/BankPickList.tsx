import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { BankQuestionDto } from '../../../../api/questionBank';
import { usePointsFormat } from '../../../shared/quizzes/quizFormat';
import { QuestionKindChip } from '../../questionBank/QuestionKindChip';
import { BANK_PAGE_SIZE } from '../../questionBank/useQuestionBank';

interface BankPickListProps {
  questions: BankQuestionDto[];
  count: number;
  page: number;
  onPage: (page: number) => void;
  picked: ReadonlyMap<number, BankQuestionDto>;
  inTest: ReadonlySet<number>;
  onToggle: (question: BankQuestionDto) => void;
}

/** One page of bank questions, each a checkbox named by the question (its kind and points beside it), and the pages. */
export function BankPickList({ questions, count, page, onPage, picked, inTest, onToggle }: BankPickListProps) {
  const translate = useTranslate();
  const points = usePointsFormat();
  const pages = Math.max(1, Math.ceil(count / BANK_PAGE_SIZE));
  if (!questions.length) return <Typography color="text.secondary">{translate('quizBank.picker.empty')}</Typography>;
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }} data-testid="bank-pick-list">
        {questions.map((q) => {
          const already = inTest.has(q.questionId);
          const id = `bank-pick-${q.questionId}`;
          return (
            <Box
              component="li"
              key={q.questionId}
              sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, borderBottom: 1, borderColor: 'divider', py: 0.5, minWidth: 0 }}
            >
              <Checkbox
                id={id}
                checked={already || picked.has(q.questionId)}
                disabled={already}
                onChange={() => onToggle(q)}
                slotProps={{ input: { 'aria-describedby': `${id}-facts` } }}
              />
              <Box sx={{ minWidth: 0, flex: 1, pt: 1 }}>
                <Typography
                  component="label"
                  htmlFor={id}
                  sx={{ display: 'block', fontWeight: 500, overflowWrap: 'anywhere', cursor: 'pointer' }}
                >
                  {q.name}
                </Typography>
                <Box id={`${id}-facts`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', mt: 0.5 }}>
                  <QuestionKindChip type={q.type} />
                  <Typography variant="caption" color="text.secondary">
                    {translate('quizBank.picker.points', { points: points(q.points) })}
                  </Typography>
                  {already && <Chip size="small" label={translate('quizBank.picker.inTest')} />}
                  {q.categoryPath.length > 0 && (
                    <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {q.categoryPath.join(' › ')}
                    </Typography>
                  )}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
      {pages > 1 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={translate('quizBank.picker.previous')}>
            ‹
          </Button>
          <Typography variant="body2">{translate('quizBank.picker.page', { page, pages })}</Typography>
          <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={translate('quizBank.picker.next')}>
            ›
          </Button>
        </Box>
      )}
    </>
  );
}
