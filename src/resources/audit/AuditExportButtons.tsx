import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { AuditFilter } from '../../api/audit';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { saveDownload, type Download } from '../../dataProvider/download';

type Format = 'csv' | 'xlsx';

/** The list's filters as the export's query: empty ones left out, as the list leaves them out. */
function exportQuery(filters: AuditFilter, format: Format): Record<string, string | number> {
  const query: Record<string, string | number> = { format };
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query[key] = value as string | number;
  }
  return query;
}

/** Export CSV and Export Excel: the server writes the file of every row the list's filters pass. */
export function AuditExportButtons() {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const { filterValues } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState<Format | null>(null);
  const download = async (format: Format) => {
    setBusy(format);
    try {
      const file = await dataProvider.send<Download>('audit/export', {
        searchParams: exportQuery(filterValues as AuditFilter, format),
        download: true,
      });
      saveDownload(file, `audit-log.${format}`);
    } catch (error) {
      notify((error as Error).message || 'audit.exportFailed', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button label="audit.exportCsv" onClick={() => void download('csv')} disabled={busy !== null}>
        <DownloadIcon />
      </Button>
      <Button label="audit.exportXlsx" onClick={() => void download('xlsx')} disabled={busy !== null}>
        <DownloadIcon />
      </Button>
    </>
  );
}
