import PersonIcon from '@mui/icons-material/Person';
import type { ResourceProps } from 'react-admin';
import type { InstructorDto } from '../../api/types';
import { InstructorCreate } from './InstructorCreate';
import { InstructorEdit } from './InstructorEdit';
import { InstructorList } from './InstructorList';
import { InstructorShow } from './InstructorShow';

/** The `instructors` resource (SPEC §7 Instructors; the SPEC's teachers). */
export const instructors = {
  name: 'instructors',
  list: InstructorList,
  create: InstructorCreate,
  edit: InstructorEdit,
  show: InstructorShow,
  icon: PersonIcon,
  recordRepresentation: (record: InstructorDto) => record.fullName ?? `${record.name} ${record.lastName}`,
} satisfies ResourceProps;
