import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import EventIcon from '@mui/icons-material/Event';
import PersonIcon from '@mui/icons-material/Person';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { CourseDto } from '../../../api/types';
import { formatDate } from '../../../resources/shared/formatDate';

export interface StudentCourseCardProps {
  course: CourseDto;
  href: string;
  /** The home page's smaller cards: no picture, two lines of description at most. */
  compact?: boolean;
  /** Heading level of the course's name on the page. */
  headingComponent?: 'h2' | 'h3';
}

/** A course the student studies: its picture, name, description, finish date and instructors; opens the course. */
export function StudentCourseCard({ course, href, compact = false, headingComponent = 'h2' }: StudentCourseCardProps) {
  const translate = useTranslate();
  const instructors = course.instructors.map((i) => i.fullName).join(', ');
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`student-course-${course.id}`}>
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
                alt={translate('student.courses.imageAlt', { name: course.courseName })}
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : (
              <MenuBookIcon sx={{ fontSize: 48 }} aria-hidden />
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
                WebkitLineClamp: compact ? 2 : 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'anywhere',
              }}
            >
              {course.description}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, color: 'text.secondary', mt: 'auto' }}>
            <Typography variant="body2" component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <EventIcon fontSize="small" aria-hidden />
              {course.dateOfFinish
                ? translate('student.courses.finishes', { date: formatDate(course.dateOfFinish) })
                : translate('student.courses.noFinish')}
            </Typography>
            {instructors && (
              <Typography
                variant="body2"
                component="span"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}
              >
                <PersonIcon fontSize="small" aria-hidden />
                {translate('student.courses.instructors', { names: instructors })}
              </Typography>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
