import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import LinkIcon from '@mui/icons-material/Link';
import { useTranslate } from 'react-admin';
import { ExternalLink } from '../../shared/ExternalLink';

export interface AnswerLinkRowProps {
  link: string;
  onRemove: () => void;
  disabled: boolean;
}

/** A link of the answer: the address, opening in a new tab, and a remove button. */
export function AnswerLinkRow({ link, onRemove, disabled }: AnswerLinkRowProps) {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <LinkIcon fontSize="small" color="action" aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <ExternalLink href={link}>{link}</ExternalLink>
      </Box>
      <IconButton size="small" onClick={onRemove} disabled={disabled} aria-label={translate('student.answer.removeLink', { link })}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
