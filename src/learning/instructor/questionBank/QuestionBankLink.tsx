import Button from '@mui/material/Button';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate, type Identifier } from 'react-admin';
import { useLearningPaths } from '../../shared/learningPaths';

/** The course page's way to its question bank. */
export function QuestionBankLink({ courseId }: { courseId: Identifier }) {
  const translate = useTranslate();
  const paths = useLearningPaths();
  return (
    <Button variant="outlined" startIcon={<QuizIcon />} component={RouterLink} to={paths.questionBank(courseId)}>
      {translate('questionBank.open')}
    </Button>
  );
}
