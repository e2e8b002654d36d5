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
  /** Translation keys of the dialogs' text when the person is not a student (an instructor). */
  content?: { block: string; unblock: string };
}

/** Blocks or unblocks a student (or an instructor) after a confirmation that says what it means, then reloads. */
export function BlockToggleButton({ blocked, name, block, unblock, scope = 'school', variant, compact, content }: BlockToggleButtonProps) {
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
      content={content?.unblock ?? `admin.confirm.unblock${course}Content`}
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
      content={content?.block ?? `admin.confirm.block${course}Content`}
      translateOptions={{ name }}
      onConfirm={() => run(block)}
    />
  );
}
