import type { ReactElement } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** A toolbar button of the rich text editor; `active` makes it a toggle (aria-pressed). */
export function ToolButton({
  label,
  icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactElement | string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          disabled={disabled}
          // Keeps the selection in the editor while the button is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
          color={active ? 'primary' : 'default'}
          sx={{
            borderRadius: 1,
            ...(active ? { bgcolor: 'action.selected' } : {}),
            ...(typeof icon === 'string' ? { fontSize: '0.85rem', fontWeight: 700, width: 34 } : {}),
          }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
