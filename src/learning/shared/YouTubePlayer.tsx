import Box from '@mui/material/Box';

/**
 * A YouTube video in the privacy-enhanced player (youtube-nocookie.com), 16:9, loaded only
 * when it scrolls near the screen. `title` names the frame for screen readers.
 */
export function YouTubePlayer({ embedUrl, title }: { embedUrl: string; title: string }) {
  return (
    <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden' }}>
      <Box
        component="iframe"
        src={embedUrl}
        title={title}
        loading="lazy"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}
