import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ImageIcon from '@mui/icons-material/MenuBook';
import EventIcon from '@mui/icons-material/Event';
import PeopleIcon from '@mui/icons-material/People';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { CourseDto } from '../../../api/types';
import { formatDate } from '../../../resources/shared/formatDate';

/** A course of "My courses": its image, name, finish date, groups and number of students; opens the course. */
export function CourseCard({ course, href }: { course: CourseDto; href: string }) {
  const translate = useTranslate();
  const groups = course.groups.map((g) => g.groupName);
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`course-card-${course.id}`}>
      <CardActionArea
        component={RouterLink}
        to={href}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
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
              alt={translate('learning.courses.imageAlt', { name: course.courseName })}
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <ImageIcon sx={{ fontSize: 48 }} />
          )}
        </Box>
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
            {course.courseName}
          </Typography>
          {course.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
            >
              {course.description}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.secondary', mt: 'auto' }}>
            <Typography variant="body2" component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <EventIcon fontSize="small" aria-hidden />
              {course.dateOfFinish
                ? translate('learning.courses.finishes', { date: formatDate(course.dateOfFinish) })
                : translate('learning.courses.noFinish')}
            </Typography>
            <Typography variant="body2" component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <PeopleIcon fontSize="small" aria-hidden />
              {translate('learning.courses.students', { smart_count: course.studentsCount })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} aria-label={translate('learning.courses.groups')}>
            {groups.length ? (
              groups.map((name) => <Chip key={name} size="small" label={name} sx={{ maxWidth: '100%' }} />)
            ) : (
              <Typography variant="caption" color="text.secondary">
                {translate('learning.courses.noGroups')}
              </Typography>
            )}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
