import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import LinkIcon from '@mui/icons-material/Link';
import { useTranslate } from 'react-admin';
import type { TaskElement } from '../../../api/tasks';
import { cleanRichHtml, safeAddress } from './richHtml';

export interface TaskElementsViewProps {
  elements: readonly TaskElement[];
  /** Shown when there are no blocks; nothing by default. */
  empty?: string;
}

/** Typography of the instructor's rich text: what the server keeps (sanitize.ts), styled by the theme. */
const richTextSx = {
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 1 },
  '& h1, & h2, & h3, & h4, & h5, & h6': { mt: 2, mb: 1, lineHeight: 1.3 },
  '& h1': { fontSize: '1.6rem' },
  '& h2': { fontSize: '1.35rem' },
  '& h3': { fontSize: '1.15rem' },
  '& h4, & h5, & h6': { fontSize: '1rem' },
  '& ul, & ol': { pl: 3, my: 1 },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, my: 1, pl: 2, color: 'text.secondary' },
  '& a': { color: 'primary.main' },
  '& code': { fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& pre': { fontFamily: 'monospace', bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto' },
  '& pre code': { bgcolor: 'transparent', p: 0 },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 2 },
} as const;

/** A text block: the server-sanitised HTML, cleaned once more to the same subset before it is shown. */
function RichText({ html }: { html: string }) {
  const clean = useMemo(() => cleanRichHtml(html), [html]);
  return <Box className="task-rich-text" sx={richTextSx} dangerouslySetInnerHTML={{ __html: clean }} />;
}

function ImageBlock({ link, alt }: { link: string; alt?: string }) {
  const translate = useTranslate();
  const src = safeAddress(link);
  if (!src) return null;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        component="img"
        src={src}
        alt={alt || translate('tasks.view.imageAlt')}
        loading="lazy"
        referrerPolicy="no-referrer"
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 480, height: 'auto', borderRadius: 1, border: 1, borderColor: 'divider' }}
      />
      {alt && (
        <Typography
          component="figcaption"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}
        >
          {alt}
        </Typography>
      )}
    </Box>
  );
}

function FileBlock({ link, name }: { link: string; name: string }) {
  const translate = useTranslate();
  const href = safeAddress(link);
  const label = name || translate('tasks.view.file');
  return (
    <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.25 }}>
      <AttachFileIcon color="primary" fontSize="small" aria-hidden />
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>
          {label}
        </Link>
      ) : (
        <Typography sx={{ overflowWrap: 'anywhere' }}>{label}</Typography>
      )}
    </Paper>
  );
}

function LinkBlock({ text, url }: { text: string; url: string }) {
  const href = safeAddress(url, { mailto: true });
  const mail = href?.toLowerCase().startsWith('mailto:');
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <LinkIcon color="primary" fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        {href ? (
          <Link
            href={href}
            {...(mail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {text || url}
          </Link>
        ) : (
          <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {text || url}
          </Typography>
        )}
        {text && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {url}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function CodeBlock({ language, code }: { language: string; code: string }) {
  const translate = useTranslate();
  return (
    <Box>
      {language && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5, fontFamily: 'monospace' }}>
          {language}
        </Typography>
      )}
      <Box
        component="pre"
        tabIndex={0}
        aria-label={translate('tasks.view.codeLabel', { language: language || translate('tasks.view.plainCode') })}
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          overflowX: 'auto',
          fontSize: '0.875rem',
          lineHeight: 1.5,
        }}
      >
        {/* Plain text: React escapes it, so code is shown, never run or parsed as HTML. */}
        <Box component="code" data-language={language || undefined} sx={{ fontFamily: 'monospace', whiteSpace: 'pre' }}>
          {code}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * A task's content blocks in order, as the student reads them and the instructor previews them:
 * rich text, images, files, links (a new tab, no opener or referrer) and code in <pre><code>.
 */
export function TaskElementsView({ elements, empty }: TaskElementsViewProps) {
  if (elements.length === 0) {
    return empty ? (
      <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {empty}
      </Typography>
    ) : null;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }} data-testid="task-elements">
      {elements.map((element, index) => (
        <Box key={index} data-element-type={element.type} sx={{ minWidth: 0 }}>
          {element.type === 'text' ? (
            <RichText html={element.html} />
          ) : element.type === 'image' ? (
            <ImageBlock link={element.link} alt={element.alt} />
          ) : element.type === 'file' ? (
            <FileBlock link={element.link} name={element.name} />
          ) : element.type === 'link' ? (
            <LinkBlock text={element.text} url={element.url} />
          ) : element.type === 'code' ? (
            <CodeBlock language={element.language} code={element.code} />
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
