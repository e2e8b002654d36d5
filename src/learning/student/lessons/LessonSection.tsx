import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface LessonSectionProps {
  /** In the address as #id, so the jump links of the lesson page reach it. */
  id: string;
  title: string;
  icon: ReactElement;
  count?: number;
  children: ReactNode;
}

/** One kind of material on the student's lesson page: a titled section, reachable by its anchor. */
export function LessonSection({ id, title, icon, count, children }: LessonSectionProps) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ mb: 4, scrollMarginTop: 80 }}>
      <Typography
        variant="h6"
        component="h2"
        id={`${id}-title`}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, '& svg': { color: 'primary.main' } }}
      >
        {icon}
        <span>{title}</span>
        {count !== undefined && (
          <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
            ({count})
          </Typography>
        )}
      </Typography>
      {children}
    </Box>
  );
}
