import { describe, expect, it } from 'vitest';
import { mailHtml } from '../../server/lib/mailHtml.js';

describe('how the lines of an HTML email wrap', () => {
  const html = mailHtml(
    'Здравствуйте! Преподаватель вернул ваш ответ на доработку.\n\nОткройте https://demo.test/student/courses/1/lessons/11/tasks/701?answers=waiting',
  );

  it('wraps between words: no rule lets a word break anywhere', () => {
    const body = html.match(/<body style="([^"]+)"/)![1];
    const paragraphs = [...html.matchAll(/<p style="([^"]+)"/g)].map((m) => m[1]);
    for (const style of [body, ...paragraphs]) {
      expect(style).toContain('word-break:normal');
      expect(style).toContain('overflow-wrap:break-word');
      expect(style).not.toMatch(/break-all|anywhere/);
    }
  });

  it('lets only an address break inside itself', () => {
    const links = [...html.matchAll(/<a href="[^"]+" style="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toHaveLength(1);
    expect(links[0]).toContain('overflow-wrap:anywhere');
    expect(html.match(/break-all|anywhere/g)).toHaveLength(2);
  });
});
