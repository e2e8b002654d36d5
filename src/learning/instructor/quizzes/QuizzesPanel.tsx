import { useState } from 'react';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslate, type Identifier, useDataProvider } from 'react-admin';
import type { QuizListItemDto } from '../../../api/quizAuthoring';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { useServerSave } from '../../shared/useServerSave';
import { quizKeys } from '../../shared/quizzes/quizKeys';
import type { LessonTabPanelProps } from '../lessonTabTypes';
import { MaterialSection } from '../materials/MaterialSection';
import { QuizEditorDialog } from './QuizEditorDialog';
import { QuizRow } from './QuizRow';
import { QuizScheduleDialog } from './QuizScheduleDialog';
import { QuizTimeDialog } from './QuizTimeDialog';
import { QuizView } from './QuizView';
import { useQuizPanelAddress } from './useQuizPanelAddress';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

/**
 * The Tests tab of a lesson (GET /lessons/{lessonId}/tests): each test with its time, size,
 * whether answers are open and how many students answered; create (a draft), edit, preview,
 * results, publish now or later, unpublish, change the time, open or block answers, delete. A test's preview and results open in the
 * panel (?test=…&view=preview|results).
 */
export function QuizzesPanel({ courseId, lesson }: LessonTabPanelProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { save } = useServerSave();
  const { openTest, view, go } = useQuizPanelAddress();
  const [editor, setEditor] = useState<{ open: boolean; testId: Identifier | null }>({ open: false, testId: null });
  const [timeOf, setTimeOf] = useState<{ open: boolean; test: QuizListItemDto | null }>({ open: false, test: null });
  const [scheduleOf, setScheduleOf] = useState<{ open: boolean; test: QuizListItemDto | null }>({ open: false, test: null });

  const query = useQuery({
    queryKey: quizKeys.list(lesson.id),
    queryFn: ({ signal }) => dataProvider.listQuizzes(lesson.id, signal),
    retry: false,
  });

  const editorDialog = (
    <QuizEditorDialog
      open={editor.open}
      lessonId={lesson.id}
      courseId={courseId}
      testId={editor.testId}
      onClose={() => setEditor((e) => ({ ...e, open: false }))}
    />
  );

  if (openTest) {
    return (
      <>
        <QuizView
          testId={openTest}
          view={view}
          onView={(kind) => go(openTest, kind)}
          onBack={() => go(null)}
          onEdit={() => setEditor({ open: true, testId: openTest })}
        />
        {editorDialog}
      </>
    );
  }

  const tests = query.data ?? [];
  return (
    <>
      <MaterialSection
        title={translate('learning.tabs.tests')}
        addLabel={translate('quizzes.list.add')}
        onAdd={() => setEditor({ open: true, testId: null })}
        empty={translate('quizzes.list.empty')}
        count={query.isPending || query.error ? 1 : tests.length}
      >
        {query.error ? (
          <QueryState error={query.error} notFound={translate('learning.lesson.notFound')} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          <InlineSpinner />
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {tests.map((test) => (
              <QuizRow
                key={test.testId}
                test={test}
                onPreview={() => go(test.testId, 'preview')}
                onResults={() => go(test.testId, 'results')}
                onEdit={() => setEditor({ open: true, testId: test.testId })}
                onTime={() => setTimeOf({ open: true, test })}
                onActivation={(isActive) => save(() => dataProvider.setQuizActivation(test.testId, isActive))}
                onDelete={() => save(() => dataProvider.deleteQuiz(test.testId))}
                publishing={{
                  onPublish: () => save(() => dataProvider.publishQuiz(test.testId)),
                  onSchedule: () => setScheduleOf({ open: true, test }),
                  onUnpublish: () => save(() => dataProvider.unpublishQuiz(test.testId)),
                }}
              />
            ))}
          </Box>
        )}
      </MaterialSection>
      {editorDialog}
      <QuizTimeDialog open={timeOf.open} test={timeOf.test} onClose={() => setTimeOf((t) => ({ ...t, open: false }))} />
      <QuizScheduleDialog open={scheduleOf.open} test={scheduleOf.test} onClose={() => setScheduleOf((s) => ({ ...s, open: false }))} />
    </>
  );
}
