/**
 * The checks the every-screen walk runs on each page: English words left in the Russian UI
 * (visible text, the document title and the attributes a screen reader or tooltip reads),
 * and axe-core's critical and serious findings.
 *
 * Data is not interface: a course called 'React in Practice' stays English in Russian. So the
 * walk collects every Latin word of the API answers the page received (names, descriptions,
 * emails) and allows those; what else is Latin is the app's own text, untranslated.
 */
import axe from 'axe-core';
import type { Page, Response } from 'playwright-core';

/** Latin words that are the same in Russian: formats, products, the language codes, and 'English' as a language calls itself. */
const ALWAYS_ALLOWED = new Set([
  'english',
  'csv',
  'pdf',
  'excel',
  'xlsx',
  'url',
  'ical',
  'en',
  'ru',
  'png',
  'jpeg',
  'jpg',
  'webp',
  'gif',
  'svg',
  'youtube',
  'vimeo',
  'rutube',
  'ics',
  'http',
  'https',
  'www',
  'utc',
  'gmt',
  'msk',
  'google',
  'lms',
  'api',
  'ok',
]);

/** Attributes read aloud or shown as tooltips. */
const READ_ATTRIBUTES = [
  'aria-label',
  'aria-roledescription',
  'aria-description',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
];

const LATIN_WORD = /[A-Za-z][A-Za-z'’]+/g;
const SKIPPED_TOKENS = /\S+@\S+|\bhttps?:\/\/\S+|\b[\w-]+(\.[\w-]+)+\/\S*|\b[\w-]+\.(test|com|ru|org|net|io|pdf|xlsx|csv|png|jpg|ics)\b/gi;

/** The Latin words of a text, lower-cased, with addresses and links taken out first. */
export function latinWords(text: string): string[] {
  return (text.replace(SKIPPED_TOKENS, ' ').match(LATIN_WORD) ?? []).map((word) => word.toLowerCase().replace(/['’]s$/, ''));
}

/** The Latin words of a JSON body's values (keys are not shown; Unicode escapes are read as the letters they are). */
function dataWordsOf(body: string): string[] {
  const values = body
    .replace(/"[A-Za-z_$][\w$]*"\s*:/g, ' ')
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, code: string) => String.fromCharCode(parseInt(code, 16)));
  return latinWords(values);
}

/** The Latin words the page's API answers brought; `settled()` waits until every answer so far has been read. */
export interface DataWords {
  words: Set<string>;
  settled(): Promise<void>;
}

/**
 * Collects the Latin words of every JSON answer from /api on the page, the data it shows.
 * Bodies are read asynchronously, so a check first awaits `settled()`; a body the browser no
 * longer holds (evicted under load) is asked for again with the page's own cookies.
 */
export function collectDataWords(page: Page): DataWords {
  const words = new Set<string>();
  const pending = new Set<Promise<void>>();
  const bodyOf = async (response: Response): Promise<string> => {
    try {
      return await response.text();
    } catch (error) {
      if (response.request().method() !== 'GET') throw error;
      return (await page.request.get(response.url())).text();
    }
  };
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const reading = bodyOf(response)
      .then((body) => dataWordsOf(body).forEach((word) => words.add(word)))
      .catch(() => undefined)
      .finally(() => pending.delete(reading));
    pending.add(reading);
  });
  return {
    words,
    async settled() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

/** What the page shows or reads aloud: its visible text, its title and the read attributes. */
async function readableTexts(page: Page): Promise<{ where: string; text: string }[]> {
  return page.evaluate((attributes) => {
    const found: { where: string; text: string }[] = [{ where: 'title', text: document.title }];
    found.push({ where: 'text', text: document.body.innerText });
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) found.push({ where: `${element.tagName.toLowerCase()}[${name}]`, text: value });
      }
    }
    return found;
  }, READ_ATTRIBUTES);
}

/** English words on a Russian page that no API answer brought: each as 'where: word (in "text")'. */
export async function englishWords(page: Page, dataWords: Set<string>, extraAllowed: string[] = []): Promise<string[]> {
  const allowed = new Set([...ALWAYS_ALLOWED, ...extraAllowed.map((word) => word.toLowerCase())]);
  const findings = new Set<string>();
  for (const { where, text } of await readableTexts(page)) {
    for (const word of latinWords(text)) {
      if (allowed.has(word) || dataWords.has(word)) continue;
      const at = text.toLowerCase().indexOf(word);
      findings.add(`${where}: ${word} (in "${text.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ')}")`);
    }
  }
  return [...findings];
}

/** axe-core's own code, as its authors offer it for injecting into a page. */
const AXE_SOURCE = axe.source;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * axe-core's critical and serious violations on the page, each as one line with the first
 * elements it names. `only` runs just those rules (the dark pass checks contrast alone:
 * the rest does not depend on the theme).
 */
export async function axeViolations(page: Page, only?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ rules, labelInName }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } })
        .axe;
      const run = async (context: unknown, options: object) =>
        (await axe.run(context, { ...options, resultTypes: ['violations'] })).violations;
      if (rules) return run(document, { runOnly: { type: 'rule', values: rules } });
      return [
        ...(await run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })),
        // label-content-name-mismatch (WCAG 2.5.3, label in name) is one of axe's experimental
        // rules, off unless named: a speech-input user says what a control shows, so its name
        // must contain that text. The calendar's day cells are left out: FullCalendar names each
        // by its day number (the ARIA grid pattern), and a day's cell is a container of events,
        // each a link named by its own text, not a control anyone speaks to.
        ...(await run({ exclude: [['.fc [role="gridcell"]']] }, { runOnly: { type: 'rule', values: [labelInName] } })),
      ];
    },
    { rules: only ?? null, labelInName: 'label-content-name-mismatch' },
  );
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes
          .slice(0, 3)
          .map((node) => JSON.stringify(node.target))
          .join(', ')}${violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : ''}`,
    );
}
