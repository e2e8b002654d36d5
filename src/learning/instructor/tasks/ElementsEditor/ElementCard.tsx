import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import type { TaskElementType } from '../../../../api/tasks';
import type { BlockProps } from './blockProps';
import { BLOCKS } from './elementBlocks';
import { ELEMENT_ICONS } from './elementIcons';

interface ElementCardProps extends BlockProps {
  type: TaskElementType;
  /** How many blocks there are: the last one cannot move down. */
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** One block of the task's content in its card: its name, the buttons to move or remove it, and its fields. */
export function ElementCard({ type, count, onMove, onRemove, ...blockProps }: ElementCardProps) {
  const translate = useTranslate();
  const { index } = blockProps;
  const Block = BLOCKS[type];
  const typeName = translate(`tasks.elements.${type}`);
  const blockName = translate('tasks.editor.blockLabel', { index: index + 1, type: typeName });
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: { xs: 1.25, sm: 1.5 }, display: 'grid', gap: 1.25, minWidth: 0 }}
      data-testid={`element-${index}`}
      data-element-type={type}
      aria-label={blockName}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', color: 'primary.main' }} aria-hidden>
          {ELEMENT_ICONS[type]}
        </Box>
        <Typography variant="subtitle2" component="h4" sx={{ flex: 1, minWidth: 0 }}>
          {blockName}
        </Typography>
        <Tooltip title={translate('tasks.editor.moveUp')}>
          <span>
            <IconButton
              size="small"
              aria-label={translate('tasks.editor.moveUpNamed', { name: blockName })}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              <ArrowUpwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={translate('tasks.editor.moveDown')}>
          <span>
            <IconButton
              size="small"
              aria-label={translate('tasks.editor.moveDownNamed', { name: blockName })}
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
            >
              <ArrowDownwardIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={translate('tasks.editor.removeBlock')}>
          <IconButton size="small" color="error" aria-label={translate('tasks.editor.removeNamed', { name: blockName })} onClick={onRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Block {...blockProps} />
    </Paper>
  );
}
