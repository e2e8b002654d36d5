import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

export interface StatusChipProps {
  /** Translation key of the text. */
  label: string;
  tone?: 'default' | 'success' | 'warning' | 'error' | 'info' | 'primary' | 'secondary';
  outlined?: boolean;
}

/** The small status label of list rows and pages: finished, blocked, shown, a trash type… */
export function StatusChip({ label, tone = 'default', outlined = false }: StatusChipProps) {
  const translate = useTranslate();
  return <Chip size="small" color={tone} variant={outlined ? 'outlined' : 'filled'} label={translate(label)} sx={{ fontWeight: 600 }} />;
}
