import Box from '@mui/material/Box';
import { http } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Form } from 'react-admin';
import { saveSession } from '../../auth/session';
import { enApp } from '../../i18n/en';
import { ruApp } from '../../i18n/ru';
import { API_PATTERN, errorResponse } from '../../mocks/handlers';
import { t as serverText } from '../../../server/i18n';
import { AdminTestContext } from '../../mocks/providers/AdminTestContext';
import { demoToken } from '../../mocks/builders/builders';
import { SAMPLE_IMAGE_URL } from '../../mocks/images';
import { ImageUploadInput } from './ImageUploadInput';

const textsOf = (locale: unknown) => (locale === 'ru' ? ruApp : enApp).admin.image;

/**
 * The image of a group or course in its form: picking a file uploads it at once through the
 * mock API (src/mocks), which, like the server, accepts PNG, JPEG, WebP and GIF by their bytes.
 */
const meta = {
  title: 'Admin/ImageUploadInput',
  component: ImageUploadInput,
  parameters: { layout: 'padded', record: { imageId: 0, imageLink: null } },
  beforeEach: () => saveSession({ token: demoToken('ADMIN'), role: 'ADMIN' }),
  decorators: [
    (Story, { parameters }) => (
      <AdminTestContext resource="groups">
        <Box sx={{ maxWidth: 480, p: 2, bgcolor: 'background.paper', borderRadius: 2 }}>
          <Form record={parameters.record as Record<string, unknown>}>
            <Story />
          </Form>
        </Box>
      </AdminTestContext>
    ),
  ],
} satisfies Meta<typeof ImageUploadInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new group: no image yet. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals.locale);
    await expect(await canvas.findByText(t.none)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.upload })).toBeVisible();
  },
};

/** A group with its image: the preview, Change and Remove. */
export const WithPreview: Story = {
  parameters: { record: { imageId: 7, imageLink: SAMPLE_IMAGE_URL } },
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals.locale);
    await expect(canvas.getByRole('img', { name: t.alt })).toHaveAttribute('src', SAMPLE_IMAGE_URL);
    await expect(canvas.getByRole('button', { name: t.change })).toBeVisible();
  },
};

/** Remove takes the image off the form (saved as imageId 0). */
export const Removed: Story = {
  parameters: { record: { imageId: 7, imageLink: SAMPLE_IMAGE_URL } },
  play: async ({ canvas, globals }) => {
    const t = textsOf(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: t.remove }));
    await expect(await canvas.findByText(t.none)).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A file that is not an image: the server's 415, in the user's language, under the input. */
export const UnsupportedType: Story = {
  // The mock API sniffs the bytes as the server does; jsdom cannot send them, so the answer is fixed here.
  parameters: {
    msw: { handlers: [http.post(`${API_PATTERN}/static/upload`, ({ request }) => errorResponse(request, 415, 'files.unsupportedImage'))] },
  },
  play: async ({ canvas, globals }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByTestId('image-file-input'), new File(['just some notes'], 'notes.txt', { type: 'text/plain' }));
    const message = serverText(globals.locale === 'ru' ? 'ru' : 'en', 'files.unsupportedImage');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const UnsupportedTypeInRussian: Story = { ...UnsupportedType, globals: { locale: 'ru' }, tags: ['!autodocs'] };

export const DarkTheme: Story = { ...WithPreview, globals: { theme: 'dark' }, tags: ['!autodocs'] };
