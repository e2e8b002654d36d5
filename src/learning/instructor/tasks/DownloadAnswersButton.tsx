import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { saveDownload } from '../../../dataProvider/download';

/**
 * "Download all answers": the server zips every answer of the task, a folder per student named
 * by surname, and the browser saves it (the request carries the session, so it is fetched, not linked).
 */
export function DownloadAnswersButton({ taskId, count }: { taskId: Identifier; count: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveDownload(await dataProvider.downloadTaskAnswers(taskId), 'answers.zip');
    } catch (error) {
      const text = [translate('tasks.review.downloadFailed'), (error as Error)?.message].filter(Boolean).join(' ');
      notify(text, { type: 'error', messageArgs: { _: text } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={translate('tasks.review.downloadAllHint')}>
      <span>
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={18} /> : <DownloadIcon />}
          onClick={() => void download()}
          disabled={busy || count === 0}
          sx={{ mb: 1 }}
        >
          {translate('tasks.review.downloadAll')}
        </Button>
      </span>
    </Tooltip>
  );
}
