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
import type { Page } from 'playwright-core';

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

/**
 * A value that names a constant of the code, not a text for people: 'EVENT', 'OPEN_DAY',
 * 'IN_PROGRESS'. The page must translate these, so they are never allowed as data (or 'event'
 * and 'open' would pass everywhere).
 */
const ENUM_VALUE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/** The texts of a JSON value: every string inside it, keys left out (they are not shown). */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => stringsOf(item, into));
  return into;
}

/** The Latin words of a JSON body's values, enum-like constants left out. */
export function dataWordsOf(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  return stringsOf(parsed)
    .filter((text) => !ENUM_VALUE.test(text.trim()))
    .flatMap(latinWords);
}

/** The Latin words the page's API answers brought. */
export interface DataWords {
  words: Set<string>;
}

/**
 * Collects the Latin words of every JSON answer from /api on the page, the data it shows. Each
 * answer is read in the middle, before the page gets it, so its words are known before anything
 * it brought can be on screen. Listening to responses instead lost words in CI: a body the
 * browser had already let go of under load could not be read again, and the data it showed was
 * then reported as untranslated English. WebSockets (the notifications) are not routed.
 */
export async function collectDataWords(page: Page): Promise<DataWords> {
  const words = new Set<string>();
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.body();
        if ((response.headers()['content-type'] ?? '').includes('json'))
          dataWordsOf(body.toString('utf8')).forEach((word) => words.add(word));
        await route.fulfill({ response, body });
      } catch {
        // The page went on (or closed) while its request was out: it no longer waits for it.
        await route.abort().catch(() => undefined);
      }
    },
  );
  return { words };
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

/**
 * A page has exactly one h1, its name (axe's page-has-heading-one is only 'moderate', below what
 * the walk reports, and does not count them). Hidden headings do not count; visually hidden ones do.
 */
export async function headingProblems(page: Page): Promise<string[]> {
  const headings = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('h1, [role="heading"][aria-level="1"]'))
      .filter((heading) => heading.checkVisibility() && !heading.closest('[aria-hidden="true"], [inert]'))
      .map((heading) => (heading.textContent ?? '').trim()),
  );
  if (headings.length === 1) return headings[0] ? [] : ['its h1 is empty'];
  return [
    `${headings.length} h1 headings, not one${headings.length ? `: ${headings.map((text) => JSON.stringify(text)).join(', ')}` : ''}`,
  ];
}

/** The tab's title is '<page> — <site>' (SPEC §9; issue 16, defect 3): the page is named, not the site alone. */
export async function titleProblems(page: Page, site: string): Promise<string[]> {
  const suffix = ` — ${site}`;
  // The title follows the page's heading once its data has come: wait for it rather than read it once.
  const ok = await page
    .waitForFunction((end) => document.title.endsWith(end) && document.title.slice(0, -end.length).trim().length > 0, suffix, {
      timeout: 5_000,
    })
    .then(() => true)
    .catch(() => false);
  return ok ? [] : [`title ${JSON.stringify(await page.title())} is not '<page> — ${site}'`];
}
