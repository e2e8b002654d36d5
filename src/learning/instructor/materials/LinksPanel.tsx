import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import { useTranslate, useDataProvider } from 'react-admin';
import type { LinkDto } from '../../../api/learning';
import { ExternalLink } from '../../shared/ExternalLink';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

import { useServerSave } from '../../shared/useServerSave';
import type { LessonTabPanelProps } from '../lessonTabTypes';
import { LinkDialog } from './LinkDialog';
import { MaterialActions, MaterialSection } from './MaterialSection';

/** The lesson's links: each opens its site in a new tab; add, edit and delete. */
export function LinksPanel({ lesson }: LessonTabPanelProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { save } = useServerSave();
  const [dialog, setDialog] = useState<{ open: boolean; link: LinkDto | null }>({ open: false, link: null });

  return (
    <>
      <MaterialSection
        title={translate('learning.tabs.links')}
        addLabel={translate('learning.links.add')}
        onAdd={() => setDialog({ open: true, link: null })}
        empty={translate('learning.links.empty')}
        count={lesson.links.length}
      >
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {lesson.links.map((link) => (
            <Paper
              key={link.id}
              component="li"
              variant="outlined"
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 1.5 }}
              data-testid={`link-${link.id}`}
            >
              <LinkIcon color="primary" sx={{ mt: 0.25, flexShrink: 0 }} aria-hidden />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <ExternalLink href={link.link} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {link.text}
                </ExternalLink>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {link.link}
                </Typography>
              </Box>
              <MaterialActions
                name={link.text}
                onEdit={() => setDialog({ open: true, link })}
                onDelete={() => save(() => dataProvider.deleteLink(lesson.id, link.id))}
                deleteTitle="learning.links.deleteTitle"
                deleteContent="learning.links.deleteContent"
              />
            </Paper>
          ))}
        </Box>
      </MaterialSection>
      <LinkDialog open={dialog.open} lessonId={lesson.id} link={dialog.link} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
    </>
  );
}
