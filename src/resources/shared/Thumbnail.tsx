import Box from '@mui/material/Box';
import ImageIcon from '@mui/icons-material/Image';

/** A record's image in a list row or a page header, or a quiet placeholder without one. */
export function Thumbnail({
  link,
  alt,
  width = 56,
  height = 40,
}: {
  link?: string | null;
  alt: string;
  width?: number | string;
  height?: number | string;
}) {
  return (
    <Box
      sx={{
        width,
        height,
        flexShrink: 0,
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        color: 'text.disabled',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {link ? (
        <Box component="img" src={link} alt={alt} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <ImageIcon fontSize="small" />
      )}
    </Box>
  );
}
