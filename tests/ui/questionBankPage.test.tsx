import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { t as serverText } from '../../server/i18n';
import { catchDownloads, expectListed, feedImport, fill, plural, recordCalls, renderBank } from './questionBankSetup';
import { server } from './server';

/*
 * A course's question bank (instructor): the category tree and its questions, filters, the
 * categories' create, rename and delete, every kind's details, import with a dry run first, and
 * export. Against the mock API of src/mocks/questionBank.
 */

afterEach(() => {
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

const ALL = [
  'Keyword for constants',
  'Примитивные типы',
  'Hoisting',
  'Имя метода массива',
  'Arity',
  'Operators',
  'Этапы загрузки страницы',
  'Closures essay',
  'Диаграмма',
  'About this section',
];
/** The category tree, where category buttons are (a question row may share a name). */
const tree = () => within(screen.getByTestId('bank-category-tree'));
const category = (id: number) => screen.getByTestId(`bank-category-${id}`);

describe('question bank page', { timeout: 60_000 }, () => {
  it.each(['en', 'ru'] as const)('shows the nested categories and the questions of the first one (%s)', async (language) => {
    const { t } = await renderBank({ language });
    await screen.findByTestId('bank-category-tree');
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    // Crumbs: My courses › course › Question bank.
    expect(await screen.findByRole('link', { name: 'JavaScript Fundamentals' })).toHaveAttribute('href', '/courses/1');
    // Nested: Functions sits inside Основы, which sits inside Default.
    const functions = category(902);
    expect(category(901).closest('li')).toContainElement(functions);
    expect(category(900).closest('li')).toContainElement(category(901));
    expect(category(900)).toHaveAttribute('aria-current', 'true');
    expect(category(900)).toHaveTextContent(`${plural(t.categories.count, 3, language)} (10)`);
    expect(functions).toHaveTextContent(plural(t.categories.count, 3, language));
    // With subcategories (the default): all ten.
    await expectListed(ALL);
    const row = screen.getByTestId('bank-question-9001');
    expect(within(row).getByTestId('question-kind')).toHaveTextContent(t.kinds.ONE_FROM_LIST);
    expect(within(row).getByTestId('question-points')).toHaveTextContent(plural(t.list.points, 1, language));
    expect(row).toHaveTextContent('Which keyword declares a variable that cannot be reassigned?');
    // An HTML text's row shows its words, not its tags.
    expect(screen.getByTestId('bank-question-9002')).toHaveTextContent('Какие из типов примитивные?');
    expect(screen.getByTestId('bank-question-9002')).not.toHaveTextContent('<strong>');
  });

  it('lists one category without its subcategories, another by selecting it', async () => {
    const { user, t } = await renderBank();
    await expectListed(ALL);
    await user.click(screen.getByRole('checkbox', { name: t.list.includeSub }));
    await expectListed(['Closures essay', 'Диаграмма', 'Этапы загрузки страницы']);
    await user.click(category(902));
    expect(category(902)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { level: 2, name: fill(t.list.titleIn, { name: 'Functions' }) })).toBeVisible();
    await expectListed(['Arity', 'Hoisting', 'Имя метода массива']);
  });

  it('filters by kind and searches, asking the server', async () => {
    const calls = recordCalls();
    const { user, t } = await renderBank();
    await expectListed(ALL);
    await user.click(screen.getByRole('combobox', { name: t.list.kind }));
    await user.click(await screen.findByRole('option', { name: t.kinds.NUMERICAL }));
    await expectListed(['Arity']);
    expect(calls.some((c) => c.path.endsWith('/questions') && c.query.get('type') === 'NUMERICAL')).toBe(true);
    await user.click(screen.getByRole('combobox', { name: t.list.kind }));
    await user.click(await screen.findByRole('option', { name: t.list.allKinds }));
    await user.type(screen.getByRole('searchbox', { name: t.list.search }), 'массив');
    await expectListed(['Имя метода массива']);
    await user.type(screen.getByRole('searchbox', { name: t.list.search }), 'zzz');
    expect(await screen.findByText(t.list.none)).toBeVisible();
  });
});

describe('categories', { timeout: 60_000 }, () => {
  it('adds a subcategory, renames it and deletes it after a confirm', async () => {
    const calls = recordCalls();
    const { user, t } = await renderBank();
    await expectListed(ALL);
    await user.click(category(902));
    await user.click(screen.getByRole('button', { name: fill(t.categories.addSubTo, { name: 'Functions' }) }));
    let dialog = await screen.findByRole('dialog', { name: fill(t.categories.newTitle, { name: 'Functions' }) });
    await user.type(within(dialog).getByRole('textbox', { name: t.categories.name }), 'Closures');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(serverText('en', 'questionBank.categoryCreated'))).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Closures', parentId: 902 });
    // The new one is selected, inside Functions, and empty.
    const created = await tree().findByRole('button', { name: /^Closures/ });
    await waitFor(() => expect(created).toHaveAttribute('aria-current', 'true'));
    expect(category(902).closest('li')).toContainElement(created);
    expect(await screen.findByText(t.list.empty)).toBeVisible();

    await user.click(screen.getByRole('button', { name: fill(t.categories.renameNamed, { name: 'Closures' }) }));
    dialog = await screen.findByRole('dialog', { name: t.categories.renameTitle });
    const name = within(dialog).getByRole('textbox', { name: t.categories.name });
    expect(name).toHaveValue('Closures');
    await user.clear(name);
    await user.type(name, 'Замыкания');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await tree().findByRole('button', { name: /^Замыкания/ })).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Замыкания', parentId: 902 });

    await user.click(screen.getByRole('button', { name: t.categories.delete }));
    const confirm = await screen.findByRole('dialog', { name: fill(t.categories.deleteTitle, { name: 'Замыкания' }) });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: t.categories.delete }));
    expect(await screen.findByText(serverText('en', 'questionBank.categoryDeleted'))).toBeVisible();
    await waitFor(() => expect(tree().queryByRole('button', { name: /^Замыкания/ })).toBeNull());
    // Back to its parent.
    await waitFor(() => expect(category(902)).toHaveAttribute('aria-current', 'true'));
  });

  it('says why a category that still holds questions is not deleted (ru)', async () => {
    const { user, t } = await renderBank({ language: 'ru' });
    await expectListed(ALL);
    await user.click(category(901));
    await user.click(screen.getByRole('button', { name: t.categories.delete }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.categories.delete }));
    expect(await screen.findByText(serverText('ru', 'questionBank.categoryNotEmpty'))).toBeVisible();
    expect(category(901)).toBeInTheDocument();
  });

  it('asks for a name before sending', async () => {
    const calls = recordCalls();
    const { user, t } = await renderBank();
    await expectListed(ALL);
    await user.click(screen.getByRole('button', { name: fill(t.categories.addSubTo, { name: 'Default' }) }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(t.categories.nameRequired)).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

/** Opens a question from the list; answers its dialog. */
async function openQuestion(user: Awaited<ReturnType<typeof renderBank>>['user'], questionId: number) {
  // The one before has faded out.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(await screen.findByTestId(`bank-question-${questionId}`));
  const dialog = await screen.findByRole('dialog');
  // The title is the question's name once it has loaded.
  await waitFor(() => expect(within(dialog).getByRole('heading', { level: 2 }).textContent).not.toBe('…'));
  return within(dialog);
}

const answers = (dialog: ReturnType<typeof within>) => dialog.getAllByTestId('bank-answer').map((a: HTMLElement) => a.textContent);

describe('a question of each kind', { timeout: 60_000 }, () => {
  it('shows choices with their credit and feedback, and an HTML text only through the rich-text view', async () => {
    const { user, t } = await renderBank();
    let dialog = await openQuestion(user, 9001);
    expect(dialog.getByTestId('question-kind')).toHaveTextContent(t.kinds.ONE_FROM_LIST);
    expect(dialog.getByText('Which keyword declares a variable that cannot be reassigned?')).toBeVisible();
    expect(answers(dialog)).toEqual(['const100%Feedback: Right.', 'let0%Feedback: let can be reassigned.', 'var0%']);
    expect(dialog.getByText(t.question.shuffled)).toBeVisible();
    expect(dialog.getByText('const prevents reassignment, not mutation.')).toBeVisible();
    expect(dialog.getByText(/Default › Основы/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: t.question.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openQuestion(user, 9002);
    expect(dialog.getByTestId('question-kind')).toHaveTextContent(t.kinds.MANY_FROM_LIST);
    // Rendered as HTML by the sanitising view: <strong> is an element, not text. Its feedback is in its format too.
    const [rich] = dialog.getAllByTestId('task-elements');
    expect(rich.querySelector('strong')).toHaveTextContent('примитивные');
    expect(rich).not.toHaveTextContent('<p>');
    expect(answers(dialog)).toEqual(['string50%', 'number50%', 'object-100%Feedback: Объект — не примитив.']);
  });

  it('shows true/false, short answer and numerical details', async () => {
    const { user, t } = await renderBank();
    let dialog = await openQuestion(user, 9003);
    expect(dialog.getByTestId('question-kind')).toHaveTextContent(t.kinds.TRUE_FALSE);
    expect(dialog.getByText(fill(t.question.truthIs, { value: t.question.true }))).toBeVisible();
    expect(answers(dialog)).toEqual([
      `${t.question.feedbackTrue}: Yes: the whole declaration moves up.`,
      `${t.question.feedbackFalse}: They are: declarations are hoisted with their body.`,
    ]);
    await user.click(dialog.getByRole('button', { name: t.question.close }));

    dialog = await openQuestion(user, 9004);
    expect(dialog.getByTestId('question-kind')).toHaveTextContent(t.kinds.SHORT_ANSWER);
    // A plain text keeps its line break.
    const typed = 'Как называется метод,\nкоторый создаёт новый массив из результатов функции?';
    expect(dialog.getByText(typed, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toHaveStyle({
      whiteSpace: 'pre-wrap',
    });
    expect(answers(dialog)).toEqual(['map100%', 'Array.prototype.map50%Feedback: Полное имя — половина баллов.']);
    expect(dialog.getByText(t.question.caseInsensitive)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: t.question.close }));

    dialog = await openQuestion(user, 9005);
    expect(dialog.getByTestId('question-kind')).toHaveTextContent(t.kinds.NUMERICAL);
    expect(answers(dialog)).toEqual(['3 ± 0100%', '2.5 ± 0.525%Feedback: Close.']);
  });

  it('shows matching pairs, ordering items in order, and the kinds without answers (ru)', async () => {
    const { user, t } = await renderBank({ language: 'ru' });
    let dialog = await openQuestion(user, 9006);
    expect(dialog.getByTestId('question-kind')).toHaveTextContent(t.kinds.MATCHING);
    expect(answers(dialog)).toEqual(['=== → strict equality', '?? → nullish coalescing', `bitwise shift ${t.question.distractor}`]);
    await user.click(dialog.getByRole('button', { name: t.question.close }));

    dialog = await openQuestion(user, 9007);
    expect(dialog.getByTestId('question-kind')).toHaveTextContent(t.kinds.ORDERING);
    expect(
      within(dialog.getByTestId('bank-order'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['DOMContentLoaded', 'load', 'beforeunload']);
    await user.click(dialog.getByRole('button', { name: t.question.close }));

    for (const [id, kind, note] of [
      [9008, t.kinds.ESSAY, t.question.essay],
      [9009, t.kinds.FILE_ANSWER, t.question.fileAnswer],
      [9010, t.kinds.DESCRIPTION, t.question.description],
    ] as const) {
      dialog = await openQuestion(user, id);
      expect(dialog.getByTestId('question-kind')).toHaveTextContent(kind);
      expect(dialog.getByText(note)).toBeVisible();
      await user.click(dialog.getByRole('button', { name: t.question.close }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('deletes a question after a confirm, and the list reloads', async () => {
    const { user, t } = await renderBank();
    const dialog = await openQuestion(user, 9008);
    await user.click(dialog.getByRole('button', { name: t.question.delete }));
    const confirm = await screen.findByRole('dialog', { name: fill(t.question.deleteTitle, { name: 'Closures essay' }) });
    await user.click(within(confirm).getByRole('button', { name: t.question.delete }));
    expect(await screen.findByText(serverText('en', 'questionBank.questionDeleted'))).toBeVisible();
    await expectListed(ALL.filter((name) => name !== 'Closures essay'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

const GIFT = `$CATEGORY: $course$/top/Default/Imported

::Capital of France:: What is the capital of France? {=Paris ~London ~Berlin}

::Sky:: The sky is blue. {T}

::Pi:: Pi to two places? {#3.14:0.01}
`;

/** Opens the import dialog and chooses a file; answers the dialog. */
async function chooseFile(
  user: Awaited<ReturnType<typeof renderBank>>['user'],
  t: Awaited<ReturnType<typeof renderBank>>['t'],
  name: string,
  text: string,
) {
  feedImport({ name, text });
  const file = new File([text], name, { type: name.endsWith('.xml') ? 'application/xml' : 'text/plain' });
  await expectListed(ALL);
  await user.click(screen.getByRole('button', { name: t.import.button }));
  const dialog = within(await screen.findByRole('dialog', { name: t.import.title }));
  await user.upload(screen.getByTestId('bank-import-file-input'), file);
  return dialog;
}

describe('import', { timeout: 60_000 }, () => {
  it.each(['en', 'ru'] as const)('checks a file at once by a dry run and previews what would come in (%s)', async (language) => {
    const calls = recordCalls();
    const { user, t } = await renderBank({ language });
    const dialog = await chooseFile(user, t, 'questions.gift', GIFT);
    const preview = await dialog.findByRole('table', { name: t.import.preview });
    const rows = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Capital of France', t.kinds.ONE_FROM_LIST, 'Default › Imported'],
      ['Sky', t.kinds.TRUE_FALSE, 'Default › Imported'],
      ['Pi', t.kinds.NUMERICAL, 'Default › Imported'],
    ]);
    const imports = calls.filter((c) => c.path.endsWith('/question-bank/import'));
    expect(imports.map((c) => [c.query.get('format'), c.query.get('dryRun')])).toEqual([['gift', 'true']]);
    expect(dialog.getByRole('button', { name: plural(t.import.commit, 3, language) })).toBeEnabled();
    expect(dialog.queryByTestId('bank-import-errors')).toBeNull();
  });

  it.each(['en', 'ru'] as const)('lists a broken file’s problems with their lines and will not import it (%s)', async (language) => {
    const { user, t } = await renderBank({ language });
    const dialog = await chooseFile(user, t, 'broken.gift', GIFT);
    const errors = await dialog.findByRole('table', { name: t.import.errorsTitle });
    const rows = within(errors)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['3', serverText(language, 'questionBank.import.unclosedBrace')],
      ['7', serverText(language, 'questionBank.import.badWeight', { weight: '150' })],
    ]);
    expect(dialog.getByText(t.import.errorsHint)).toBeVisible();
    expect(dialog.getByRole('button', { name: plural(t.import.commit, 3, language) })).toBeDisabled();
  });

  it('reads Moodle XML when chosen, and checks the file again on a change of format', async () => {
    const calls = recordCalls();
    const { user, t } = await renderBank();
    const xml = `<?xml version="1.0"?>\n<quiz>\n<question type="essay">\n<name><text>Why tests</text></name>\n<questiontext format="html"><text>Why?</text></questiontext>\n</question>\n<question type="calculated">\n<name><text>Calc</text></name>\n</question>\n</quiz>\n`;
    feedImport({ name: 'bank.xml', text: xml });
    await expectListed(ALL);
    await user.click(screen.getByRole('button', { name: t.import.button }));
    const dialog = within(await screen.findByRole('dialog', { name: t.import.title }));
    await user.click(dialog.getByRole('radio', { name: new RegExp(t.import.moodlexml) }));
    await user.upload(screen.getByTestId('bank-import-file-input'), new File([xml], 'bank.xml', { type: 'application/xml' }));
    const errors = await dialog.findByRole('table', { name: t.import.errorsTitle });
    expect(errors).toHaveTextContent(serverText('en', 'questionBank.import.unsupportedType', { type: 'calculated' }));
    expect(within(errors).getAllByRole('cell')[0]).toHaveTextContent('7');
    expect(dialog.getByRole('table', { name: t.import.preview })).toHaveTextContent('Why tests');
    // The same file again, read as GIFT once that format is chosen.
    await user.click(dialog.getByRole('radio', { name: new RegExp(t.import.gift) }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/import')).map((c) => c.query.get('format'))).toEqual(['moodlexml', 'gift']),
    );
    expect(screen.getByTestId('bank-import-file-input')).toHaveAttribute('accept', expect.stringContaining('.gift'));
  });

  it('imports for real, then the list reloads and a notice counts them', async () => {
    const calls = recordCalls();
    const { user, t } = await renderBank();
    const dialog = await chooseFile(user, t, 'questions.gift', GIFT);
    await user.click(await dialog.findByRole('button', { name: plural(t.import.commit, 3, 'en') }));
    expect(await screen.findByText(plural(t.import.done, 3, 'en'))).toBeVisible();
    const imports = calls.filter((c) => c.path.endsWith('/question-bank/import'));
    expect(imports.map((c) => c.query.get('dryRun'))).toEqual(['true', 'false']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The new category and its questions are there.
    await user.click(await tree().findByRole('button', { name: /^Imported/ }));
    await expectListed(['Capital of France', 'Sky', 'Pi']);
  });
});

describe('export', { timeout: 60_000 }, () => {
  it.each(['en', 'ru'] as const)('offers GIFT and Moodle XML, of the selected category or the whole bank (%s)', async (language) => {
    const calls = recordCalls();
    const saved = catchDownloads();
    const { user, t } = await renderBank({ language });
    await expectListed(ALL);
    await user.click(category(901));
    await user.click(screen.getByRole('button', { name: t.export.button }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${t.export.gift}: ${t.export.category}Основы`,
      `${t.export.gift}: ${t.export.whole}`,
      `${t.export.moodlexml}: ${t.export.category}Основы`,
      `${t.export.moodlexml}: ${t.export.whole}`,
    ]);
    await user.click(items[2]);
    await waitFor(() => expect(saved).toEqual(['question-bank-1.xml']));
    const exported = calls.filter((c) => c.path.endsWith('/question-bank/export'));
    expect(exported.map((c) => [c.query.get('format'), c.query.get('categoryId')])).toEqual([['moodlexml', '901']]);

    await user.click(screen.getByRole('button', { name: t.export.button }));
    await user.click((await screen.findAllByRole('menuitem'))[1]);
    await waitFor(() => expect(saved).toEqual(['question-bank-1.xml', 'question-bank-1.txt']));
    expect(calls.filter((c) => c.path.endsWith('/export')).map((c) => [c.query.get('format'), c.query.get('categoryId')])).toEqual([
      ['moodlexml', '901'],
      ['gift', null],
    ]);
  });
});

describe('the course page', { timeout: 60_000 }, () => {
  it.each(['en', 'ru'] as const)('links to the bank beside the rating (%s)', async (language) => {
    const { user, t } = await renderBank({ language, path: '/courses/1' });
    const link = await screen.findByRole('link', { name: t.open });
    expect(link).toHaveAttribute('href', '/courses/1/question-bank');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expectListed(ALL);
  });
});
