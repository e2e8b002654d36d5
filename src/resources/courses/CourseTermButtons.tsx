import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Button, useDataProvider, useRecordContext } from 'react-admin';
import type { CourseDto } from '../../api/types';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { ConfirmButton } from '../shared/ConfirmButton';
import { useServerAction } from '../shared/useServerAction';
import { CourseCopyDialog } from './CourseCopyDialog';

/** "Copy for a new term" on a course's page: opens the copy's dialog. */
export function CourseCopyButton() {
  const record = useRecordContext<CourseDto>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label="courseCopy.copy" onClick={() => setOpen(true)}>
        <ContentCopyIcon />
      </Button>
      <CourseCopyDialog course={record} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Archives a finished course (read-only, still rated), or brings an archived one back; asks first. */
export function CourseArchiveButton() {
  const record = useRecordContext<CourseDto>();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { run } = useServerAction();
  if (!record) return null;
  const archive = !record.archived;
  return (
    <ConfirmButton
      label={archive ? 'courseCopy.archive' : 'courseCopy.unarchive'}
      icon={archive ? <Inventory2Icon /> : <UnarchiveIcon />}
      title={archive ? 'courseCopy.archiveTitle' : 'courseCopy.unarchiveTitle'}
      content={archive ? 'courseCopy.archiveContent' : 'courseCopy.unarchiveContent'}
      translateOptions={{ name: record.courseName }}
      onConfirm={() => run(() => dataProvider.setCourseArchived(record.id, archive))}
    />
  );
}
