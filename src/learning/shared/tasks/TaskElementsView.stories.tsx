import Paper from '@mui/material/Paper';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { buildTaskElements } from '../../../mocks/builders/taskBuilders';
import { TaskElementsView } from './TaskElementsView';

/**
 * A task's content as students read it and the editor previews it: rich text (cleaned to the
 * server's subset once more), images, files, links in a new tab, and code as text.
 */
const meta = {
  title: 'Learning/Tasks/TaskElementsView',
  component: TaskElementsView,
  parameters: { layout: 'padded' },
  args: {
    elements: [
      ...buildTaskElements(),
      { type: 'file', fileId: 401, link: '/api/static/files/mock-401.pdf', name: 'type-name-notes.pdf' },
      {
        type: 'text',
        html: '<h3>Careful</h3><p>This <a href="javascript:alert(1)">link</a> and <img src="x" onerror="alert(1)"> run nothing.</p>',
      },
    ],
  },
  decorators: [
    (Story) => (
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 760 }}>
        <Story />
      </Paper>
    ),
  ],
} satisfies Meta<typeof TaskElementsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryKind: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'MDN: typeof' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('link')).not.toHaveAttribute('href');
    await expect(canvasElementCode(canvas.getByText(/typeName\(null\)/))).toBe(true);
  },
};

const canvasElementCode = (element: HTMLElement) => element.tagName === 'CODE' && element.parentElement?.tagName === 'PRE';

export const DarkTheme: Story = { ...EveryKind, globals: { theme: 'dark' }, tags: ['!autodocs'] };

export const Empty: Story = {
  args: { elements: [], empty: 'No content yet.' },
  play: async ({ canvas }) => expect(canvas.getByText('No content yet.')).toBeVisible(),
};
