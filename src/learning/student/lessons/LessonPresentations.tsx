import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import MenuBookIcon from '@mui/icons-material/AutoStories';
import { useTranslate } from 'react-admin';
import type { PresentationDto } from '../../../api/learning';
import { ExternalLink } from '../../shared/ExternalLink';
import { PresentationViewerDialog } from '../../shared/PresentationViewerDialog';

/** The lesson's presentations: each opens its PDF in the browser, or in a new tab. */
export function LessonPresentations({ presentations }: { presentations: PresentationDto[] }) {
  const translate = useTranslate();
  const [reading, setReading] = useState<PresentationDto | null>(null);
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {presentations.map((p) => (
          <Card
            key={p.presentationId}
            component="li"
            variant="outlined"
            sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
            data-testid={`student-presentation-${p.presentationId}`}
          >
            <PictureAsPdfIcon color="error" sx={{ mt: 0.25 }} aria-hidden />
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {p.name}
              </Typography>
              {p.description && (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {p.description}
                </Typography>
              )}
              {p.fileLink ? (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
                  <ExternalLink href={p.fileLink}>{p.fileName ?? translate('learning.presentations.download')}</ExternalLink>
                </Typography>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {translate('student.presentations.noFile')}
                </Typography>
              )}
            </Box>
            {p.fileLink && (
              <Button
                variant="outlined"
                startIcon={<MenuBookIcon />}
                onClick={() => setReading(p)}
                aria-label={translate('learning.presentations.view', { name: p.name })}
              >
                {translate('student.presentations.read')}
              </Button>
            )}
          </Card>
        ))}
      </Stack>
      <PresentationViewerDialog presentation={reading} onClose={() => setReading(null)} />
    </>
  );
}
