import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { fieldId } from '../quizDraft';
import type { QuestionEditorProps } from './questionEditorProps';

/** The question's number, and the buttons to move it up or down or remove it. */
export function QuestionHeader({
  index,
  total,
  locked,
  prefix,
  onMove,
  onRemove,
}: Pick<QuestionEditorProps, 'index' | 'total' | 'locked' | 'prefix' | 'onMove' | 'onRemove'>) {
  const translate = useTranslate();
  const at = `questions[${index}]`;
  const number = index + 1;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
      <Typography variant="subtitle1" component="h3" id={`${fieldId(prefix, at)}-title`} sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
        {translate('quizzes.editor.questionNumber', { number })}
      </Typography>
      <Tooltip title={translate('quizzes.editor.moveQuestionUp')}>
        <span>
          <IconButton
            size="small"
            disabled={locked || index === 0}
            onClick={() => onMove(index, -1)}
            aria-label={translate('quizzes.editor.moveQuestionUpNamed', { number })}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={translate('quizzes.editor.moveQuestionDown')}>
        <span>
          <IconButton
            size="small"
            disabled={locked || index === total - 1}
            onClick={() => onMove(index, 1)}
            aria-label={translate('quizzes.editor.moveQuestionDownNamed', { number })}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={translate('quizzes.editor.removeQuestion')}>
        <span>
          <IconButton
            size="small"
            color="error"
            disabled={locked}
            onClick={() => onRemove(index)}
            aria-label={translate('quizzes.editor.removeQuestionNamed', { number })}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
