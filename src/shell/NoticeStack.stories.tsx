import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { normalizeLanguage, type Language } from '../api/constants';
import { createNoticeStore, type NoticeInput } from './notices';
import { NoticeStack } from './NoticeStack';
import { t as serverText } from '../../server/i18n';

/** Long enough that a notice shown for a story stays while someone looks at it. */
const A_DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC §8's fixed success messages, and a text long enough to need clamping. */
const texts: Record<Language, { taskSent: string; testPassed: string; long: string }> = {
  en: {
    taskSent: 'Task sent successfully!',
    testPassed: 'Test submitted! Wait for the results.',
    long:
      'The file could not be imported: row 14 has no email, row 27 repeats the email of row 3, ' +
      'row 31 names a group that does not exist, and rows 40 to 58 have phone numbers in a format ' +
      'we do not recognise. Fix these rows in the spreadsheet and upload it again; the other rows ' +
      'were not saved either, so nothing is imported twice.',
  },
  ru: {
    taskSent: 'Задание успешно отправлено!',
    testPassed: 'Тест пройден! Ожидайте результатов!',
    long:
      'Файл не удалось импортировать: в строке 14 нет email, строка 27 повторяет email строки 3, ' +
      'в строке 31 указана несуществующая группа, а в строках с 40 по 58 телефоны записаны в ' +
      'неизвестном формате. Исправьте эти строки в таблице и загрузите её снова; остальные строки ' +
      'тоже не сохранены, так что ничего не будет импортировано дважды.',
  },
};

/** A stack showing the given notices until the story is left. */
function StackWith({ items }: { items: NoticeInput[] }) {
  const [store] = useState(() => {
    const store = createNoticeStore(A_DAY_MS);
    items.forEach((item) => store.push(item));
    return store;
  });
  return <NoticeStack store={store} />;
}

type NoticesOf = (language: Language) => NoticeInput[];

const meta = {
  title: 'Shell/NoticeStack',
  component: NoticeStack,
  tags: ['autodocs'],
  // These stories bring their own stack.
  parameters: { layout: 'fullscreen', appNotices: false, docs: { story: { inline: false, iframeHeight: 320 } } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeStack>;

export default meta;
type Story = StoryObj<typeof meta>;

const showing = (notices: NoticesOf): Story => ({
  render: (_args, { globals }) => <StackWith items={notices(normalizeLanguage(String(globals.locale ?? 'en')))} />,
});

/** A green notice with the server's (or SPEC's fixed) message. */
export const SuccessNotice: Story = showing((lang) => [{ type: 'success', message: texts[lang].taskSent }]);

/** A red notice with the server's message. */
export const ErrorNotice: Story = showing((lang) => [{ type: 'error', message: serverText(lang, 'errors.forbidden') }]);

/** Three at once, the most the stack shows; a fourth would push out the oldest. */
export const ThreeAtOnce: Story = showing((lang) => [
  { type: 'success', message: texts[lang].testPassed },
  { type: 'error', message: serverText(lang, 'errors.notFound') },
  { type: 'error', message: serverText(lang, 'errors.tooManyAttempts', { minutes: 15 }) },
]);

/** A long message is clamped to 3 lines. */
export const LongTextClamped: Story = {
  ...showing((lang) => [{ type: 'error', message: texts[lang].long }]),
  play: async ({ canvas }) => {
    const message = (await canvas.findByRole('alert')).querySelector('.MuiAlert-message') as HTMLElement;
    const style = getComputedStyle(message);
    await expect(style.webkitLineClamp).toBe('3');
    // Clamped: the text is taller than what shows, and what shows is exactly 3 whole lines,
    // with no part of a 4th peeking out below them.
    await expect(message.scrollHeight).toBeGreaterThan(message.clientHeight);
    const visibleBelowTop = message.clientHeight - parseFloat(style.paddingTop);
    await expect(visibleBelowTop / parseFloat(style.lineHeight)).toBeCloseTo(3, 1);
  },
};

/** Fixed to Russian whatever the toolbar says; left out of the docs page, which follows the toolbar. */
export const ThreeAtOnceInRussian: Story = { ...ThreeAtOnce, globals: { locale: 'ru' }, tags: ['!autodocs'] };

/** The real timing: each notice goes after 3 s, at most 3 show, a duplicate on screen is not added. */
export const Live: Story = {
  render: (_args, { globals }) => <LiveDemo lang={normalizeLanguage(String(globals.locale ?? 'en'))} />,
};

function LiveDemo({ lang }: { lang: Language }) {
  const [store] = useState(() => createNoticeStore());
  const [count, setCount] = useState(0);
  return (
    <Stack spacing={2} sx={{ p: 3, maxWidth: 420 }}>
      <Typography>Each notice hides after 3 s; at most 3 show; the same message twice shows once.</Typography>
      <Button
        variant="contained"
        color="success"
        onClick={() => {
          store.push({ type: 'success', message: `${texts[lang].taskSent} #${count + 1}` });
          setCount(count + 1);
        }}
      >
        Push a new success
      </Button>
      <Button
        variant="contained"
        color="error"
        onClick={() => store.push({ type: 'error', message: serverText(lang, 'errors.forbidden') })}
      >
        Push the same error
      </Button>
      <NoticeStack store={store} />
    </Stack>
  );
}
