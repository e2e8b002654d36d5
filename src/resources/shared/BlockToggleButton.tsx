import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { ConfirmButton } from './ConfirmButton';
import { useServerAction } from './useServerAction';

export interface BlockToggleButtonProps {
  blocked: boolean;
  /** Shown in the confirmation, e.g. the student's full name. */
  name: string;
  block: () => Promise<{ message?: string }>;
  unblock: () => Promise<{ message?: string }>;
  /** Blocked in the whole school (cannot log in) or on one course only. */
  scope?: 'school' | 'course';
  variant?: 'text' | 'outlined' | 'contained';
  /** Icon only, for table rows. */
  compact?: boolean;
}

/** Blocks or unblocks a student after a confirmation that says what it means, then reloads. */
export function BlockToggleButton({ blocked, name, block, unblock, scope = 'school', variant, compact }: BlockToggleButtonProps) {
  const { run } = useServerAction();
  const course = scope === 'course' ? 'InCourse' : '';
  return blocked ? (
    <ConfirmButton
      label="admin.action.unblock"
      icon={<LockOpenIcon />}
      color="success"
      variant={variant}
      compact={compact}
      title={`admin.confirm.unblock${course}Title`}
      content={`admin.confirm.unblock${course}Content`}
      translateOptions={{ name }}
      onConfirm={() => run(unblock)}
    />
  ) : (
    <ConfirmButton
      label="admin.action.block"
      icon={<BlockIcon />}
      color="warning"
      variant={variant}
      compact={compact}
      title={`admin.confirm.block${course}Title`}
      content={`admin.confirm.block${course}Content`}
      translateOptions={{ name }}
      onConfirm={() => run(block)}
    />
  );
}
