import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import type { AnyObjectSchema } from 'yup';
import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { AdminForm } from './AdminForm';
import { DeleteToTrashButton } from './DeleteToTrashButton';
import { useSaveOptions } from './useSaveOptions';

export interface AdminEditProps {
  /** The yup schema of the form (AdminForm). */
  schema: AnyObjectSchema;
  /** The form's inputs. */
  children: ReactNode;
  /**
   * Where a save goes: the record's page (which then also gets a Show button here) or the
   * list, for resources without a page of their own.
   */
  redirectTo?: 'list' | 'show';
  /** The resource's own buttons, before Delete. */
  actions?: ReactNode;
  actionsSx?: SxProps<Theme>;
  /** What Delete's confirmation says (announcements are deleted for good, not trashed). */
  deleteConfirmContent?: string;
}

/**
 * The edit page of every admin resource: a pessimistic save with the server's message
 * (useSaveOptions), the resource's buttons and Delete (to the trash, then the list) on top,
 * and the AdminForm.
 */
export function AdminEdit({ schema, children, redirectTo = 'list', actions, actionsSx, deleteConfirmContent }: AdminEditProps) {
  const mutationOptions = useSaveOptions(redirectTo);
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      redirect={false}
      actions={
        <TopToolbar sx={actionsSx}>
          {redirectTo === 'show' && <ShowButton />}
          {actions}
          <DeleteToTrashButton redirectTo="list" confirmContent={deleteConfirmContent} />
        </TopToolbar>
      }
    >
      <AdminForm schema={schema}>{children}</AdminForm>
    </Edit>
  );
}
