import type { ReactElement } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { BulkDeleteButton, BulkUpdateButton, useRefresh } from 'react-admin';
import type { BulkAction } from '../../api/bulk';

// Bulk actions wait for the server (pessimistic): it does all the selected rows or none, and
// its refusal names the rows at fault, which an undoable action would show after the fact.

export interface BulkDeleteRowsProps {
  /** The trash's own delete destroys for good; every other list's moves to the trash. */
  forGood?: boolean;
}

/** Deletes the selected rows in one call (POST /{resource}/bulk, action `delete`) after a confirmation. */
export function BulkDeleteRows({ forGood = false }: BulkDeleteRowsProps) {
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      label={forGood ? 'admin.action.destroy' : 'admin.bulk.trash'}
      icon={<DeleteIcon />}
      confirmTitle={forGood ? 'admin.bulk.deleteTitle' : 'admin.bulk.trashTitle'}
      confirmContent="admin.bulk.allOrNothing"
      successMessage="admin.bulk.changed"
    />
  );
}

export interface BulkActionRowsProps {
  action: BulkAction;
  label: string;
  icon: ReactElement;
  confirmTitle: string;
}

/**
 * Does one action to the selected rows in one call, after a confirmation, then reloads the
 * list: the call's data names an action, not new field values react-admin could put in its cache.
 */
export function BulkActionRows({ action, label, icon, confirmTitle }: BulkActionRowsProps) {
  const refresh = useRefresh();
  return (
    <BulkUpdateButton
      mutationMode="pessimistic"
      data={{ action }}
      label={label}
      icon={icon}
      confirmTitle={confirmTitle}
      confirmContent="admin.bulk.allOrNothing"
      successMessage="admin.bulk.changed"
      mutationOptions={{ onSettled: () => refresh() }}
    />
  );
}
