import { useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, useListContext } from 'react-admin';
import { StudentImportDialog } from './StudentImportDialog';

/** Opens the Excel import from the students list, with the group the list is filtered by. */
export function StudentImportButton() {
  const [open, setOpen] = useState(false);
  const { filterValues } = useListContext();
  return (
    <>
      <Button label="admin.action.import" onClick={() => setOpen(true)} variant="outlined">
        <UploadFileIcon />
      </Button>
      {open && <StudentImportDialog open onClose={() => setOpen(false)} defaultGroupId={filterValues?.groupId ?? null} />}
    </>
  );
}
