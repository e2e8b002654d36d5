import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { LessonDto } from '../../../api/learning';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { Thumbnail } from '../../../resources/shared/Thumbnail';
import { useScreenSize } from '../../../resources/shared/useScreenSize';
import { LearningPage, type Crumb } from '../../shared/LearningPage';
import type { CourseRecord } from '../../shared/learningKeys';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { useServerSave } from '../../shared/useServerSave';
import { ArchivedCourseNotice, CourseWritableProvider } from '../courseWritable';
import { CourseRatingLink } from '../ratings/CourseRatingLink';
import { QuestionBankLink } from '../questionBank/QuestionBankLink';
import { LessonDialog } from './LessonDialog';
import { LessonList } from './LessonList';

export interface InstructorCourseViewProps {
  courseId: Identifier;
  course: CourseRecord;
  lessons: LessonDto[];
  crumbs: Crumb[];
  /** When the server's answer came (react-query's dataUpdatedAt), for the list. */
  version: number;
}

/**
 * The instructor's side of the course page: its lessons with their show dates in the school's
 * timezone and whether students see them yet; add, edit, delete (to the trash) and reorder them.
 */
export function InstructorCourseView({ courseId, course: data, lessons: list, crumbs, version }: InstructorCourseViewProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const zone = useSchoolTimeZone();
  const { narrow } = useScreenSize();
  const { save } = useServerSave();
  // Kept while the dialog fades out, so its title does not change on the way.
  const [dialog, setDialog] = useState<{ open: boolean; lesson: LessonDto | null }>({ open: false, lesson: null });
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
          <QuestionBankLink courseId={courseId} />
          {!data.archived && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ open: true, lesson: null })}>
              {translate('learning.course.addLesson')}
            </Button>
          )}
        </>
      }
    >
      <ArchivedCourseNotice archived={data.archived} />
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {translate('learning.course.lessons')}
      </Typography>
      {list.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {translate('learning.course.noLessons')}
        </Alert>
      ) : (
        <>
          {list.length > 1 && !data.archived && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {translate('learning.course.reorderHint')}
            </Typography>
          )}
          <CourseWritableProvider value={!data.archived}>
            <LessonList
              courseId={courseId}
              lessons={list}
              version={version}
              timeZone={zone}
              showMoveButtons={narrow}
              onEdit={(lesson) => setDialog({ open: true, lesson })}
              onDelete={(lesson) => save(() => dataProvider.deleteLesson(courseId, lesson.id))}
            />
          </CourseWritableProvider>
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
