import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { saveSession } from '../../src/auth/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LANGUAGE_KEY } from '../../src/i18n/locale';
import { API_PATTERN } from '../../src/mocks/handlers';
import { NoticeStack } from '../../src/shell/NoticeStack';
import { demoToken } from '../../src/mocks/builders/builders';
import { pdfBytes } from '../../src/mocks/builders/learningBuilders';
import { LearningTestRoutes } from '../../src/mocks/providers/LearningTestRoutes';
import type { LmsDataProvider } from '../../src/dataProvider/dataProvider';
import type { UploadProgress } from '../../src/dataProvider/httpClient';
import type { FileUploadResponse } from '../../src/api/types';
import { mockStore } from '../../src/mocks/store/mockStore';
import { lessonTabs } from '../../src/learning/instructor/lessonTabs';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { server } from './server';

function recordWrites() {
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET') return;
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await request.clone().json() : undefined;
    calls.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
  });
  return calls;
}

async function renderLesson(path = '/courses/1/lessons/11', calls?: Partial<LmsDataProvider>) {
  window.localStorage.setItem(LANGUAGE_KEY, 'en');
  await i18nProvider.changeLocale('en');
  saveSession({ token: demoToken('INSTRUCTOR'), role: 'INSTRUCTOR' });
  // The file input offers only PDFs; the tests also try what a user could force through.
  const user = userEvent.setup({ applyAccept: false });
  render(
    <TestProviders initialEntries={[path]}>
      <LearningTestRoutes calls={calls} />
      <NoticeStack />
    </TestProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { user };
}

/** A notice of the app's stack; it may be re-rendered while shown, so the check retries. */
const expectNotice = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeVisible());

afterEach(() => server.events.removeAllListeners());

