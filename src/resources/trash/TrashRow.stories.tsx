import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { saveSession } from '../../auth/session';
import { enApp } from '../../i18n/en';
import { ruApp } from '../../i18n/ru';
import { t as serverText } from '../../../server/i18n';
import { AdminTestContext } from '../../mocks/providers/AdminTestContext';
import { buildTrashItem, demoToken } from '../../mocks/builders/builders';
import { TrashRow, type TrashRecord } from './TrashRow';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruApp : enApp).admin;
const record = (overrides: Parameters<typeof buildTrashItem>[0], daysAgo: number): TrashRecord => {
  const item = buildTrashItem(overrides, daysAgo);
  return { ...item, id: item.trashId };
};

/**
 * One row of the trash page: type, name, who deleted it and when, the days before it goes for
 * good, and restore or delete for good, each confirmed, answered by the mock API (src/mocks).
 */
const meta = {
  title: 'Admin/TrashRow',
  component: TrashRow,
  parameters: { layout: 'padded' },
  args: { record: record({ trashId: 1, type: 'COURSE', name: 'Node.js Backend' }, 1) },
  beforeEach: () => saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' }),
  decorators: [
    (Story) => (
      <AdminTestContext resource="trash">
        <Box sx={{ maxWidth: 900, bgcolor: 'background.paper', borderRadius: 2 }}>
          <Story />
        </Box>
      </AdminTestContext>
    ),
  ],
} satisfies Meta<typeof TrashRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A course deleted yesterday: 6 days left. */
export const Course: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText('Node.js Backend')).toBeVisible();
    await expect(canvas.getByText(textsOf(globals.locale).trashTypes.COURSE)).toBeVisible();
    await expect(canvas.getByText(globals.locale === 'ru' ? 'Осталось 6 дней' : '6 days left')).toBeVisible();
  },
};

/** A student on the last day: the days chip turns to a warning. */
export const LastDay: Story = {
  args: { record: record({ trashId: 2, type: 'STUDENT', name: 'Пётр Сидоров' }, 6.5) },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(globals.locale === 'ru' ? 'Остался 1 день' : '1 day left')).toBeVisible();
  },
};

/** Restore asks first, then shows the server's message. */
export const ConfirmRestore: Story = {
  args: { record: record({ trashId: 3, type: 'GROUP', name: 'Design Summer 2025' }, 3) },
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: t.action.restore }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent(t.confirm.restoreTitle.replace('%{name}', 'Design Summer 2025'));
    await userEvent.click(within(dialog).getByRole('button', { name: t.action.restore }));
    await expect(await screen.findByText(serverText(globals.locale === 'ru' ? 'ru' : 'en', 'trash.restored'))).toBeVisible();
  },
};

/** Delete for good says it cannot be undone. */
export const ConfirmDestroy: Story = {
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: t.action.destroy }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent(t.confirm.destroyContent);
  },
};

export const InRussian: Story = { ...Course, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const DarkTheme: Story = { ...LastDay, globals: { theme: 'dark' }, tags: ['!autodocs'] };
