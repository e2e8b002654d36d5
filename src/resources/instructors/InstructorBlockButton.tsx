import { useDataProvider, useRecordContext } from 'react-admin';
import type { InstructorDto } from '../../api/types';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { BlockToggleButton } from '../shared/BlockToggleButton';

const content = { block: 'people.blockInstructorContent', unblock: 'people.unblockInstructorContent' };

/** Blocks or unblocks the instructor of the context in the whole school (PUT instructors/{id}/block|unblock). */
export function InstructorBlockButton({ variant, compact }: { variant?: 'text' | 'outlined' | 'contained'; compact?: boolean }) {
  const instructor = useRecordContext<InstructorDto & { id: number }>();
  const dataProvider = useDataProvider<LmsDataProvider>();
  if (!instructor) return null;
  return (
    <BlockToggleButton
      blocked={instructor.isBlocked}
      name={instructor.fullName ?? `${instructor.name} ${instructor.lastName}`}
      block={() => dataProvider.blockInstructor(instructor.id)}
      unblock={() => dataProvider.unblockInstructor(instructor.id)}
      variant={variant}
      compact={compact}
      content={content}
    />
  );
}
