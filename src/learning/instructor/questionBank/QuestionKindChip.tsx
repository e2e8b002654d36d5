import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { BankQuestionType } from '../../../api/questionBank';

/** A question's kind as a small chip: description (no answer) greyed, the others outlined. */
export function QuestionKindChip({ type }: { type: BankQuestionType }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={type === 'DESCRIPTION' ? 'default' : 'primary'}
      label={translate(`questionBank.kinds.${type}`)}
      data-testid="question-kind"
    />
  );
}
