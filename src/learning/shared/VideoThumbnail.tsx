import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

const hostOf = (link: string) => {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
};

/**
 * The picture of a video: YouTube's thumbnail with a play mark, or, for another host, a quiet
 * box naming the site it opens on. 16:9, as wide as its container.
 */
export function VideoThumbnail({ thumbnailUrl, link, alt }: { thumbnailUrl: string | null; link: string; alt: string }) {
  // A thumbnail that cannot load (offline, blocked) leaves the play mark on a quiet background.
  const [failed, setFailed] = useState<string | null>(null);
  const picture = thumbnailUrl && failed !== thumbnailUrl;
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'action.hover',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {thumbnailUrl ? (
        <>
          {picture && (
            <Box
              component="img"
              src={thumbnailUrl}
              alt={alt}
              loading="lazy"
              onError={() => setFailed(thumbnailUrl)}
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
            />
          )}
          <PlayCircleIcon
            aria-hidden
            sx={{
              position: 'relative',
              fontSize: 56,
              color: picture ? 'common.white' : 'text.secondary',
              filter: picture ? 'drop-shadow(0 1px 4px rgba(0,0,0,.6))' : 'none',
            }}
          />
        </>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', gap: 0.5, color: 'text.secondary', px: 1, textAlign: 'center' }}>
          <OpenInNewIcon aria-hidden sx={{ fontSize: 36 }} />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {hostOf(link)}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

export { hostOf };
