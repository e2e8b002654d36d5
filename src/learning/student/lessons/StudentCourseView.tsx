import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventIcon from '@mui/icons-material/Event';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate, type Identifier } from 'react-admin';
import type { LessonDto } from '../../../api/learning';
import { Thumbnail } from '../../../resources/shared/Thumbnail';
import { LearningPage, type Crumb } from '../../shared/LearningPage';
import type { CourseRecord } from '../../shared/learningKeys';
import { formatSchoolDateTime } from '../../../api/schoolTime';
import { useSchoolTimeZone } from '../../shared/useSchoolTimeZone';
import { useStudentPaths } from '../studentPaths';

/** One lesson of the course: its place, name, show date and what it holds; opens the lesson. */
function LessonCard({ lesson, number, href, timeZone }: { lesson: LessonDto; number: number; href: string; timeZone: string }) {
  const translate = useTranslate();
  const counts = [
    lesson.videosCount ? translate('learning.lesson.counts.videos', { smart_count: lesson.videosCount }) : '',
    lesson.presentationsCount ? translate('learning.lesson.counts.presentations', { smart_count: lesson.presentationsCount }) : '',
    lesson.linksCount ? translate('learning.lesson.counts.links', { smart_count: lesson.linksCount }) : '',
  ].filter(Boolean);
  return (
    <Card variant="outlined" component="li" data-testid={`student-lesson-${lesson.id}`}>
      <CardActionArea
        component={RouterLink}
        to={href}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, justifyContent: 'flex-start' }}
      >
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 40,
            height: 40,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 700,
          }}
        >
          {number}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {lesson.lessonName}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, color: 'text.secondary', mt: 0.25 }}>
            <Typography variant="body2" component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <EventIcon fontSize="inherit" aria-hidden />
              {formatSchoolDateTime(lesson.showDate, timeZone)}
            </Typography>
            {counts.length > 0 && (
              <Typography variant="body2" component="span">
                {counts.join(' · ')}
              </Typography>
            )}
          </Box>
        </Box>
        <ChevronRightIcon color="action" aria-hidden />
      </CardActionArea>
    </Card>
  );
}

export interface StudentCourseViewProps {
  courseId: Identifier;
  course: CourseRecord;
  lessons: LessonDto[];
  crumbs: Crumb[];
}

/**
 * The student's side of the course page: its lessons in order, only the ones already shown
 * (the server leaves out the rest), each with its show date in the school's timezone.
 */
export function StudentCourseView({ courseId, course: data, lessons, crumbs }: StudentCourseViewProps) {
  const translate = useTranslate();
  const paths = useStudentPaths();
  const zone = useSchoolTimeZone();
  const list = lessons.filter((l) => l.isShown).sort((a, b) => a.position - b.position);
  const instructors = data.instructors.map((i) => i.fullName).join(', ');

  return (
    <LearningPage
      title={data.courseName}
      crumbs={crumbs}
      subtitle={
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Thumbnail link={data.imageLink} alt={translate('student.courses.imageAlt', { name: data.courseName })} width={48} height={34} />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {[
              translate('learning.course.lessonsCount', { smart_count: list.length }),
              instructors && translate('student.courses.instructors', { names: instructors, smart_count: data.instructors.length }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      }
    >
      {data.description && <Typography sx={{ mb: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{data.description}</Typography>}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('learning.course.lessons')}
      </Typography>
      {list.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {translate('student.course.noLessons')}
        </Alert>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate('learning.course.lessons')}>
          {list.map((lesson, index) => (
            <LessonCard key={lesson.id} lesson={lesson} number={index + 1} href={paths.lesson(courseId, lesson.id)} timeZone={zone} />
          ))}
        </Stack>
      )}
    </LearningPage>
  );
}
