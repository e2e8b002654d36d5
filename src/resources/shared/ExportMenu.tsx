import { useId, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { ExportFormat, ExportList } from '../../api/exports';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { saveDownload, type Download } from '../../dataProvider/download';

export interface ExportMenuProps {
  /** Asks the server for the file in a format. */
  onExport: (format: ExportFormat) => Promise<Download>;
  /** The file's name when the answer names none (without the extension). */
  fallbackName: string;
}

const FORMATS: Array<{ format: ExportFormat; label: string }> = [
  { format: 'csv', label: 'exports.csv' },
  { format: 'xlsx', label: 'exports.excel' },
];

/**
 * Export → CSV / Excel: the server builds the file (every row, in the user's language) and the
 * browser saves it. On a phone react-admin's Button keeps only its icon (the label becomes its
 * tooltip), so the toolbar still fits 415 px.
 */
export function ExportMenu({ onExport, fallbackName }: ExportMenuProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async (format: ExportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      saveDownload(await onExport(format), `${fallbackName}.${format}`);
    } catch (error) {
      notify((error as Error).message || 'exports.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        label="exports.button"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
      >
        {busy ? <CircularProgress size={18} /> : <DownloadIcon />}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {FORMATS.map(({ format, label }) => (
          <MenuItem key={format} onClick={() => void download(format)}>
            <ListItemText primary={translate(label)} secondary={translate(`exports.${format}Hint`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The export of an admin list, with the filters and sort the list shows. */
export function ListExportMenu({ list }: { list: ExportList }) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { filterValues, sort } = useListContext();
  return <ExportMenu fallbackName={list} onExport={(format) => dataProvider.exportList(list, format, { filter: filterValues, sort })} />;
}
