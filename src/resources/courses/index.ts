import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { ResourceProps } from 'react-admin';
import type { CourseDto } from '../../api/types';
import { CourseCreate } from './CourseCreate';
import { CourseEdit } from './CourseEdit';
import { CourseList } from './CourseList';
import { CourseShow } from './CourseShow';

/** The `courses` resource (SPEC §7 Courses). */
export const courses = {
  name: 'courses',
  list: CourseList,
  create: CourseCreate,
  edit: CourseEdit,
  show: CourseShow,
  icon: MenuBookIcon,
  recordRepresentation: (record: CourseDto) => record.courseName,
} satisfies ResourceProps;
