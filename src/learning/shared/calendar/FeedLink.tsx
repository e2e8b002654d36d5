import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { useTranslate } from 'react-admin';

interface FeedLinkProps {
  url: string;
  webcalUrl: string | null;
  /** Receives the link's input, which copying falls back to selecting. */
  inputRef: (input: HTMLInputElement | null) => void;
  onCopy: () => void;
}

/** The secret link, read-only with a copy button, and a button that opens it in a calendar app. */
export function FeedLink({ url, webcalUrl, inputRef, onCopy }: FeedLinkProps) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        label={translate('events.feed.link')}
        value={url}
        inputRef={inputRef}
        onFocus={(e) => e.target.select()}
        helperText={translate('events.feed.secret')}
        slotProps={{
          htmlInput: { readOnly: true, 'data-testid': 'feed-url', spellCheck: false },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={translate('events.feed.copy')}>
                  <IconButton edge="end" aria-label={translate('events.feed.copy')} onClick={onCopy}>
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={onCopy}>
          {translate('events.feed.copy')}
        </Button>
        <Button variant="outlined" startIcon={<EventAvailableIcon />} href={webcalUrl ?? url} data-testid="feed-webcal">
          {translate('events.feed.openApp')}
        </Button>
      </Box>
    </>
  );
}
