import SchoolIcon from '@mui/icons-material/School';
import type { ResourceProps } from 'react-admin';
import type { StudentDto } from '../../api/types';
import { StudentCreate } from './StudentCreate';
import { StudentEdit } from './StudentEdit';
import { StudentList } from './StudentList';
import { StudentShow } from './StudentShow';

/** The `students` resource (SPEC §7 Students), with the Excel import in its list. */
export const students = {
  name: 'students',
  list: StudentList,
  create: StudentCreate,
  edit: StudentEdit,
  show: StudentShow,
  icon: SchoolIcon,
  recordRepresentation: (record: StudentDto) => record.fullName ?? `${record.name} ${record.lastname}`,
} satisfies ResourceProps;
