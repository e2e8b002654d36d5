import { useState } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { saveDownload } from '../../dataProvider/download';

/** "Download template": an .xlsx with the columns the import reads, in the user's language, and an example row. */
export function ImportTemplateLink() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveDownload(await dataProvider.importTemplate('xlsx'), 'students-import-template.xlsx');
    } catch (error) {
      notify((error as Error).message || 'exports.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      <Link component="button" type="button" onClick={() => void download()} disabled={busy} sx={{ verticalAlign: 'baseline' }}>
        {translate('exports.template')}
      </Link>{' '}
      — {translate('exports.templateHint')}
    </Typography>
  );
}
