import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DoneIcon from '@mui/icons-material/Done';
import { useTranslate } from 'react-admin';
import type { NotificationDto } from '../../api/notifications';

export interface NotificationItemActionsProps {
  notification: NotificationDto;
  onMarkSeen?: (notification: NotificationDto) => void;
  onDelete?: (notification: NotificationDto) => void;
  busy: boolean;
}

/** A notification's buttons: mark it seen (while unseen) and delete it. */
export function NotificationItemActions({ notification, onMarkSeen, onDelete, busy }: NotificationItemActionsProps) {
  const translate = useTranslate();
  const { title, viewed } = notification;
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 0.25, mt: -0.5, mr: -0.5 }}>
      {onMarkSeen && !viewed && (
        <Tooltip title={translate('notifications.markSeen')}>
          <span>
            <IconButton
              aria-label={translate('notifications.markSeenOf', { title })}
              onClick={() => onMarkSeen(notification)}
              disabled={busy}
              size="small"
            >
              <DoneIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={translate('notifications.delete')}>
          <span>
            <IconButton
              aria-label={translate('notifications.deleteOf', { title })}
              onClick={() => onDelete(notification)}
              disabled={busy}
              size="small"
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}
