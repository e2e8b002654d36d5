import Typography from '@mui/material/Typography';
import { marked } from 'marked';
import type { TextFormat } from '../../../api/questionBank';
import { TaskElementsView } from '../../shared/tasks/TaskElementsView';

/**
 * The HTML a text of `format` shows, as Moodle renders it; null for plain text. Markdown is
 * Markdown (GitHub's flavour); Moodle's own auto-format keeps its HTML and turns line breaks
 * into breaks (text_to_html).
 */
function htmlOf(text: string, format: TextFormat): string | null {
  if (format === 'html') return text;
  if (format === 'markdown') return marked.parse(text, { async: false, gfm: true }).trim();
  if (format === 'moodle') return text.replace(/\r?\n/g, '<br>');
  return null;
}

/**
 * A question's text by its format. Whatever becomes HTML goes only through the app's rich-text
 * view, which cleans it to the server's allow-list (a bank filled by an import holds whatever
 * the file had, and Markdown may hold HTML); plain text is shown as written, line breaks kept,
 * since React escapes it.
 */
export function QuestionText({ text, format }: { text: string; format: TextFormat }) {
  const html = htmlOf(text, format);
  if (html !== null) return <TaskElementsView elements={[{ type: 'text', html }]} />;
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}
