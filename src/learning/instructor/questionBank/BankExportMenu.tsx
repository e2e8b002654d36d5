import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { BANK_IMPORT_FORMATS, type BankImportFormat } from '../../../api/questionBank';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { saveDownload } from '../../../dataProvider/download';

export interface BankExportMenuProps {
  courseId: Identifier;
  /** The selected category: exported with its subcategories; null offers the whole bank only. */
  category: { categoryId: number; name: string } | null;
}

/**
 * Export → GIFT or Moodle XML, of the selected category (with its subcategories) or of the
 * whole bank: the server builds the file and the browser saves it under the name it gives.
 */
export function BankExportMenu({ courseId, category }: BankExportMenuProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async (format: BankImportFormat, categoryId: number | null) => {
    setAnchor(null);
    setBusy(true);
    try {
      const file = await dataProvider.exportQuestionBank(courseId, format, categoryId);
      saveDownload(file, `question-bank.${format === 'gift' ? 'txt' : 'xml'}`);
    } catch (error) {
      notify((error as Error).message || 'questionBank.export.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const scopes = [
    ...(category ? [{ categoryId: category.categoryId, label: translate('questionBank.export.category') }] : []),
    { categoryId: null, label: translate('questionBank.export.whole') },
  ];

  return (
    <>
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={18} /> : <DownloadIcon />}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
      >
        {translate('questionBank.export.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {BANK_IMPORT_FORMATS.flatMap((format) => [
          <ListSubheader key={format}>{translate(`questionBank.export.${format}`)}</ListSubheader>,
          ...scopes.map((scope) => (
            <MenuItem
              key={`${format}-${scope.categoryId ?? 'all'}`}
              onClick={() => void download(format, scope.categoryId)}
              data-testid={`bank-export-${format}-${scope.categoryId ?? 'all'}`}
            >
              <ListItemText
                primary={`${translate(`questionBank.export.${format}`)}: ${scope.label}`}
                secondary={scope.categoryId !== null ? category?.name : undefined}
                slotProps={{ primary: { sx: { whiteSpace: 'normal' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
}
