import { useState, type MouseEvent, type ReactElement } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Button, Confirm, useTranslate } from 'react-admin';

export interface ConfirmButtonProps {
  /** Translation key of the button's text (also its tooltip where only the icon shows). */
  label: string;
  icon: ReactElement;
  /** Translation keys of the dialog; both get `translateOptions` (e.g. the item's name). */
  title: string;
  content: string;
  translateOptions?: Record<string, unknown>;
  /** The call; the button waits for it and the dialog closes once it settles. */
  onConfirm: () => Promise<unknown>;
  color?: 'primary' | 'error' | 'warning' | 'success' | 'inherit';
  variant?: 'text' | 'outlined' | 'contained';
  disabled?: boolean;
  /** The dialog's confirm button text; defaults to the button's own. */
  confirmLabel?: string;
  className?: string;
  /** Only the icon, its text as tooltip and accessible name: for the actions of table rows. */
  compact?: boolean;
}

/**
 * A button that asks first: the dialog names the item and what will happen, and the call runs
 * only on confirm. Clicks never reach the list row around it (rows open on click).
 */
export function ConfirmButton({
  label,
  icon,
  title,
  content,
  translateOptions,
  onConfirm,
  color = 'primary',
  variant = 'text',
  disabled,
  confirmLabel,
  className,
  compact = false,
}: ConfirmButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    // The dialog is portalled, but React events still bubble to the row: stop them here.
    <span onClick={(event: MouseEvent) => event.stopPropagation()} className={className}>
      {compact ? (
        <Tooltip title={translate(label)}>
          <span>
            <IconButton
              aria-label={translate(label)}
              color={color}
              size="small"
              disabled={disabled || busy}
              onClick={(event: MouseEvent) => {
                event.stopPropagation();
                setOpen(true);
              }}
            >
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button
          label={label}
          color={color}
          variant={variant}
          disabled={disabled || busy}
          onClick={(event: MouseEvent) => {
            event.stopPropagation();
            setOpen(true);
          }}
        >
          {icon}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        titleTranslateOptions={translateOptions}
        contentTranslateOptions={translateOptions}
        confirm={confirmLabel ?? label}
        confirmColor={color === 'error' || color === 'warning' ? 'warning' : 'primary'}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
