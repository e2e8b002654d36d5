import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { useCourseWritable } from '../courseWritable';
import { ConfirmButton } from '../../../resources/shared/ConfirmButton';

export interface MaterialSectionProps {
  /** Translated heading of the panel (the tab's name). */
  title: string;
  addLabel: string;
  onAdd: () => void;
  /** Shown instead of the items when there are none. */
  empty: string;
  count: number;
  children: ReactNode;
}

/** A material panel: its heading with the Add button (not in an archived course), then the items or what to do when there are none. */
export function MaterialSection({ title, addLabel, onAdd, empty, count, children }: MaterialSectionProps) {
  const writable = useCourseWritable();
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {writable && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </Box>
      {count === 0 ? (
        <Alert severity="info" variant="outlined">
          {empty}
        </Alert>
      ) : (
        children
      )}
    </Box>
  );
}

export interface MaterialActionsProps {
  name: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  /** Translation keys of the delete confirmation, given `name`. */
  deleteTitle: string;
  deleteContent: string;
}

/** Edit and delete (after a confirmation naming the item) of one material; nothing in an archived course. */
export function MaterialActions({ name, onEdit, onDelete, deleteTitle, deleteContent }: MaterialActionsProps) {
  const translate = useTranslate();
  const writable = useCourseWritable();
  const editLabel = `${translate('learning.edit')}: ${name}`;
  const deleteLabel = `${translate('learning.delete')}: ${name}`;
  if (!writable) return null;
  return (
    <Box sx={{ display: 'flex', flexShrink: 0 }}>
      <Tooltip title={translate('learning.edit')}>
        <IconButton size="small" aria-label={editLabel} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmButton
        compact
        label={deleteLabel}
        icon={<DeleteIcon fontSize="small" />}
        color="error"
        title={deleteTitle}
        content={deleteContent}
        confirmLabel="learning.delete"
        translateOptions={{ name }}
        onConfirm={onDelete}
      />
    </Box>
  );
}
