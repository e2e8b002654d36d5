import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import type { LinkDto } from '../../../api/learning';
import { ExternalLink } from '../../shared/ExternalLink';

/** The lesson's links: each opens in a new tab, with neither the opener nor the referrer passed on. */
export function LessonLinks({ links }: { links: LinkDto[] }) {
  const translate = useTranslate();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {links.map((link) => (
        <Card
          key={link.id}
          component="li"
          variant="outlined"
          sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
          data-testid={`student-link-${link.id}`}
        >
          <LinkIcon color="primary" sx={{ mt: 0.25 }} aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <ExternalLink
              href={link.link}
              aria-label={`${link.text} (${translate('student.links.newTab')})`}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              {link.text}
              <OpenInNewIcon sx={{ fontSize: '1rem' }} aria-hidden />
            </ExternalLink>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {link.link}
            </Typography>
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
