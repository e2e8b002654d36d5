import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import LinkIcon from '@mui/icons-material/Link';
import { useTranslate } from 'react-admin';
import { PenaltyTaken } from '../../shared/tasks/Lateness';
import type { TaskAnswerDto } from '../../../api/tasks';
import { ExternalLink } from '../../shared/ExternalLink';
import { useDateFormat } from '../../../i18n/dates';
import { usePointsFormat } from '../../shared/quizzes/quizFormat';

/**
 * The instructor's verdict, where the student cannot miss it: the comment of a returned answer
 * (what to fix), or the points and comment of an accepted one.
 */
export function ReviewNotice({ answer, timeZone }: { answer: TaskAnswerDto; timeZone: string }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const points = usePointsFormat();
  const by =
    answer.reviewerFullName && answer.reviewedAt
      ? translate('student.answer.reviewedBy', { name: answer.reviewerFullName, date: dateTime(answer.reviewedAt, timeZone) })
      : '';
  if (answer.status === 'NOT_ACCEPTED') {
    return (
      <Alert severity="error" variant="outlined" data-testid="review-comment" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
        <AlertTitle>{translate('student.answer.returnedTitle')}</AlertTitle>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontWeight: 500 }}>
          {answer.comment || translate('student.answer.noComment')}
        </Typography>
        {by && (
          <Typography variant="caption" sx={{ display: 'block', mt: 1 }}>
            {by}
          </Typography>
        )}
      </Alert>
    );
  }
  if (answer.status === 'ACCEPTED') {
    return (
      <Alert severity="success" variant="outlined" data-testid="review-comment" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
        <AlertTitle>
          {translate('student.answer.acceptedTitle', { points: points(answer.points ?? 0), max: points(answer.mark) })}
        </AlertTitle>
        <PenaltyTaken answer={answer} />
        {answer.comment && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{answer.comment}</Typography>}
        {by && (
          <Typography variant="caption" sx={{ display: 'block', mt: 1 }}>
            {by}
          </Typography>
        )}
      </Alert>
    );
  }
  return (
    <Alert severity="info" variant="outlined">
      {translate('student.answer.waitingNote')}
    </Alert>
  );
}

/** The answer as sent: its state, when it went, the text, files and links. */
export function AnswerView({ answer, timeZone }: { answer: TaskAnswerDto; timeZone: string }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  return (
    <Stack spacing={2} data-testid="my-answer">
      <Typography variant="body2" color="text.secondary">
        {translate(answer.late ? 'student.answer.sentLateAt' : 'student.answer.sentAt', {
          date: dateTime(answer.submittedAt, timeZone),
        })}
      </Typography>
      {answer.text ? (
        <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{answer.text}</Typography>
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {translate('student.answer.noText')}
        </Typography>
      )}
      {answer.files.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {translate('student.answer.files')}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {answer.files.map((file) => (
              <Box component="li" key={file.fileId} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <InsertDriveFileIcon fontSize="small" color="action" aria-hidden />
                <ExternalLink href={file.link} sx={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </ExternalLink>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      {answer.links.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {translate('student.answer.links')}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {answer.links.map((link) => (
              <Box component="li" key={link} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <LinkIcon fontSize="small" color="action" aria-hidden />
                <ExternalLink href={link} sx={{ overflowWrap: 'anywhere' }}>
                  {link}
                </ExternalLink>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
