import { useEffect, useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { useOwnPageHeading } from '../../shell/pageHeading';

export interface Crumb {
  label: string;
  to?: string;
}

export interface LearningPageProps {
  /** The app bar's title and the page's heading. */
  title: string;
  /** The way back, from the area's home; the last one is this page (not a link). */
  crumbs?: Crumb[];
  /** Beside the heading: the page's main buttons. */
  actions?: ReactNode;
  /** Under the heading: a line of facts about what the page shows. */
  subtitle?: ReactNode;
  children: ReactNode;
  headingId?: string;
  /**
   * Focus moves to the heading when the page opens, so Tab goes on from the page's own content
   * rather than from the top of the app bar and menu (pages used straight from the keyboard, e.g. a test).
   */
  focusHeading?: boolean;
}

/**
 * The frame of every hand-built learning page: the app bar title, breadcrumbs, a heading with
 * the page's actions (wrapping under it on phones), then the content. Nothing is wider than the
 * screen at 415 px: long names wrap or are cut with an ellipsis.
 */
export function LearningPage({ title, crumbs = [], actions, subtitle, children, headingId, focusHeading = false }: LearningPageProps) {
  const translate = useTranslate();
  const generatedId = useId();
  const id = headingId ?? generatedId;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useOwnPageHeading();
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 2, pr: { sm: 1, md: 2 }, minWidth: 0, maxWidth: 1200 }}>
      <Title title={title} />
      {crumbs.length > 0 && (
        <Breadcrumbs
          aria-label={translate('learning.home')}
          sx={{ mb: 1, '& .MuiBreadcrumbs-ol': { flexWrap: 'wrap' } }}
          itemsAfterCollapse={2}
          maxItems={4}
        >
          {crumbs.map((crumb, index) =>
            crumb.to && index < crumbs.length - 1 ? (
              <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit" sx={crumbSx}>
                {crumb.label}
              </Link>
            ) : (
              <Typography key={`${index}-${crumb.label}`} color="text.primary" sx={crumbSx} aria-current="page">
                {crumb.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography
            variant="h5"
            component="h1"
            id={id}
            ref={headingRef}
            tabIndex={focusHeading ? -1 : undefined}
            sx={{ fontWeight: 700, overflowWrap: 'anywhere', '&:focus': { outline: 'none' } }}
          >
            {title}
          </Typography>
          {subtitle && <Box sx={{ mt: 0.5, color: 'text.secondary' }}>{subtitle}</Box>}
        </Box>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
      {children}
    </Box>
  );
}

const crumbSx = {
  display: 'block',
  maxWidth: { xs: 160, sm: 280, md: 420 },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
