import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled part of the answer (its text, its files, its links). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h4" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Box>
  );
}
