import type { BankImportFormat, BankQuestionType, ImportProblem } from '../../api/questionBank';

/*
 * Just enough of GIFT and Moodle XML for the mock API to preview a file: each question's name,
 * kind, category and line, and a few problems. The real readers are the server's; this one
 * only has to make stories and tests tell files apart.
 */

export interface ReadQuestion {
  name: string;
  type: BankQuestionType;
  categoryPath: string[];
  line: number;
  text: string;
}

/** "$course$/top/Default/Основы" → ['Default', 'Основы']. */
const categoryPathOf = (value: string) =>
  value
    .trim()
    .replace(/^\$\w+\$\/?/, '')
    .replace(/^top\/?/, '')
    .split('/')
    .filter(Boolean);

function giftKind(answers: string | null): BankQuestionType {
  if (answers === null) return 'DESCRIPTION';
  const body = answers.trim();
  if (!body) return 'ESSAY';
  if (/^(T|F|TRUE|FALSE)$/i.test(body)) return 'TRUE_FALSE';
  if (body.startsWith('#')) return 'NUMERICAL';
  if (body.includes('->')) return 'MATCHING';
  if (body.includes('~')) return body.includes('=') ? 'ONE_FROM_LIST' : 'MANY_FROM_LIST';
  return 'SHORT_ANSWER';
}

function readGift(content: string): { questions: ReadQuestion[]; problems: ImportProblem[] } {
  const questions: ReadQuestion[] = [];
  const problems: ImportProblem[] = [];
  let categoryPath: string[] = [];
  const lines = content.split(/\r?\n/);
  let block: string[] = [];
  let start = 0;
  const flush = () => {
    const source = block.join('\n').trim();
    block = [];
    if (!source) return;
    const category = /^\$CATEGORY:\s*(.+)$/m.exec(source);
    if (category) return void (categoryPath = categoryPathOf(category[1]));
    const open = source.indexOf('{');
    const close = source.lastIndexOf('}');
    if (open >= 0 && close < open) return void problems.push({ line: start, key: 'unclosedBrace' });
    const answers = open >= 0 ? source.slice(open + 1, close) : null;
    for (const weight of (answers ?? '').matchAll(/%(-?\d+(?:\.\d+)?)%/g))
      if (Math.abs(Number(weight[1])) > 100) problems.push({ line: start, key: 'badWeight', params: { weight: weight[1] } });
    const named = /^::(.*?)::/.exec(source);
    const text = (named ? source.slice(named[0].length) : source).replace(/\{[\s\S]*\}/, '').trim();
    questions.push({ name: named?.[1].trim() || text.slice(0, 40), type: giftKind(answers), categoryPath, line: start, text });
  };
  lines.forEach((line, index) => {
    if (!line.trim()) return flush();
    if (line.trim().startsWith('//')) return;
    if (!block.length) start = index + 1;
    block.push(line);
  });
  flush();
  return { questions, problems };
}

const XML_KINDS: Record<string, BankQuestionType> = {
  multichoice: 'ONE_FROM_LIST',
  truefalse: 'TRUE_FALSE',
  shortanswer: 'SHORT_ANSWER',
  numerical: 'NUMERICAL',
  matching: 'MATCHING',
  ordering: 'ORDERING',
  essay: 'ESSAY',
  description: 'DESCRIPTION',
};

function readXml(content: string): { questions: ReadQuestion[]; problems: ImportProblem[] } {
  if (!/<quiz[\s>]/.test(content)) return { questions: [], problems: [{ line: 1, key: 'badXml', params: { detail: '<quiz>' } }] };
  const questions: ReadQuestion[] = [];
  const problems: ImportProblem[] = [];
  let categoryPath: string[] = [];
  for (const match of content.matchAll(/<question\s+type="([\w-]+)"\s*>([\s\S]*?)<\/question>/g)) {
    const line = content.slice(0, match.index).split('\n').length;
    const [, type, inner] = match;
    const text = (tag: string) => new RegExp(`<${tag}[^>]*>\\s*<text>([\\s\\S]*?)</text>`).exec(inner)?.[1].trim() ?? '';
    if (type === 'category') categoryPath = categoryPathOf(text('category'));
    else if (!XML_KINDS[type]) problems.push({ line, key: 'unsupportedType', params: { type } });
    else {
      const many = type === 'multichoice' && /<single>\s*(false|0)\s*<\/single>/.test(inner);
      questions.push({
        name: text('name'),
        type: many ? 'MANY_FROM_LIST' : XML_KINDS[type],
        categoryPath,
        line,
        text: text('questiontext'),
      });
    }
  }
  return { questions, problems };
}

/** The questions a file holds and its problems; a file with neither is "empty". */
export function readImportFile(format: BankImportFormat, content: string) {
  const read = format === 'gift' ? readGift(content) : readXml(content);
  if (!read.questions.length && !read.problems.length) read.problems.push({ line: 1, key: 'empty' });
  return read;
}
