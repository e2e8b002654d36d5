import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EditButton,
  Labeled,
  NumberField,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { CourseDto } from '../../api/types';
import { DeleteToTrashButton } from '../shared/DeleteToTrashButton';
import { formatDate } from '../shared/formatDate';
import { NameChips } from '../shared/NameChips';
import { Thumbnail } from '../shared/Thumbnail';
import { CourseGroupsTab } from './CourseGroupsTab';
import { CourseInstructorsTab } from './CourseInstructorsTab';
import { CourseStudentsTab } from './CourseStudentsTab';

function CourseDetails() {
  const course = useRecordContext<CourseDto>();
  const translate = useTranslate();
  if (!course) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Thumbnail link={course.imageLink} alt={course.courseName} width={280} height={158} />
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <Labeled label="resources.courses.fields.courseName">
          <TextField source="courseName" variant="h6" component="p" />
        </Labeled>
        <Labeled label="resources.courses.fields.dateOfFinish">
          <Typography variant="body2">{formatDate(course.dateOfFinish) || translate('admin.none')}</Typography>
        </Labeled>
        <Labeled label="resources.courses.fields.groups">
          <NameChips names={course.groups.map((g) => g.groupName)} />
        </Labeled>
        <Labeled label="resources.courses.fields.instructors">
          <NameChips names={course.instructors.map((i) => i.fullName)} />
        </Labeled>
        <Labeled label="resources.courses.fields.studentsCount">
          <NumberField source="studentsCount" />
        </Labeled>
        {course.description && (
          <Labeled label="resources.courses.fields.description">
            <TextField source="description" sx={{ whiteSpace: 'pre-line' }} />
          </Labeled>
        )}
      </Stack>
    </Stack>
  );
}

/** A course's page: details, its groups, its instructors, its students (SPEC §2). */
export function CourseShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <EditButton />
          <DeleteToTrashButton redirectTo="list" />
        </TopToolbar>
      }
    >
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}>
        <TabbedShowLayout.Tab label="admin.details">
          <CourseDetails />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="admin.courses.groups" path="groups">
          <CourseGroupsTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="admin.courses.instructors" path="instructors">
          <CourseInstructorsTab />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="admin.courses.students" path="students">
          <CourseStudentsTab />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
