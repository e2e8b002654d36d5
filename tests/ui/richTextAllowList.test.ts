import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../server/lib/sanitize';
import { cleanRichHtml } from '../../src/learning/shared/tasks/richHtml';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../src/api/richText';

/*
 * One allow-list, two cleaners: what the browser's DOMPurify pass keeps is what the server's
 * sanitize-html keeps, so a text looks the same in the editor's preview and once saved.
 */

/** Parsed, so attribute order and <img /> versus <img> do not matter. */
function tree(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  return template;
}

function expectSameTree(browser: string, server: string, input: string) {
  expect(tree(browser).content.isEqualNode(tree(server).content), `${input}\nbrowser: ${browser}\nserver:  ${server}`).toBe(true);
}

const CORPUS = [
  '<h2>Title</h2><p><strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> <mark>m</mark> <sub>2</sub><sup>3</sup></p>',
  '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><dl><dt>t</dt><dd>d</dd></dl>',
  '<table><caption>c</caption><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">cell</td></tr></tbody></table>',
  '<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre><blockquote>q</blockquote><kbd>k</kbd>',
  '<a href="https://example.com/page?q=1" title="t" class="x" style="color:red">site</a> <a href="mailto:teacher@example.com">mail</a>',
  '<figure><img src="https://example.com/a.png" alt="pic" width="10" height="20" class="c"><figcaption>f</figcaption></figure>',
  '<img src="/api/static/files/a.png" alt="ours"><a href="/api/static/files/b.pdf">file</a>',
  '<custom-tag>kept <em>text</em></custom-tag><font color="red">plain</font>',
  '<p>a<noscript><img src=x onerror=alert(1)></noscript>b</p><!-- note --><p>x</p>',
  '<button onclick="steal()">Press</button> <label>L</label> <select><option>o</option></select>',
  '<form action="https://evil.example"><input value="v"><textarea>t</textarea></form>after',
  '<video src="https://example.com/v.mp4">fallback</video><audio>sound</audio>',
  '<div onmouseover="alert(1)" id="i" data-x="1" aria-label="a">hover</div><span lang="en" dir="rtl">s</span>',
  '<a href="javascript:alert(1)">js</a><a href="//evil.example/">proto</a><a href="java&#x09;script:alert(1)">tab</a>',
  '<svg onload=alert(1)><circle r="1"/></svg><math><mi>x</mi></math><iframe src="https://evil.example"></iframe>after',
  '<style>p{}</style><script>alert(1)</script><template><b>t</b></template><object data="x"></object>end',
];

describe('the rich text allow-list', () => {
  it.each(CORPUS)('keeps in the browser what the server keeps: %s', (input) => {
    expectSameTree(cleanRichHtml(input), sanitizeRichText(input), input);
  });

  it('keeps every allowed tag and attribute in the browser', () => {
    const VOID = new Set(['br', 'hr', 'img']);
    // Table parts and list items mean something only inside their parent; the parser drops them elsewhere.
    const wrap = (tag: string, html: string) =>
      ['td', 'th'].includes(tag)
        ? `<table><tbody><tr>${html}</tr></tbody></table>`
        : tag === 'tr'
          ? `<table><tbody>${html}</tbody></table>`
          : ['caption', 'thead', 'tbody', 'tfoot'].includes(tag)
            ? `<table>${html.replace('>x<', '><tr><td>x</td></tr><')}</table>`
            : tag === 'li'
              ? `<ul>${html}</ul>`
              : html;
    for (const tag of RICH_TEXT_TAGS) {
      const names = RICH_TEXT_ATTRIBUTES[tag] ?? [];
      const attributes = names.map((name) => ` ${name}="${name === 'href' || name === 'src' ? 'https://example.com/x' : '2'}"`).join('');
      const inner = tag === 'tr' ? '<td>x</td>' : 'x';
      const html = wrap(tag, VOID.has(tag) ? `<${tag}${attributes}>` : `<${tag}${attributes}>${inner}</${tag}>`);
      const kept = tree(cleanRichHtml(html)).content.querySelector(tag);
      expect(kept, html).not.toBeNull();
      for (const name of names)
        expect(kept!.getAttribute(name), `${tag}[${name}]`).toBe(name === 'href' || name === 'src' ? 'https://example.com/x' : '2');
    }
  });

  it('drops an image whose address was refused, where the server keeps its alt text as an empty image', () => {
    expect(cleanRichHtml('<p>a<img src="javascript:alert(1)" alt="x">b</p>')).toBe('<p>ab</p>');
  });
});
