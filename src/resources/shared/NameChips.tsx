import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** Names as small chips that wrap, for a row's groups or instructors. */
export function NameChips({ names }: { names: string[] }) {
  const translate = useTranslate();
  if (!names.length) return <Typography color="text.secondary">{translate('admin.none')}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {names.map((name) => (
        <Chip key={name} size="small" variant="outlined" label={name} />
      ))}
    </Stack>
  );
}
