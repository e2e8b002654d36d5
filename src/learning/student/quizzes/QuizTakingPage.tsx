import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslate, useDataProvider } from 'react-admin';
import type { StudentQuizDto } from '../../../api/quizAttempts';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { useStudentPaths } from '../studentPaths';
import { AttemptView } from './AttemptView';
import { QuizFacts } from './QuizFacts';
import { QuizFinished } from './QuizFinished';
import { QuizStart } from './QuizStart';
import { useQuizTaking } from './useQuizTaking';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

type Finished = StudentQuizDto & { attempt: NonNullable<StudentQuizDto['attempt']> };

/**
 * A test as the student takes it (/student/courses/:courseId/lessons/:lessonId/tests/:testId):
 * before starting, the intro and Start; while the attempt runs, the questions against the
 * server's clock with every answer kept (AttemptView); once finished, the message, the result
 * and the answers (QuizFinished). A reload, at any point, comes back to the same place.
 */
export function QuizTakingPage() {
  const params = useParams<{ courseId: string; lessonId: string; testId: string }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const paths = useStudentPaths();
  const { clock, now, query, test, courseId, lessonId, course, lesson, start, startError, submitted, onSubmitted, onClosed } =
    useQuizTaking(params);

  const crumbs = [
    { label: translate('studentQuizzes.crumbs.myCourses'), to: paths.myCourses },
    { label: course.data?.courseName ?? translate('studentQuizzes.crumbs.course'), to: paths.course(courseId) },
    { label: lesson.data?.lessonName ?? translate('studentQuizzes.crumbs.lesson'), to: paths.lesson(courseId, lessonId) },
  ];
  const back = { to: paths.lesson(courseId, lessonId), label: translate('studentQuizzes.backToLesson') };

  if (query.isPending) {
    return (
      <LearningPage title="…" crumbs={crumbs} focusHeading>
        <InlineSpinner />
      </LearningPage>
    );
  }
  if (query.error || !test) {
    return (
      <LearningPage title={translate('learning.notFoundTitle')} crumbs={crumbs} focusHeading>
        <QueryState error={query.error} notFound={translate('studentQuizzes.notFound')} back={back} onRetry={() => void query.refetch()} />
      </LearningPage>
    );
  }

  const attempt = test.attempt;
  let content;
  if (!attempt) {
    content = <QuizStart test={test} onStart={() => start.mutate()} starting={start.isPending} error={startError} />;
  } else if (attempt.status === 'IN_PROGRESS') {
    content = (
      <AttemptView
        // A new attempt is a new view with its own store of answers (keyed by its start): nothing of the last one carries over.
        key={`${test.testId}:${attempt.attemptNo}:${attempt.startedAt}`}
        test={test as Finished}
        calls={dataProvider}
        clock={clock}
        onSubmitted={onSubmitted}
        onClosed={onClosed}
      />
    );
  } else {
    content = (
      <QuizFinished
        test={test as Finished}
        message={submitted?.message}
        submittedAtTimeUp={submitted?.timeUp}
        onStartNext={(attemptNo) => start.mutate(attemptNo)}
        starting={start.isPending}
        startError={startError}
        now={now}
      />
    );
  }

  return (
    <LearningPage
      focusHeading
      title={test.name}
      crumbs={[...crumbs, { label: test.name }]}
      subtitle={attempt ? <QuizFacts test={test} /> : undefined}
      actions={
        attempt?.status === 'IN_PROGRESS' ? undefined : (
          <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />}>
            {back.label}
          </Button>
        )
      }
    >
      {content}
    </LearningPage>
  );
}
