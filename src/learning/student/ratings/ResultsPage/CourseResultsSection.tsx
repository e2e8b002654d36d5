import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { CourseDto } from '../../../../api/types';
import { CourseResults } from './CourseResults';

/** One course as a section that opens; its results are read only while it is open. */
export function CourseResultsSection({ course, defaultExpanded }: { course: CourseDto; defaultExpanded: boolean }) {
  const headingId = `course-results-${course.id}`;
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      slotProps={{ transition: { unmountOnExit: true } }}
      data-testid={`course-results-${course.id}`}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${headingId}-content`} id={headingId}>
        <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {course.courseName}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-content`} sx={{ px: { xs: 1, sm: 2 } }}>
        <CourseResults courseId={course.id} />
      </AccordionDetails>
    </Accordion>
  );
}
