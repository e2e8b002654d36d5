import Button from '@mui/material/Button';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';
import type { QuizResultRowDto } from '../../../../api/quizResults';

export interface OpenAnswersButtonProps {
  row: QuizResultRowDto;
  onOpen: (row: QuizResultRowDto) => void;
}

/** Opens a student's answers; off for those who have not taken the test. */
export function OpenAnswersButton({ row, onOpen }: OpenAnswersButtonProps) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      startIcon={<VisibilityIcon />}
      disabled={!row.tookTest}
      onClick={() => onOpen(row)}
      aria-label={translate('quizzes.results.openNamed', { name: row.studentFullName })}
    >
      {translate('quizzes.results.open')}
    </Button>
  );
}
