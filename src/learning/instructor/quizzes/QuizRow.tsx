import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LeaderboardOutlinedIcon from '@mui/icons-material/LeaderboardOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import QuizIcon from '@mui/icons-material/Quiz';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';
import type { QuizListItemDto } from '../../../api/quizAuthoring';
import { ConfirmButton } from '../../../resources/shared/ConfirmButton';
import { QuizPublishActions, type QuizPublishActionsProps } from './QuizPublishActions';
import { QuizRowFacts } from './QuizRowFacts';

export interface QuizRowProps {
  test: QuizListItemDto;
  onPreview: () => void;
  onResults: () => void;
  onEdit: () => void;
  onTime: () => void;
  onActivation: (isActive: boolean) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** Publishing: now, scheduled (opens the dialog), or back to a draft. */
  publishing: Omit<QuizPublishActionsProps, 'test'>;
}

/** One test of a lesson: its name, time (HH:MM), size, whether answers are open, how many answered, and what to do with it. */
export function QuizRow({ test, onPreview, onResults, onEdit, onTime, onActivation, onDelete, publishing }: QuizRowProps) {
  const translate = useTranslate();
  const named = { name: test.name, smart_count: test.answersCount };
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid={`test-${test.testId}`}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
        <QuizIcon color={test.isActive ? 'primary' : 'disabled'} sx={{ mt: 0.25, flexShrink: 0 }} aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {test.name}
          </Typography>
          <QuizRowFacts test={test} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 1, ml: { sm: 4.5 } }}>
        <Button
          size="small"
          startIcon={<VisibilityIcon />}
          onClick={onPreview}
          aria-label={translate('quizzes.list.previewNamed', { name: test.name })}
        >
          {translate('quizzes.list.preview')}
        </Button>
        <Button
          size="small"
          startIcon={<LeaderboardOutlinedIcon />}
          onClick={onResults}
          aria-label={translate('quizzes.list.resultsNamed', { name: test.name })}
        >
          {translate('quizzes.list.results')}
        </Button>
        <QuizPublishActions test={test} {...publishing} />
        <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}>
          <Tooltip title={translate('learning.edit')}>
            <IconButton size="small" onClick={onEdit} aria-label={translate('quizzes.list.editNamed', { name: test.name })}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={translate('quizzes.list.changeTime')}>
            <IconButton size="small" onClick={onTime} aria-label={translate('quizzes.list.changeTimeNamed', { name: test.name })}>
              <TimerOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <ConfirmButton
            compact
            label={test.isActive ? 'quizzes.list.block' : 'quizzes.list.open'}
            icon={test.isActive ? <BlockIcon fontSize="small" /> : <LockOpenIcon fontSize="small" />}
            color={test.isActive ? 'warning' : 'success'}
            title={test.isActive ? 'quizzes.activation.blockTitle' : 'quizzes.activation.openTitle'}
            content={test.isActive ? 'quizzes.activation.blockContent' : 'quizzes.activation.openContent'}
            translateOptions={named}
            onConfirm={() => onActivation(!test.isActive)}
          />
          <ConfirmButton
            compact
            label="learning.delete"
            icon={<DeleteIcon fontSize="small" />}
            color="error"
            title="quizzes.list.deleteTitle"
            content={test.answersCount > 0 ? 'quizzes.list.deleteWithResults' : 'quizzes.list.deleteContent'}
            confirmLabel="learning.delete"
            translateOptions={named}
            onConfirm={onDelete}
          />
        </Box>
      </Box>
    </Paper>
  );
}
