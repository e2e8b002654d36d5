import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { saveSession } from '../../../auth/session';
import { enLearning } from '../../../i18n/enLearning';
import { ruLearning } from '../../../i18n/ruLearning';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';
import { demoToken } from '../../../mocks/builders/builders';
import { buildPresentation, pdfBytes } from '../../../mocks/builders/learningBuilders';
import { LearningTestContext } from '../../../mocks/providers/LearningTestRoutes';
import { PresentationDialog } from './PresentationDialog';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruLearning : enLearning).learning;

/** The dialog in the instructor's context; `parameters.calls` replaces named dataProvider calls (an upload held half-way). */
const withInstructor: Decorator = (Story, { parameters }) => (
  <LearningTestContext calls={parameters.calls as Partial<LmsDataProvider> | undefined}>
    <Story />
  </LearningTestContext>
);

/** An upload that has sent `percent` and waits there. */
const heldAt = (percent: number): Partial<LmsDataProvider> => ({
  uploadPdf: (_file, onProgress) => {
    onProgress?.({ loaded: percent, total: 100, percent });
    return new Promise(() => undefined);
  },
});

const pdf = () => new File([pdfBytes() as BlobPart], 'closures.pdf', { type: 'application/pdf' });

async function chooseFile(file: File) {
  const d = within(await screen.findByRole('dialog'));
  await userEvent.upload(screen.getByTestId('presentation-file-input'), file);
  return d;
}

/**
 * The dialog adding or editing a presentation (name, description, a PDF uploaded with
 * POST /static/upload?kind=pdf) against the mock API.
 */
const meta = {
  title: 'Learning/Instructor/PresentationDialog',
  component: PresentationDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, lessonId: 11, onClose: fn() },
  beforeEach: () => saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' }),
  decorators: [withInstructor],
} satisfies Meta<typeof PresentationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new presentation: a name, and a PDF to choose. */
export const New: Story = {
  play: async ({ globals }) => {
    const d = within(await screen.findByRole('dialog'));
    // Visible once the dialog has faded in.
    await waitFor(() => expect(d.getByText(textsOf(globals.locale).presentations.hint)).toBeVisible());
  },
};

/** A file named .pdf that is not one inside is refused here, before any upload. */
export const NotAPdf: Story = {
  play: async ({ globals }) => {
    const d = await chooseFile(new File(['PK\u0003\u0004 a Word document'], 'lecture.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(d.getByRole('alert')).toHaveTextContent(textsOf(globals.locale).validation.pdfRequired));
  },
};

/** The PDF on its way: how much has gone. */
export const Uploading: Story = {
  parameters: { calls: heldAt(45) },
  play: async ({ globals }) => {
    const d = await chooseFile(pdf());
    const progress = within(await d.findByTestId('presentation-progress'));
    await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    await waitFor(() =>
      expect(progress.getByText(textsOf(globals.locale).presentations.uploading.replace('%{percent}', '45'))).toBeVisible(),
    );
  },
};

/** Editing: the current file stays unless another is chosen. */
export const Edit: Story = {
  args: {
    presentation: buildPresentation({
      presentationId: 301,
      lessonId: 11,
      fileId: 401,
      name: 'Course overview',
      description: 'What we build this term.',
      fileName: 'overview.pdf',
    }),
  },
  play: async ({ globals }) => {
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByTestId('presentation-file')).toHaveTextContent(
      textsOf(globals.locale).presentations.current.replace('%{name}', 'overview.pdf'),
    );
  },
};

export const NotAPdfInRussian: Story = { ...NotAPdf, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const UploadingDarkTheme: Story = { ...Uploading, globals: { theme: 'dark' }, tags: ['!autodocs'] };
