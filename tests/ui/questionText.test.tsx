import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { TextFormat } from '../../src/api/questionBank';
import { QuestionText } from '../../src/learning/instructor/questionBank/QuestionText';
import { TestProviders } from '../../src/mocks/providers/TestProviders';

/*
 * A question's text in each of Moodle's formats, as Moodle shows it: HTML as cleaned HTML,
 * Markdown as the HTML it stands for, Moodle's auto-format with its HTML and line breaks, plain
 * text as written. Whatever becomes HTML passes the rich-text view's cleaning: nothing runs.
 */

function shown(text: string, format: TextFormat): HTMLElement {
  const { container } = render(
    <TestProviders locale="en">
      <QuestionText text={text} format={format} />
    </TestProviders>,
  );
  return container;
}

const UNSAFE = '<img src=x onerror="window.pwned = 1"><script>window.pwned = 2</script>';

describe('a question text by its format', () => {
  it('renders Markdown: emphasis, lists and code, with nothing that runs', () => {
    const view = shown(`Which is **right**?\n\n- \`const\`\n- *let*\n\n${UNSAFE}`, 'markdown');
    expect(view.querySelector('strong')).toHaveTextContent('right');
    expect(view.querySelectorAll('li')).toHaveLength(2);
    expect(view.querySelector('code')).toHaveTextContent('const');
    expect(view.querySelector('em')).toHaveTextContent('let');
    expect(view.innerHTML).not.toMatch(/\*\*|onerror|<script/);
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('renders Moodle’s auto-format: its HTML kept, each line break a break', () => {
    const view = shown(`Line one\nLine <b>two</b>${UNSAFE}`, 'moodle');
    expect(view.querySelector('br')).not.toBeNull();
    expect(view.querySelector('b')).toHaveTextContent('two');
    expect(view.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('shows plain text as written: tags are text, line breaks kept', () => {
    const view = shown('a <b>b</b>\nc', 'plain');
    expect(view.querySelector('b')).toBeNull();
    expect(view).toHaveTextContent('a <b>b</b> c');
  });
});
