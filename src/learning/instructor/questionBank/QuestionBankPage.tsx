import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import type { CourseRecord } from '../../shared/learningKeys';
import { useLearningPaths } from '../../shared/learningPaths';
import { BankExportMenu } from './BankExportMenu';
import { CategoryActions } from './CategoryActions';
import { CategoryTree } from './CategoryTree';
import { ImportDialog } from './ImportDialog';
import { QuestionDialog } from './QuestionDialog';
import { QuestionsSection } from './QuestionsSection';
import { useQuestionBank } from './useQuestionBank';

/**
 * A course's question bank (/instructor/courses/:courseId/question-bank): the category tree
 * beside the selected category's questions (above them on a phone), filtered by kind and
 * searched; a question opens read-only with its answers; GIFT and Moodle XML import (checked
 * by a dry run first) and export.
 */
export function QuestionBankPage() {
  const { courseId = '' } = useParams();
  const translate = useTranslate();
  const paths = useLearningPaths();
  const course = useGetOne<CourseRecord>('courses', { id: courseId }, { retry: false });
  const bank = useQuestionBank(courseId);
  const [openId, setOpenId] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const { selected } = bank;

  const title = translate('questionBank.title');
  const crumbs = [
    { label: translate('learning.home'), to: paths.home },
    { label: translate('learning.courses.title'), to: paths.myCourses },
    { label: course.data?.courseName ?? '…', to: paths.course(courseId) },
    { label: title },
  ];
  const error = course.error ?? bank.categories.error;
  if (error) {
    return (
      <LearningPage title={title} crumbs={crumbs}>
        <QueryState
          error={error}
          notFound={translate('questionBank.notFound')}
          back={{ to: paths.myCourses, label: translate('learning.course.back') }}
          onRetry={() => void bank.categories.refetch()}
        />
      </LearningPage>
    );
  }

  return (
    <LearningPage
      title={title}
      crumbs={crumbs}
      subtitle={course.data && <Typography variant="body2">{course.data.courseName}</Typography>}
      actions={
        <>
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            {translate('questionBank.import.button')}
          </Button>
          <BankExportMenu courseId={courseId} category={selected} />
        </>
      }
    >
      {!bank.categories.data ? (
        <InlineSpinner />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(220px, 300px) minmax(0, 1fr)' } }}>
          <Paper variant="outlined" component="section" aria-labelledby="bank-categories-title" sx={{ p: 1.5, minWidth: 0 }}>
            <Typography variant="h6" component="h2" id="bank-categories-title" sx={{ mb: 0.5 }}>
              {translate('questionBank.categories.title')}
            </Typography>
            {selected && <CategoryActions courseId={courseId} category={selected} onSelect={bank.select} />}
            <CategoryTree nodes={bank.tree} selectedId={selected?.categoryId ?? null} onSelect={bank.select} />
          </Paper>
          <QuestionsSection bank={bank} onOpen={setOpenId} />
        </Box>
      )}
      <QuestionDialog courseId={courseId} questionId={openId} onClose={() => setOpenId(null)} />
      <ImportDialog courseId={courseId} open={importing} onClose={() => setImporting(false)} />
    </LearningPage>
  );
}
