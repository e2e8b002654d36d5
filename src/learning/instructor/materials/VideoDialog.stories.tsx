import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enLearning } from '../../../i18n/enLearning';
import { ruLearning } from '../../../i18n/ruLearning';
import { demoToken } from '../../../mocks/builders/builders';
import { buildVideo } from '../../../mocks/builders/learningBuilders';
import { LearningTestContext } from '../../../mocks/providers/LearningTestRoutes';
import { VideoDialog } from './VideoDialog';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruLearning : enLearning).learning;

const withInstructor: Decorator = (Story) => (
  <LearningTestContext>
    <Story />
  </LearningTestContext>
);

async function dialog() {
  return within(await screen.findByRole('dialog'));
}

/** The dialog adding or editing a video of a lesson (POST/PUT lessons/{lessonId}/videos) against the mock API. */
const meta = {
  title: 'Learning/Instructor/VideoDialog',
  component: VideoDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, lessonId: 11, onClose: fn() },
  beforeEach: () => saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' }),
  decorators: [withInstructor],
} satisfies Meta<typeof VideoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new video: nothing typed yet. */
export const New: Story = {
  play: async ({ globals }) => {
    const d = await dialog();
    // Visible once the dialog has faded in.
    await waitFor(() => expect(d.getByRole('textbox', { name: textsOf(globals.locale).videos.name })).toBeVisible());
  },
};

/** A YouTube link shows its thumbnail while typing. */
export const YouTubePreview: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: t.videos.name }), 'Closures explained');
    await userEvent.type(d.getByRole('textbox', { name: t.videos.link }), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const preview = await d.findByTestId('video-preview');
    await expect(within(preview).getByRole('img')).toHaveAttribute('src', 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  },
};

/** Only http(s) links: anything else is refused before anything is sent. */
export const InvalidLink: Story = {
  play: async ({ globals }) => {
    const t = textsOf(globals.locale);
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: t.videos.name }), 'Homework');
    await userEvent.type(d.getByRole('textbox', { name: t.videos.link }), 'javascript:alert(1)');
    await userEvent.click(d.getByRole('button', { name: t.save }));
    await waitFor(() => expect(d.getByText(t.validation.urlInvalid)).toBeVisible());
  },
};

/** Editing a video on another site: no preview, a note that students open it there. */
export const EditOtherHost: Story = {
  args: {
    video: buildVideo({
      id: 102,
      lessonId: 11,
      videoName: 'How the web works',
      description: 'A lecture recording.',
      link: 'https://vimeo.com/76979871',
    }),
  },
  play: async () => {
    const d = await dialog();
    await d.findByTestId('video-no-preview');
    await waitFor(() => expect(d.getByTestId('video-no-preview')).toBeVisible());
  },
};

export const YouTubePreviewInRussian: Story = { ...YouTubePreview, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const InvalidLinkDarkTheme: Story = { ...InvalidLink, globals: { theme: 'dark' }, tags: ['!autodocs'] };
