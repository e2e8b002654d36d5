import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Confirm, useTranslate } from 'react-admin';

export interface FormDialogProps {
  open: boolean;
  /** Translated title. */
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The call is on its way: the buttons wait and the dialog stays open. */
  busy?: boolean;
  /** Saving is not possible yet (e.g. a file still uploading). */
  submitDisabled?: boolean;
  submitLabel?: string;
  /** The submit button's colour: warning or error for a change that cannot be taken back. */
  submitColor?: 'primary' | 'warning' | 'error';
  /** The label of the button that closes without saving (Cancel by default). */
  cancelLabel?: string;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  /**
   * The form holds changes: Escape or a click beside the dialog asks before throwing them away
   * (Cancel is a choice already, and closes at once).
   */
  dirty?: boolean;
}

/** 'Discard the changes?': Discard closes the form, Keep editing goes back to it. */
function DiscardConfirm({ onDiscard, onKeep }: { onDiscard: () => void; onKeep: () => void }) {
  return (
    <Confirm
      isOpen
      title="learning.discard.title"
      content="learning.discard.content"
      confirm="learning.discard.confirm"
      cancel="learning.discard.keep"
      confirmColor="warning"
      onConfirm={onDiscard}
      onClose={onKeep}
    />
  );
}

/**
 * A dialog holding one form: the fields, then Cancel and Save. Full screen on phones, so the
 * keyboard and the fields fit; Enter in a field submits; Escape and Cancel close it unless a
 * call is on its way (Escape asks first when the form is `dirty`).
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  busy = false,
  submitDisabled = false,
  submitLabel,
  submitColor = 'primary',
  cancelLabel,
  children,
  maxWidth = 'sm',
  dirty = false,
}: FormDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [asking, setAsking] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  // Escape or the backdrop: by accident as often as not, so changes are not dropped unasked.
  const dismiss = () => {
    if (busy) return;
    if (dirty) setAsking(true);
    else onClose();
  };
  return (
    <>
      <Dialog
        open={open}
        onClose={dismiss}
        fullWidth
        maxWidth={maxWidth}
        fullScreen={fullScreen}
        aria-labelledby={titleId}
        // The dialog is portalled, but React still bubbles its submit to any form around where it
        // is rendered (a dialog opened from a form's page): stop it here.
        slotProps={{
          paper: {
            component: 'form',
            onSubmit: (event: FormEvent<HTMLFormElement>) => {
              event.stopPropagation();
              onSubmit(event);
            },
            noValidate: true,
          } as object,
        }}
      >
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1.5}>{children}</Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={close} disabled={busy}>
            {cancelLabel ?? translate('learning.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={submitColor}
            disabled={busy || submitDisabled}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {submitLabel ?? translate('learning.save')}
          </Button>
        </DialogActions>
      </Dialog>
      {open && asking && (
        <DiscardConfirm
          onDiscard={() => {
            setAsking(false);
            onClose();
          }}
          onKeep={() => setAsking(false)}
        />
      )}
    </>
  );
}
