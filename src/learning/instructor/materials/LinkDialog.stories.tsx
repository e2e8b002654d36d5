import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enLearning } from '../../../i18n/enLearning';
import { ruLearning } from '../../../i18n/ruLearning';
import { demoToken } from '../../../mocks/builders/builders';
import { buildLink } from '../../../mocks/builders/learningBuilders';
import { LearningTestContext } from '../../../mocks/providers/LearningTestRoutes';
import { LinkDialog } from './LinkDialog';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruLearning : enLearning).learning;

const withInstructor: Decorator = (Story) => (
  <LearningTestContext>
    <Story />
  </LearningTestContext>
);

/** The dialog adding or editing a link of a lesson (text and an http(s) address) against the mock API. */
const meta = {
  title: 'Learning/Instructor/LinkDialog',
  component: LinkDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, lessonId: 11, onClose: fn() },
  beforeEach: () => saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' }),
  decorators: [withInstructor],
} satisfies Meta<typeof LinkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving with nothing typed: what each field needs. */
export const Required: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const d = within(await screen.findByRole('dialog'));
    await userEvent.click(d.getByRole('button', { name: t.save }));
    await waitFor(() => expect(d.getByText(t.validation.linkTextRequired)).toBeVisible());
    await expect(d.getByText(t.validation.urlRequired)).toBeVisible();
  },
};

/** An address that is not http(s). */
export const NotHttp: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const d = within(await screen.findByRole('dialog'));
    await userEvent.type(d.getByRole('textbox', { name: t.links.text }), 'Files');
    await userEvent.type(d.getByRole('textbox', { name: t.links.link }), 'ftp://files.example.com');
    await userEvent.click(d.getByRole('button', { name: t.save }));
    await waitFor(() => expect(d.getByText(t.validation.urlInvalid)).toBeVisible());
  },
};

/** Editing a link. */
export const Edit: Story = {
  args: { link: buildLink({ id: 201, lessonId: 11 }) },
  play: async ({ globals }) => {
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByRole('textbox', { name: textsOf(globals.locale).links.link })).toHaveValue(
      'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide',
    );
  },
};

export const NotHttpInRussian: Story = { ...NotHttp, globals: { locale: 'ru' }, tags: ['!autodocs'] };
