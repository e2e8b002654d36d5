import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

interface NotificationListFooterProps {
  shown: number;
  total: number;
  hasNextPage: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** Under a list with more than it shows: how many of how many, and the next page. */
export function NotificationListFooter({ shown, total, hasNextPage, loading, onLoadMore }: NotificationListFooterProps) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexWrap: 'wrap',
        gap: 2,
        p: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('notifications.shown', { shown, total })}
      </Typography>
      {hasNextPage && (
        <Button onClick={onLoadMore} loading={loading} variant="text">
          {translate('notifications.loadMore')}
        </Button>
      )}
    </Box>
  );
}
