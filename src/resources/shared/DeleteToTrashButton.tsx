import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useGetRecordRepresentation, useRecordContext, useRedirect, useResourceContext, type RaRecord } from 'react-admin';
import { ConfirmButton } from './ConfirmButton';
import { useServerAction } from './useServerAction';

export interface DeleteToTrashButtonProps {
  /** Where to go afterwards: the list from a record's own page; nowhere (a reload) from a list row. */
  redirectTo?: 'list' | false;
  record?: RaRecord;
  variant?: 'text' | 'outlined' | 'contained';
  /** What the confirmation says happens; announcements are deleted for good, not trashed. */
  confirmContent?: string;
}

/**
 * Deletes a group, course, instructor or student after a confirmation saying it goes to the
 * trash for 7 days (SPEC §9), then shows the server's message and reloads or leaves the page.
 */
export function DeleteToTrashButton({
  redirectTo = false,
  record: recordProp,
  variant,
  confirmContent = 'admin.confirm.deleteContent',
}: DeleteToTrashButtonProps) {
  const record = useRecordContext({ record: recordProp });
  const resource = useResourceContext();
  const dataProvider = useDataProvider();
  const representation = useGetRecordRepresentation(resource);
  const redirect = useRedirect();
  const { run } = useServerAction();
  if (!record || !resource) return null;

  return (
    <ConfirmButton
      label="admin.action.delete"
      icon={<DeleteIcon />}
      color="error"
      variant={variant}
      title="admin.confirm.deleteTitle"
      content={confirmContent}
      translateOptions={{ name: String(representation(record) ?? '') }}
      onConfirm={() =>
        run(() => dataProvider.delete(resource, { id: record.id, previousData: record }).then(({ data }) => data as { message?: string }), {
          refresh: !redirectTo,
          onSuccess: () => {
            if (redirectTo) redirect(redirectTo, resource);
          },
        })
      }
    />
  );
}
