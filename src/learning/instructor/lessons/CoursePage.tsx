import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import type { LessonDto } from '../../../api/learning';
import { Thumbnail } from '../../../resources/shared/Thumbnail';
import { useScreenSize } from '../../../resources/shared/useScreenSize';
import { LearningPage } from '../../shared/LearningPage';
import { InlineSpinner, QueryState } from '../../shared/QueryState';
import { learningKeys, useLearningApi, type CourseRecord } from '../../shared/learningApi';
import { useLearningPaths } from '../../shared/learningPaths';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { useServerSave } from '../../shared/useServerSave';
import { LessonDialog } from './LessonDialog';
import { LessonList } from './LessonList';
import { CourseRatingLink } from '../ratings/CourseRatingLink';

/**
 * A course the instructor teaches (/instructor/courses/:courseId): its lessons in order, with
 * their show dates in the school's timezone and whether students see them yet; add, edit,
 * delete (to the trash) and reorder them. Another course's id shows "not found".
 */
export function CoursePage() {
  const { courseId = '' } = useParams();
  const translate = useTranslate();
  const api = useLearningApi();
  const paths = useLearningPaths();
  const zone = useSchoolTimeZone();
  const { narrow } = useScreenSize();
  const { save } = useServerSave();
  // Kept while the dialog fades out, so its title does not change on the way.
  const [dialog, setDialog] = useState<{ open: boolean; lesson: LessonDto | null }>({ open: false, lesson: null });

  const course = useGetOne<CourseRecord>('courses', { id: courseId }, { retry: false });
  const lessons = useQuery({
    queryKey: learningKeys.lessons(courseId),
    queryFn: ({ signal }) => api.listLessons(courseId, signal),
    retry: false,
  });

  const crumbs = [
    { label: translate('learning.home'), to: paths.home },
    { label: translate('learning.courses.title'), to: paths.myCourses },
    { label: course.data?.courseName ?? '…' },
  ];
  const back = { to: paths.myCourses, label: translate('learning.course.back') };
  const error = course.error ?? lessons.error;

  if (error) {
    return (
      <LearningPage title={translate('learning.notFoundTitle')} crumbs={crumbs.slice(0, 2)}>
        <QueryState
          error={error}
          notFound={translate('learning.course.notFound')}
          back={back}
          onRetry={() => {
            void course.refetch();
            void lessons.refetch();
          }}
        />
      </LearningPage>
    );
  }
  if (course.isPending || lessons.isPending || !course.data) return <InlineSpinner />;

  const data = course.data;
  const list = lessons.data ?? [];
  const groups = data.groups.map((g) => g.groupName).join(', ');

  return (
    <LearningPage
      title={data.courseName}
      crumbs={crumbs}
      subtitle={
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          {data.imageLink && (
            <Thumbnail
              link={data.imageLink}
              alt={translate('learning.courses.imageAlt', { name: data.courseName })}
              width={48}
              height={34}
            />
          )}
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {[
              translate('learning.course.lessonsCount', { smart_count: list.length }),
              translate('learning.courses.students', { smart_count: data.studentsCount }),
              groups ? `${translate('learning.courses.groups')}: ${groups}` : translate('learning.courses.noGroups'),
            ].join(' · ')}
          </Typography>
        </Box>
      }
      actions={
        <>
          <CourseRatingLink courseId={courseId} />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ open: true, lesson: null })}>
            {translate('learning.course.addLesson')}
          </Button>
        </>
      }
    >
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {translate('learning.course.lessons')}
      </Typography>
      {list.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {translate('learning.course.noLessons')}
        </Alert>
      ) : (
        <>
          {list.length > 1 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {translate('learning.course.reorderHint')}
            </Typography>
          )}
          <LessonList
            courseId={courseId}
            lessons={list}
            version={lessons.dataUpdatedAt}
            timeZone={zone}
            showMoveButtons={narrow}
            onEdit={(lesson) => setDialog({ open: true, lesson })}
            onDelete={(lesson) => save(() => api.deleteLesson(courseId, lesson.id))}
          />
        </>
      )}
      <LessonDialog
        open={dialog.open}
        courseId={courseId}
        lesson={dialog.lesson}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </LearningPage>
  );
}
