import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { TaskElement } from '../../src/api/tasks';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { cleanRichHtml, richTextHasContent, safeAddress } from '../../src/learning/shared/tasks/richHtml';
import { TaskElementsView } from '../../src/learning/shared/tasks/TaskElementsView';
import { TestProviders } from '../../src/mocks/providers/TestProviders';

async function renderElements(elements: TaskElement[], language: 'en' | 'ru' = 'en') {
  await i18nProvider.changeLocale(language);
  const view = render(
    <TestProviders locale={language}>
      <TaskElementsView elements={elements} />
    </TestProviders>,
  );
  return view.container;
}

describe('the task content renderer', () => {
  it('shows rich text, but nothing in it that could run', async () => {
    const container = await renderElements([
      {
        type: 'text',
        html:
          '<p>Hello <strong>class</strong><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">' +
          '<a href="javascript:alert(1)">bad</a> <a href="https://ok.example/" onclick="steal()">ok</a>' +
          '<iframe src="https://evil.example"></iframe><span style="position:fixed" onmouseover="x()">styled</span></p>' +
          '<svg><script>alert(1)</script></svg><img src="/api/static/files/a.png" alt="diagram"><a href="//evil.example/x">proto</a>' +
          '<a href="java\tscript:alert(1)">tab</a><form action="https://evil.example"><button>go</button></form>',
      },
    ]);
    const text = container.querySelector('.task-rich-text') as HTMLElement;
    expect(text).toHaveTextContent('Hello class');
    expect(text.querySelector('strong')).toHaveTextContent('class');
    expect(text.querySelector('script, iframe, svg, form, button, style')).toBeNull();
    expect(text.innerHTML).not.toMatch(/onerror|onclick|onmouseover|style=|javascript:/i);
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    // An image with no safe address is dropped; one of this site stays.
    expect(within(text).getAllByRole('img')).toHaveLength(1);
    expect(within(text).getByRole('img', { name: 'diagram' })).toHaveAttribute('src', '/api/static/files/a.png');
    expect(within(text).getByText('bad')).not.toHaveAttribute('href');
    expect(within(text).getByText('proto')).not.toHaveAttribute('href');
    expect(within(text).getByText('tab')).not.toHaveAttribute('href');
    const ok = within(text).getByRole('link', { name: 'ok' });
    expect(ok).toHaveAttribute('href', 'https://ok.example/');
    expect(ok).toHaveAttribute('target', '_blank');
    expect(ok).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(text).getByText('styled')).not.toHaveAttribute('style');
  });

  it('opens link blocks in a new tab without opener or referrer, and shows an unsafe one as text', async () => {
    await renderElements([
      { type: 'link', text: 'MDN: typeof', url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/typeof' },
      { type: 'link', text: 'Sneaky', url: 'javascript:alert(1)' },
      { type: 'link', text: 'Write to us', url: 'mailto:school@demo.test' },
    ]);
    const mdn = screen.getByRole('link', { name: 'MDN: typeof' });
    expect(mdn).toHaveAttribute('href', 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/typeof');
    expect(mdn).toHaveAttribute('target', '_blank');
    expect(mdn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Sneaky').closest('a')).toBeNull();
    const mail = screen.getByRole('link', { name: 'Write to us' });
    expect(mail).toHaveAttribute('href', 'mailto:school@demo.test');
    expect(mail).not.toHaveAttribute('target');
  });

  it('shows code as text in <pre><code>, images with their description and files as links', async () => {
    const container = await renderElements([
      { type: 'code', language: 'html', code: '<script>alert("hi")</script>\n  <b>indented</b>' },
      { type: 'image', fileId: 5, link: '/api/static/files/diagram.png', alt: 'How closures keep state' },
      { type: 'image', fileId: null, link: 'javascript:alert(1)', alt: 'never' },
      { type: 'file', fileId: 6, link: '/api/static/files/notes.pdf', name: 'notes.pdf' },
    ]);
    const code = container.querySelector('pre > code') as HTMLElement;
    expect(code.textContent).toBe('<script>alert("hi")</script>\n  <b>indented</b>');
    expect(code).toHaveAttribute('data-language', 'html');
    expect(container.querySelector('pre script, pre b')).toBeNull();
    expect(screen.getByRole('img', { name: 'How closures keep state' })).toHaveAttribute('src', '/api/static/files/diagram.png');
    expect(screen.queryByRole('img', { name: 'never' })).not.toBeInTheDocument();
    const file = screen.getByRole('link', { name: 'notes.pdf' });
    expect(file).toHaveAttribute('href', '/api/static/files/notes.pdf');
    expect(file).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('names code without a language in Russian', async () => {
    await renderElements([{ type: 'code', language: '', code: 'x = 1' }], 'ru');
    expect(screen.getByLabelText('Код: обычный текст')).toHaveTextContent('x = 1');
  });
});

describe('the HTML and address rules', () => {
  it('keeps only http(s), mailto for links and paths of this site', () => {
    expect(safeAddress('https://example.com/a')).toBe('https://example.com/a');
    expect(safeAddress('/api/static/files/a.png')).toBe('/api/static/files/a.png');
    expect(safeAddress('mailto:a@b.c')).toBeNull();
    expect(safeAddress('mailto:a@b.c', { mailto: true })).toBe('mailto:a@b.c');
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '\\\\evil',
      'relative/path',
    ]) {
      expect(safeAddress(bad), bad).toBeNull();
    }
  });

  it('unwraps unknown tags but drops the content of those that carry code', () => {
    expect(cleanRichHtml('<custom-tag>kept <em>text</em></custom-tag>')).toBe('kept <em>text</em>');
    expect(cleanRichHtml('<p>a<noscript><img src=x onerror=alert(1)></noscript>b</p>')).toBe('<p>ab</p>');
    expect(cleanRichHtml('<p><!-- note -->x</p>')).toBe('<p>x</p>');
    expect(cleanRichHtml('<ol start="3" onclick="x"><li>three</li></ol>')).toBe('<ol start="3"><li>three</li></ol>');
  });

  it('tells an empty editor from some text', () => {
    expect(richTextHasContent('')).toBe(false);
    expect(richTextHasContent('<p></p>')).toBe(false);
    expect(richTextHasContent('<p>&nbsp; </p>')).toBe(false);
    expect(richTextHasContent('<p>x</p>')).toBe(true);
    expect(richTextHasContent('<hr>')).toBe(true);
  });
});
