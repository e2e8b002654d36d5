import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { PaperChoiceDto } from '../../../../api/quizBankItems';
import type { AnswerControlProps } from './answerProps';

/** The items in the order the student has given them, else as first shown. */
export function orderedItems(items: PaperChoiceDto[], order: number[] | undefined): PaperChoiceDto[] {
  if (!order || order.length !== items.length) return items;
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = order.map((id) => byId.get(id));
  return ordered.every(Boolean) ? (ordered as PaperChoiceDto[]) : items;
}

/**
 * An ordering question: the items as a numbered list, each with Move up and Move down buttons
 * (keyboard and screen reader friendly; dragging is not needed). A button at an end stays
 * focusable but does nothing, so the focus never drops out of the list; each move is announced.
 */
export function OrderingAnswer({ question, labelId, response, onChange, disabled }: AnswerControlProps) {
  const translate = useTranslate();
  const [announcement, setAnnouncement] = useState('');
  // Reordering moves the item's buttons in the page, which drops the focus: it is put back on the moved item's button.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [refocus, setRefocus] = useState<{ id: number; way: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (refocus) buttons.current.get(`${refocus.id}-${refocus.way}`)?.focus();
  }, [refocus]);
  const items = orderedItems(question.items ?? [], response && 'order' in response ? response.order : undefined);
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (disabled || to < 0 || to >= items.length) return;
    const next = items.map((item) => item.id);
    [next[index], next[to]] = [next[to], next[index]];
    onChange({ order: next });
    setRefocus({ id: items[index].id, way: by < 0 ? 'up' : 'down' });
    setAnnouncement(translate('quizBankAnswers.moved', { text: items[index].text, position: to + 1, total: items.length }));
  };
  return (
    <>
      <Box component="ol" aria-labelledby={labelId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
        {items.map((item, index) => (
          <Paper
            component="li"
            variant="outlined"
            key={item.id}
            data-testid={`order-item-${item.id}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5, minWidth: 0 }}
          >
            <Typography component="span" sx={{ color: 'text.secondary', minWidth: '1.5em' }} aria-hidden>
              {index + 1}.
            </Typography>
            <Typography component="span" sx={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.text}
            </Typography>
            {(['up', 'down'] as const).map((way) => {
              const atEnd = way === 'up' ? index === 0 : index === items.length - 1;
              const Icon = way === 'up' ? ArrowUpwardIcon : ArrowDownwardIcon;
              return (
                <IconButton
                  key={way}
                  ref={(element) => {
                    if (element) buttons.current.set(`${item.id}-${way}`, element);
                    else buttons.current.delete(`${item.id}-${way}`);
                  }}
                  size="small"
                  onClick={() => move(index, way === 'up' ? -1 : 1)}
                  disabled={disabled}
                  aria-disabled={atEnd || undefined}
                  sx={{ opacity: atEnd ? 0.4 : 1 }}
                  aria-label={translate(way === 'up' ? 'quizBankAnswers.moveUp' : 'quizBankAnswers.moveDown', {
                    text: item.text,
                    position: index + 1,
                  })}
                >
                  <Icon fontSize="small" />
                </IconButton>
              );
            })}
          </Paper>
        ))}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
