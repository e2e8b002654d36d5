import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import EventIcon from '@mui/icons-material/Event';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { CourseDto } from '../../../api/types';
import { useDateFormat } from '../../../i18n/dates';

export interface CourseCardProps {
  course: CourseDto;
  href: string;
  /** Who looks: the instructor sees the groups and students, the student the instructors. */
  role: 'instructor' | 'student';
  /** The student's home page's smaller cards: no picture, two lines of description at most. */
  compact?: boolean;
  /** Heading level of the course's name on the page. */
  headingComponent?: 'h2' | 'h3';
}

const metaLine = { display: 'inline-flex', alignItems: 'center', gap: 0.5 } as const;

/** A course of "My courses": its picture, name, description, finish date, and who is on it; opens the course. */
export function CourseCard({ course, href, role, compact = false, headingComponent = 'h2' }: CourseCardProps) {
  const translate = useTranslate();
  const dates = useDateFormat();
  const student = role === 'student';
  // Each role has its own texts, under learning.courses (instructor) or student.courses.
  const text = (key: string, options?: Record<string, unknown>) => translate(`${student ? 'student' : 'learning'}.courses.${key}`, options);
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={student ? `student-course-${course.id}` : `course-card-${course.id}`}>
      <CardActionArea
        component={RouterLink}
        to={href}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        {!compact && (
          <Box
            sx={{
              aspectRatio: '16 / 7',
              bgcolor: 'action.hover',
              color: 'text.disabled',
              display: 'grid',
              placeItems: 'center',
              overflow: 'hidden',
            }}
          >
            {course.imageLink ? (
              <Box
                component="img"
                src={course.imageLink}
                alt={text('imageAlt', { name: course.courseName })}
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : (
              <MenuBookIcon sx={{ fontSize: 48 }} aria-hidden={student || undefined} />
            )}
          </Box>
        )}
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="h6" component={headingComponent} sx={{ fontSize: '1.1rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
            {course.courseName}
          </Typography>
          {course.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: student && !compact ? 3 : 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'anywhere',
              }}
            >
              {course.description}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: student ? 0.5 : 2, color: 'text.secondary', mt: 'auto' }}>
            <Typography variant="body2" component="span" sx={metaLine}>
              <EventIcon fontSize="small" aria-hidden />
              {course.dateOfFinish ? text('finishes', { date: dates.date(course.dateOfFinish) }) : text('noFinish')}
            </Typography>
            {student ? (
              <Instructors course={course} label={(names, count) => text('instructors', { names, smart_count: count })} />
            ) : (
              <StudentsCount course={course} />
            )}
          </Box>
          {!student && <Groups course={course} />}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function Instructors({ course, label }: { course: CourseDto; label: (names: string, count: number) => string }) {
  const names = course.instructors.map((i) => i.fullName).join(', ');
  if (!names) return null;
  return (
    <Typography variant="body2" component="span" sx={{ ...metaLine, minWidth: 0, overflowWrap: 'anywhere' }}>
      <PersonIcon fontSize="small" aria-hidden />
      {label(names, course.instructors.length)}
    </Typography>
  );
}

function StudentsCount({ course }: { course: CourseDto }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" component="span" sx={metaLine}>
      <PeopleIcon fontSize="small" aria-hidden />
      {translate('learning.courses.students', { smart_count: course.studentsCount })}
    </Typography>
  );
}

function Groups({ course }: { course: CourseDto }) {
  const translate = useTranslate();
  const groups = course.groups.map((g) => g.groupName);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} aria-label={translate('learning.courses.groups')}>
      {groups.length ? (
        groups.map((name) => <Chip key={name} size="small" label={name} sx={{ maxWidth: '100%' }} />)
      ) : (
        <Typography variant="caption" color="text.secondary">
          {translate('learning.courses.noGroups')}
        </Typography>
      )}
    </Box>
  );
}
