import { useDataProvider, useRecordContext } from 'react-admin';
import type { StudentDto } from '../../api/types';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { BlockToggleButton } from '../shared/BlockToggleButton';

/** Blocks or unblocks the student of the context in the whole school (PUT students/{id}/block|unblock). */
export function StudentBlockButton({ variant, compact }: { variant?: 'text' | 'outlined' | 'contained'; compact?: boolean }) {
  const student = useRecordContext<StudentDto & { id: number }>();
  const dataProvider = useDataProvider<LmsDataProvider>();
  if (!student) return null;
  return (
    <BlockToggleButton
      blocked={student.isBlocked}
      name={student.fullName ?? `${student.name} ${student.lastname}`}
      block={() => dataProvider.blockStudent(student.id)}
      unblock={() => dataProvider.unblockStudent(student.id)}
      variant={variant}
      compact={compact}
    />
  );
}
