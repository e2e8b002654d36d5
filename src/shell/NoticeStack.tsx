import { useRef, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNoticePlacement } from './noticePlacement';
import { notices as defaultStore, type NoticeStore } from './notices';

/**
 * Shows the notices: errors red, successes green, text clamped to 3 lines. Each can be closed;
 * screen readers hear them as they come. They start at the top right just below the app bar and
 * move to where they cover none of the page's controls (noticePlacement.ts), so the Create,
 * Import, Edit and Delete buttons and the phone's + button stay usable while a notice is up.
 */
export function NoticeStack({ store = defaultStore }: { store?: NoticeStore }) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const ref = useRef<HTMLDivElement>(null);
  const spot = useNoticePlacement(ref, items.length);
  return (
    <Stack
      ref={ref}
      spacing={1}
      data-testid="notice-stack"
      style={spot ? { top: spot.top, left: spot.left, width: spot.width, right: 'auto' } : undefined}
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: { xs: 64, sm: 72 },
        right: 16,
        left: { xs: 16, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        width: { sm: 380 },
        pointerEvents: 'none',
      }}
    >
      {items.map((notice) => (
        <Alert
          key={notice.id}
          variant="filled"
          severity={notice.type}
          role={notice.type === 'error' ? 'alert' : 'status'}
          data-testid={`notice-${notice.type}`}
          onClose={() => store.dismiss(notice.id)}
          action={
            notice.action ? (
              <Button color="inherit" size="small" onClick={() => store.runAction(notice.id)}>
                {notice.action.label}
              </Button>
            ) : undefined
          }
          sx={{
            pointerEvents: 'auto',
            boxShadow: 3,
            '& .MuiAlert-message': {
              // Margin, not MUI's padding: overflow clips at the padding edge, so a 4th line
              // would peek out below the 3rd through the bottom padding.
              py: 0,
              my: 1,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              wordBreak: 'break-word',
            },
          }}
        >
          {notice.message}
        </Alert>
      ))}
    </Stack>
  );
}
