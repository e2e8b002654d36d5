import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { LIST_MAX_SIZE } from '../../../api/constants';
import { useTranslate } from 'react-admin';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { useStudentPaths } from '../studentPaths';
import { DeadlineList } from './DeadlineList';
import { useDeadlines } from './useDeadlines';

/** My tasks (/student/tasks): every task still to answer in the student's courses, soonest deadline first. */
export function StudentTasksPage() {
  const translate = useTranslate();
  const paths = useStudentPaths();
  const zone = useSchoolTimeZone();
  const { data, isPending, error, unavailable, refetch } = useDeadlines(LIST_MAX_SIZE);
  const title = translate('student.tasksPage.title');
  const list = data?.objects ?? [];
  return (
    <LearningPage title={title} crumbs={[{ label: translate('learning.home'), to: paths.home }, { label: title }]}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('student.tasksPage.intro')}
      </Typography>
      {unavailable ? (
        <Alert severity="info" variant="outlined">
          {translate('student.tasksPage.unavailable')}
        </Alert>
      ) : error ? (
        <QueryState error={error} notFound={translate('learning.loadFailed')} onRetry={() => void refetch()} />
      ) : isPending ? (
        <InlineSpinner />
      ) : list.length === 0 ? (
        <Alert severity="success" variant="outlined">
          {translate('student.home.noDeadlines')}
        </Alert>
      ) : (
        <DeadlineList deadlines={list} timeZone={zone} headingComponent="h2" />
      )}
    </LearningPage>
  );
}
