import Typography from '@mui/material/Typography';
import type { TextFormat } from '../../../api/questionBank';
import { TaskElementsView } from '../../shared/tasks/TaskElementsView';

/**
 * A question's text by its format. HTML goes only through the app's rich-text view, which
 * cleans it to the server's allow-list once more (a bank filled by an import holds whatever the
 * file had); Moodle's own, Markdown and plain text are shown as written, line breaks kept,
 * since React escapes them.
 */
export function QuestionText({ text, format }: { text: string; format: TextFormat }) {
  if (format === 'html') return <TaskElementsView elements={[{ type: 'text', html: text }]} />;
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
}
