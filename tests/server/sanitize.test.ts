import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeRichText } from '../../server/lib/sanitize.js';

/** Nothing in the output may run: no script-bearing tag, no handler, no dangerous scheme. */
function expectInert(html: string) {
  const lower = html.toLowerCase();
  for (const tag of [
    '<script',
    '<iframe',
    '<svg',
    '<math',
    '<object',
    '<embed',
    '<style',
    '<link',
    '<meta',
    '<base',
    '<form',
    '<input',
    '<template',
    '<noscript',
  ]) {
    expect(lower, `${tag} in ${html}`).not.toContain(tag);
  }
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/style\s*=/);
  expect(lower).not.toMatch(/(href|src|srcset|action)\s*=\s*["']?\s*(javascript|vbscript|data):/);
  expect(lower).not.toContain('javascript:');
}

describe('sanitizeRichText', () => {
  it('keeps ordinary formatting, lists, tables, code and safe links', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em> and <code>code</code>.</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><table><tr><td colspan="2">cell</td></tr></table>' +
      '<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>' +
      '<a href="https://example.com/page?q=1">site</a> <a href="mailto:teacher@example.com">mail</a> <img src="https://example.com/a.png" alt="pic">';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2>Title</h2>');
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('<ol start="3">');
    expect(out).toContain('<td colspan="2">cell</td>');
    // Escaped code stays escaped text.
    expect(out).toContain('<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>');
    expect(out).toContain('href="https://example.com/page?q=1"');
    expect(out).toContain('href="mailto:teacher@example.com"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
    expect(out).toContain('<img src="https://example.com/a.png" alt="pic" />');
    expectInert(out);
  });

  const payloads: Array<[string, string, string?]> = [
    ['script tag', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['script with attributes', '<script src="https://evil.example/x.js"></script>ok', 'ok'],
    ['img onerror', '<img src=x onerror=alert(1)>'],
    ['event handler on an allowed tag', '<div onmouseover="alert(1)">hover</div>', '<div>hover</div>'],
    ['handler with odd spacing', '<p/onclick=alert(1)>x</p>'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['mixed-case javascript:', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['javascript: with a tab entity', '<a href="java&#x09;script:alert(1)">x</a>'],
    ['javascript: as entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
    ['javascript: after spaces', '<a href="   javascript:alert(1)">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>after', 'after'],
    ['svg with script inside', '<svg><script>alert(1)</script></svg>'],
    ['iframe', '<iframe src="https://evil.example"></iframe>after', 'after'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    ['data: link', '<a href="data:text/html,<script>alert(1)</script>">d</a>'],
    ['srcset with javascript:', '<img src="https://example.com/a.png" srcset="javascript:alert(1)">'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
    ['style tag', '<style>body{background:url("javascript:alert(1)")}</style>text', 'text'],
    ['expression() in style', '<div style="width: expression(alert(1))">w</div>', '<div>w</div>'],
    ['nested script split', '<scr<script>ipt>alert(1)</script>'],
    ['doubled brackets', '<<script>script>alert(1)<</script>/script>'],
    ['mXSS through math and style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ['template content', '<template><img src=x onerror=alert(1)></template>t', 't'],
    ['object and embed', '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">'],
    ['form with javascript action', '<form action="javascript:alert(1)"><input type="submit"></form>'],
    ['meta refresh and base', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:/">'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ['protocol-relative link', '<a href="//evil.example/">x</a>'],
    ['comment hiding a script', '<!--<script>alert(1)</script>-->ok', 'ok'],
    ['CDATA', '<![CDATA[<script>alert(1)</script>]]>'],
    ['unclosed attribute', '<img src="https://example.com/a.png" onerror="alert(1)'],
  ];

  for (const [name, payload, expected] of payloads) {
    it(`neutralises: ${name}`, () => {
      const out = sanitizeRichText(payload);
      expectInert(out);
      if (expected !== undefined) expect(out).toBe(expected);
    });
  }

  it('never leaves a link to javascript: in an href, whatever the disguise', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).not.toContain('href');
    expect(sanitizeRichText('<a href="//evil.example/">x</a>')).not.toContain('href');
  });

  it('is idempotent: cleaning clean output changes nothing', () => {
    for (const [, payload] of payloads) {
      const once = sanitizeRichText(payload);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });
});

describe('isSafeUrl', () => {
  it('accepts absolute http(s) addresses, and mailto only when asked', () => {
    expect(isSafeUrl('https://example.com/a?b=c')).toBe(true);
    expect(isSafeUrl('http://example.com')).toBe(true);
    expect(isSafeUrl('mailto:a@example.com')).toBe(false);
    expect(isSafeUrl('mailto:a@example.com', { mailto: true })).toBe(true);
  });

  it('refuses scripts, data, relative and malformed addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/relative',
      '//evil.example',
      'https://',
      'ftp://example.com',
      'https://exa mple.com',
      'java\tscript:alert(1)',
      '',
    ]) {
      expect(isSafeUrl(url, { mailto: true }), url).toBe(false);
    }
  });
});