describe('the lesson page', () => {
  it('shows the lesson, its place, the lessons around it and a tab per kind of material it has a panel for', async () => {
    await renderLesson('/courses/1/lessons/12');

    expect(screen.getByRole('heading', { level: 1, name: 'Variables and types' })).toBeVisible();
    expect(screen.getByText('Lesson 2 of 4')).toBeVisible();
    expect(screen.getByText('Show date: 08.09.2026 09:00')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Previous lesson Introduction to JavaScript' })).toHaveAttribute(
      'href',
      '/courses/1/lessons/11?tab=videos',
    );
    expect(screen.getByRole('link', { name: 'Next lesson Functions and scope' })).toHaveAttribute(
      'href',
      '/courses/1/lessons/13?tab=videos',
    );
    const tabs = within(screen.getByRole('tablist'))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs.slice(0, 3)).toEqual(['Videos (1)', 'Presentations (1)', 'Links (0)']);
    // A kind whose panel does not exist yet has no tab promising it; the others follow in order.
    const plugged = lessonTabs.filter((tab) => tab.Panel !== null).map((tab) => i18nProvider.translate(tab.label));
    expect(tabs.map((label) => label?.replace(/ \(\d+\)$/, ''))).toEqual(plugged);
    for (const missing of lessonTabs.filter((tab) => tab.Panel === null)) {
      expect(screen.queryByRole('tab', { name: new RegExp(i18nProvider.translate(missing.label)) })).not.toBeInTheDocument();
    }
  });

  it('opens the tab named in the address', async () => {
    await renderLesson('/courses/1/lessons/11?tab=links');
    expect(screen.getByRole('tab', { name: 'Links (2)' })).toHaveAttribute('aria-selected', 'true');
    const link = screen.getByRole('link', { name: 'MDN: JavaScript guide' });
    expect(link).toHaveAttribute('href', 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('videos', () => {
  it('shows a YouTube thumbnail that plays in a youtube-nocookie player, and another host as a plain link', async () => {
    const { user } = await renderLesson();
    const youtube = screen.getByTestId('video-101');
    expect(within(youtube).getByRole('img', { name: 'Preview of "JavaScript in one hour"' })).toHaveAttribute(
      'src',
      'https://img.youtube.com/vi/W6NZfCO5SIk/hqdefault.jpg',
    );

    const vimeo = screen.getByTestId('video-102');
    const external = within(vimeo).getAllByRole('link', { name: 'Opens on vimeo.com' });
    external.forEach((a) => {
      expect(a).toHaveAttribute('href', 'https://vimeo.com/76979871');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    });
    expect(within(vimeo).queryByRole('img')).not.toBeInTheDocument();

    await user.click(within(youtube).getByRole('button', { name: 'Play "JavaScript in one hour"' }));
    const player = await screen.findByRole('dialog', { name: 'JavaScript in one hour' });
    const frame = within(player).getByTitle('JavaScript in one hour');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/W6NZfCO5SIk');
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('validates the link in the dialog and previews a YouTube one before saving it', async () => {
    const calls = recordWrites();
    const { user } = await renderLesson();
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    const dialog = await screen.findByRole('dialog', { name: 'New video' });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Video name is required!')).toBeVisible();
    expect(within(dialog).getByText('Link to the video is required!')).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: 'Video name' }), 'Closures explained');
    const link = within(dialog).getByRole('textbox', { name: 'Link to the video' });
    await user.type(link, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The address must start with http:// or https:// and name a site!')).toBeVisible();
    expect(within(dialog).queryByTestId('video-preview')).not.toBeInTheDocument();

    await user.clear(link);
    await user.type(link, 'https://youtu.be/dQw4w9WgXcQ');
    const preview = await within(dialog).findByTestId('video-preview');
    expect(within(preview).getByRole('img')).toHaveAttribute('src', 'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/lessons/11/videos',
      body: { videoName: 'Closures explained', description: '', link: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    await expectNotice('The video has been added.');
    expect(await screen.findByRole('tab', { name: 'Videos (3)' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Preview of "Closures explained"' })).toHaveAttribute(
      'src',
      'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
  });

  it('says when a link is not YouTube: students open it on its own site', async () => {
    const { user } = await renderLesson();
    await user.click(screen.getByRole('button', { name: 'Add video' }));
    const dialog = await screen.findByRole('dialog', { name: 'New video' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Link to the video' }), 'https://vimeo.com/1');
    expect(await within(dialog).findByTestId('video-no-preview')).toHaveTextContent('Not a YouTube link');
  });
});

describe('presentations', () => {
  const pdf = (name = 'slides.pdf') => new File([pdfBytes() as BlobPart], name, { type: 'application/pdf' });

  it('refuses a file that is not a PDF, by its name or by its bytes, without uploading it', async () => {
    const calls = recordWrites();
    const { user } = await renderLesson('/courses/1/lessons/11?tab=presentations');
    await user.click(screen.getByRole('button', { name: 'Add presentation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New presentation' });
    const input = within(dialog).getByTestId('presentation-file-input');

    await user.upload(input, new File(['just text'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A presentation needs a PDF file');

    await user.upload(input, new File(['<html>not a pdf</html>'], 'fake.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('A presentation needs a PDF file'));
    expect(calls).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Presentation name' }), 'Slides');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A presentation needs a PDF file');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal of an upload under the file", async () => {
    server.use(
      http.post(`${API_PATTERN}/static/upload`, () =>
        HttpResponse.json({ message: 'A presentation needs a PDF file', status: 415, field: 'file' }, { status: 415 }),
      ),
    );
    const { user } = await renderLesson('/courses/1/lessons/11?tab=presentations');
    await user.click(screen.getByRole('button', { name: 'Add presentation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New presentation' });
    await user.upload(within(dialog).getByTestId('presentation-file-input'), pdf());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A presentation needs a PDF file');
  });

  /**
   * jsdom's XMLHttpRequest loses a multipart body on its way to msw, so the upload is answered
   * here as the mock server would answer a PDF (the real upload is covered in the browser).
   */
  function acceptUploads() {
    const seen: string[] = [];
    server.use(
      http.post(`${API_PATTERN}/static/upload`, ({ request }) => {
        seen.push(new URL(request.url).search);
        const fileId = 9001;
        mockStore.learning.uploads.set(fileId, { name: 'closures.pdf', link: '/api/static/files/mock-9001.pdf' });
        return HttpResponse.json({ fileId, link: '/api/static/files/mock-9001.pdf' });
      }),
    );
    return seen;
  }

  it('uploads a PDF, saves the presentation with its fileId and reads it in the browser', async () => {
    const uploads = acceptUploads();
    const calls = recordWrites();
    const { user } = await renderLesson('/courses/1/lessons/11?tab=presentations');
    await user.click(screen.getByRole('button', { name: 'Add presentation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New presentation' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Presentation name' }), 'Closures, slides');
    await user.upload(within(dialog).getByTestId('presentation-file-input'), pdf('closures.pdf'));
    expect(await within(dialog).findByText('Uploaded: closures.pdf')).toBeVisible();
    expect(uploads).toEqual(['?kind=pdf']);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/lessons/11/presentations')).toBeDefined());
    expect(calls.find((c) => c.path === '/api/lessons/11/presentations')?.body).toEqual({
      name: 'Closures, slides',
      description: '',
      fileId: 9001,
    });
    await expectNotice('The presentation has been added.');

    await user.click(await screen.findByRole('button', { name: 'Read "Closures, slides"' }));
    const viewer = await screen.findByRole('dialog', { name: 'Closures, slides' });
    const object = viewer.querySelector('object');
    expect(object).toHaveAttribute('type', 'application/pdf');
    expect(object).toHaveAttribute('data', '/api/static/files/mock-9001.pdf');
    expect(within(viewer).getByRole('link', { name: 'Open the PDF' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows how far the upload has gone, and saves only once the file is there', async () => {
    let report: (progress: UploadProgress) => void = () => undefined;
    let finish: (answer: FileUploadResponse) => void = () => undefined;
    const uploadPdf: LmsDataProvider['uploadPdf'] = (_file, onProgress) =>
      new Promise((resolve) => {
        report = (progress) => onProgress?.(progress);
        finish = resolve;
      });
    const { user } = await renderLesson('/courses/1/lessons/11?tab=presentations', { uploadPdf });
    await user.click(screen.getByRole('button', { name: 'Add presentation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New presentation' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Presentation name' }), 'Slides');
    await user.upload(within(dialog).getByTestId('presentation-file-input'), pdf('big.pdf'));

    const progress = await within(dialog).findByTestId('presentation-progress');
    act(() => report({ loaded: 45, total: 100, percent: 45 }));
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(within(progress).getByText('Uploading: 45%')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wait until the file has uploaded.');

    act(() => report({ loaded: 100, total: 100, percent: 100 }));
    expect(within(progress).getByText('Checking the file…')).toBeVisible();
    mockStore.learning.uploads.set(77, { name: 'big.pdf', link: '/api/static/files/mock-77.pdf' });
    act(() => finish({ fileId: 77, link: '/api/static/files/mock-77.pdf', size: 10, contentType: 'application/pdf' }));
    expect(await within(dialog).findByText('Uploaded: big.pdf')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectNotice('The presentation has been added.');
  });
});

describe('links', () => {
  it('accepts only http(s) addresses, then adds the link', async () => {
    const calls = recordWrites();
    const { user } = await renderLesson('/courses/1/lessons/11?tab=links');
    await user.click(screen.getByRole('button', { name: 'Add link' }));
    const dialog = await screen.findByRole('dialog', { name: 'New link' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Text of the link' }), 'Exercises');
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    for (const wrong of ['ftp://example.com/tasks', 'example.com', 'javascript:alert(1)']) {
      await user.clear(address);
      await user.type(address, wrong);
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('The address must start with http:// or https:// and name a site!')).toBeVisible();
    }
    expect(calls).toHaveLength(0);

    await user.clear(address);
    await user.type(address, 'https://example.com/tasks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'POST', path: '/api/lessons/11/links', body: { text: 'Exercises', link: 'https://example.com/tasks' } },
      ]),
    );
    expect(await screen.findByRole('link', { name: 'Exercises' })).toHaveAttribute('href', 'https://example.com/tasks');
    expect(screen.getByRole('tab', { name: 'Links (3)' })).toBeVisible();
  });

  it('deletes a link after a confirmation', async () => {
    const { user } = await renderLesson('/courses/1/lessons/11?tab=links');
    await user.click(screen.getByRole('button', { name: 'Delete: Учебник javascript.info' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the link "Учебник javascript.info"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectNotice('The link has been deleted.');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Учебник javascript.info' })).not.toBeInTheDocument());
  });
});
