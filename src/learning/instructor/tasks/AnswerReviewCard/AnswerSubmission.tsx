import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import LinkIcon from '@mui/icons-material/Link';
import { useTranslate } from 'react-admin';
import type { TaskAnswerDto } from '../../../../api/tasks';
import { ExternalLink } from '../../../shared/ExternalLink';
import { safeAddress } from '../../../shared/tasks/richHtml';
import { Section } from './Section';

/** The answer's text, in a monospaced font when it looks like code. */
export function AnswerText({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Section title={translate('tasks.review.answerText')}>
      {text.trim() ? (
        <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover', maxHeight: 360, overflow: 'auto' }}>
          <Typography
            component="div"
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontFamily: /[{};]|=>/.test(text) ? 'monospace' : undefined,
              fontSize: '0.95rem',
            }}
            data-testid="answer-text"
          >
            {text}
          </Typography>
        </Paper>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {translate('tasks.review.noText')}
        </Typography>
      )}
    </Section>
  );
}

/** The files sent with the answer. */
export function AnswerFiles({ files }: { files: NonNullable<TaskAnswerDto['files']> }) {
  const translate = useTranslate();
  return (
    <Section title={translate('tasks.review.files', { smart_count: files.length })}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {files.map((file) => {
          const href = safeAddress(file.link);
          return (
            <Box component="li" key={file.fileId} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
              <AttachFileIcon fontSize="small" color="action" aria-hidden />
              {href ? (
                <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Link>
              ) : (
                <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}

/** The links sent with the answer. */
export function AnswerLinks({ links }: { links: NonNullable<TaskAnswerDto['links']> }) {
  const translate = useTranslate();
  return (
    <Section title={translate('tasks.review.links', { smart_count: links.length })}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {links.map((link, index) => (
          <Box component="li" key={`${index}-${link}`} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
            <LinkIcon fontSize="small" color="action" aria-hidden />
            <ExternalLink href={link} sx={{ overflowWrap: 'anywhere' }}>
              {link}
            </ExternalLink>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
