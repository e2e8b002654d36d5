import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { useTranslate, useDataProvider } from 'react-admin';
import type { PresentationDto } from '../../../api/learning';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

import { useServerSave } from '../../shared/useServerSave';
import type { LessonTabPanelProps } from '../lessonTabTypes';
import { MaterialActions, MaterialSection } from './MaterialSection';
import { PresentationDialog } from './PresentationDialog';
import { PresentationViewerDialog } from '../../shared/PresentationViewerDialog';

/** The lesson's presentations: each PDF opens in the browser's viewer; add, edit and delete. */
export function PresentationsPanel({ lesson }: LessonTabPanelProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { save } = useServerSave();
  const [dialog, setDialog] = useState<{ open: boolean; presentation: PresentationDto | null }>({ open: false, presentation: null });
  const [reading, setReading] = useState<PresentationDto | null>(null);

  return (
    <>
      <MaterialSection
        title={translate('learning.tabs.presentations')}
        addLabel={translate('learning.presentations.add')}
        onAdd={() => setDialog({ open: true, presentation: null })}
        empty={translate('learning.presentations.empty')}
        count={lesson.presentations.length}
      >
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {lesson.presentations.map((presentation) => (
            <Paper
              key={presentation.presentationId}
              component="li"
              variant="outlined"
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 1.5 }}
              data-testid={`presentation-${presentation.presentationId}`}
            >
              <PictureAsPdfIcon color="error" sx={{ mt: 0.25, flexShrink: 0 }} aria-hidden />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {presentation.name}
                </Typography>
                {presentation.description && (
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {presentation.description}
                  </Typography>
                )}
                {presentation.fileLink ? (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
                    <Button
                      size="small"
                      variant="text"
                      startIcon={<MenuBookIcon />}
                      onClick={() => setReading(presentation)}
                      sx={{ ml: -0.5 }}
                    >
                      {translate('learning.presentations.view', { name: presentation.name })}
                    </Button>
                    {presentation.fileName && (
                      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {presentation.fileName}
                      </Typography>
                    )}
                  </Box>
                ) : (
                  <Typography variant="body2" color="warning.main" sx={{ mt: 0.5 }}>
                    {translate('learning.presentations.noFile')}
                  </Typography>
                )}
              </Box>
              <MaterialActions
                name={presentation.name}
                onEdit={() => setDialog({ open: true, presentation })}
                onDelete={() => save(() => dataProvider.deletePresentation(lesson.id, presentation.presentationId))}
                deleteTitle="learning.presentations.deleteTitle"
                deleteContent="learning.presentations.deleteContent"
              />
            </Paper>
          ))}
        </Box>
      </MaterialSection>
      <PresentationDialog
        open={dialog.open}
        lessonId={lesson.id}
        presentation={dialog.presentation}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <PresentationViewerDialog presentation={reading} onClose={() => setReading(null)} />
    </>
  );
}
