import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_PATTERN } from '../../src/mocks/handlers';
import { mockStore } from '../../src/mocks/store/mockStore';
import type { LmsDataProvider } from '../../src/dataProvider/dataProvider';
import { pdfBytes } from '../../src/mocks/builders/learningBuilders';
import { pngBytes } from '../../src/mocks/builders/taskBuilders';
import { t as serverText } from '../../server/i18n';
import { server } from './server';
import { expectNotice, recordWrites, renderTasks } from './learningTasksSetup';

afterEach(() => server.events.removeAllListeners());

/*
 * A new deadline, or one moved, is never already over (src/api/pastDates.ts): the clock stands
 * before the deadlines the tests type, whatever day the suite runs on; only Date is faked.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-16T06:00:00Z'));
});
afterEach(() => vi.useRealTimers());

async function openNewTask(options: Parameters<typeof renderTasks>[0] = {}) {
  const { user } = await renderTasks(options);
  await user.click(screen.getByRole('button', { name: 'Add task' }));
  const dialog = await screen.findByRole('dialog', { name: 'New task' });
  return { user, dialog };
}

const block = (dialog: HTMLElement, index: number) => within(dialog).getByRole('listitem', { name: new RegExp(`^Block ${index}: `) });
/** Types a yyyy-MM-ddTHH:mm wall time as an English user would into the picker: dd/MM/yyyy HH:mm. */
const setDeadline = (dialog: HTMLElement, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(/^Deadline/), {
    target: { value: value.replace(/^(\d{4})-(\d{2})-(\d{2})T/, '$3/$2/$1 ') },
  });
const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' });

describe('the task editor', { timeout: 60_000 }, () => {
  it('checks the fields in the user language before anything is sent', async () => {
    const calls = recordWrites();
    const { user, dialog } = await openNewTask();
    const mark = within(dialog).getByRole('spinbutton', { name: 'Maximum points' });
    expect(mark).toHaveValue(10);
    await user.clear(mark);
    await user.type(mark, '1001');
    await user.click(saveButton(dialog));
    expect(await within(dialog).findByText('Task name is required!')).toBeVisible();
    expect(within(dialog).getByText('Deadline is required!')).toBeVisible();
    expect(within(dialog).getByText('Maximum points must be a whole number from 0 to 1000.')).toBeVisible();
    // The first field at fault has the focus.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Task name' })).toHaveFocus());

    await user.clear(mark);
    await user.type(mark, '2.5');
    await waitFor(() => expect(within(dialog).getByText('Maximum points must be a whole number from 0 to 1000.')).toBeVisible());
    await user.clear(mark);
    await user.type(mark, '0');
    await waitFor(() =>
      expect(within(dialog).queryByText('Maximum points must be a whole number from 0 to 1000.')).not.toBeInTheDocument(),
    );
    expect(calls).toHaveLength(0);
  });

  it.each(['en', 'ru'] as const)(
    "names a deadline already over as it is picked, in the server's words, and sends nothing (%s)",
    async (language) => {
      const calls = recordWrites();
      const { user } = await renderTasks({ language });
      await user.click(screen.getByRole('button', { name: language === 'ru' ? 'Добавить задание' : 'Add task' }));
      const dialog = await screen.findByRole('dialog', { name: language === 'ru' ? 'Новое задание' : 'New task' });
      const label = language === 'ru' ? /^Срок сдачи/ : /^Deadline/;
      const over = serverText(language, 'input.deadlineInPast');
      // 16 November 2026, 08:59 in Moscow: a minute before now.
      fireEvent.change(within(dialog).getByLabelText(label), {
        target: { value: language === 'ru' ? '16.11.2026 08:59' : '16/11/2026 08:59' },
      });
      await waitFor(() => expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(over));
      await user.click(within(dialog).getByRole('button', { name: language === 'ru' ? 'Сохранить' : 'Save' }));
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(over);
      expect(calls).toHaveLength(0);
      // A few minutes on: the message goes.
      fireEvent.change(within(dialog).getByLabelText(label), {
        target: { value: language === 'ru' ? '16.11.2026 09:30' : '16/11/2026 09:30' },
      });
      await waitFor(() => expect(within(dialog).queryByText(over)).toBeNull());
    },
  );

  it('sends the deadline typed in the school timezone as UTC, with the blocks in the order they were arranged', async () => {
    const calls = recordWrites();
    const { user, dialog } = await openNewTask();
    await user.type(within(dialog).getByRole('textbox', { name: 'Task name' }), 'Closures in practice');
    // 23:59 in Moscow (UTC+3) is 20:59 UTC.
    setDeadline(dialog, '2026-12-01T23:59');
    expect(within(dialog).getByText(/In the school's timezone \(Europe\/Moscow, UTC\+03:00\)/)).toBeVisible();
    const mark = within(dialog).getByRole('spinbutton', { name: 'Maximum points' });
    await user.clear(mark);
    await user.type(mark, '15');
    // Late answers lose 10% a day and keep at least half.
    for (const [name, value] of [
      ['Penalty per day late', '10'],
      ['Points always kept', '50'],
    ]) {
      const field = within(dialog).getByRole('spinbutton', { name });
      await user.clear(field);
      await user.type(field, value);
    }
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Two counters, one closure each.');

    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    await user.click(within(dialog).getByRole('button', { name: 'Code' }));
    expect(within(block(dialog, 1)).getByRole('heading', { name: 'Block 1: Link' })).toBeVisible();
    expect(within(block(dialog, 2)).getByRole('heading', { name: 'Block 2: Code' })).toBeVisible();
    // The new block's first field has the focus.
    await waitFor(() => expect(within(block(dialog, 2)).getByRole('combobox', { name: 'Language' })).toHaveFocus());

    await user.type(within(block(dialog, 1)).getByRole('textbox', { name: 'Link text' }), 'MDN: closures');
    await user.type(within(block(dialog, 1)).getByRole('textbox', { name: 'Address' }), 'javascript:alert(1)');
    await user.type(within(block(dialog, 2)).getByRole('combobox', { name: 'Language' }), 'JavaScript');
    await user.type(within(block(dialog, 2)).getByRole('textbox', { name: 'Code' }), 'const a = makeCounter();');

    await user.click(saveButton(dialog));
    expect(await within(block(dialog, 1)).findByText('The address must start with http://, https:// or mailto:.')).toBeVisible();
    expect(calls).toHaveLength(0);
    const address = within(block(dialog, 1)).getByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Closures');

    // The code goes first: up from the second place, and the first block cannot go higher.
    expect(within(block(dialog, 1)).getByRole('button', { name: 'Move "Block 1: Link" up' })).toBeDisabled();
    await user.click(within(block(dialog, 2)).getByRole('button', { name: 'Move "Block 2: Code" up' }));
    expect(within(block(dialog, 1)).getByRole('heading', { name: 'Block 1: Code' })).toBeVisible();
    expect(within(block(dialog, 1)).getByRole('textbox', { name: 'Code' })).toHaveValue('const a = makeCounter();');
    expect(within(block(dialog, 2)).getByRole('textbox', { name: 'Link text' })).toHaveValue('MDN: closures');

    // What an answer may attach: PDFs and images until changed; none at all is refused before sending.
    const kinds = within(dialog).getByRole('group', { name: 'Files an answer may attach' });
    expect(within(kinds).getByRole('checkbox', { name: 'PDF' })).toBeChecked();
    await user.click(within(kinds).getByRole('checkbox', { name: 'PDF' }));
    await user.click(within(kinds).getByRole('checkbox', { name: 'images (PNG, JPEG, WebP, GIF)' }));
    await user.click(saveButton(dialog));
    expect(await within(kinds).findByText('Choose at least one kind of file.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(kinds).getByRole('checkbox', { name: 'source code and text files' }));
    await user.click(within(kinds).getByRole('checkbox', { name: 'archives (ZIP, 7z, RAR, gzip, tar)' }));
    const largest = within(dialog).getByRole('spinbutton', { name: 'Largest file, MB' });
    await user.clear(largest);
    await user.type(largest, '5');

    await user.click(saveButton(dialog));
    await expectNotice('The task has been created.');
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      path: '/api/lessons/11/tasks',
      body: {
        taskName: 'Closures in practice',
        description: 'Two counters, one closure each.',
        deadline: '2026-12-01T20:59:00.000Z',
        mark: 15,
        taskElements: [
          { type: 'code', language: 'javascript', code: 'const a = makeCounter();' },
          { type: 'link', text: 'MDN: closures', url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Closures' },
        ],
        answerFileKinds: ['archives', 'code'],
        answerMaxMb: 5,
        latePenaltyPerDay: 10,
        latePenaltyFloor: 50,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New task' })).not.toBeInTheDocument());
    const row = await screen.findByText('Closures in practice');
    expect(row).toBeVisible();
    expect(mockStore.tasks.tasks.at(-1)?.deadline).toBe('2026-12-01T20:59:00.000Z');
  });

  it('takes a deadline across a daylight-saving change in the school zone', async () => {
    const calls = recordWrites();
    const { user, dialog } = await openNewTask({ timezone: 'Europe/Berlin' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Task name' }), 'Summer task');
    // Berlin is UTC+2 in July.
    setDeadline(dialog, '2027-07-01T10:00');
    await user.click(saveButton(dialog));
    await expectNotice('The task has been created.');
    expect((calls.find((c) => c.method === 'POST')?.body as { deadline: string }).deadline).toBe('2027-07-01T08:00:00.000Z');
  });

  it('moves blocks down and removes them', async () => {
    const { user, dialog } = await openNewTask();
    for (const type of ['Link', 'Code', 'Image']) await user.click(within(dialog).getByRole('button', { name: type }));
    const headings = () =>
      within(dialog)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent);
    expect(headings()).toEqual(['Block 1: Link', 'Block 2: Code', 'Block 3: Image']);
    await user.click(within(block(dialog, 1)).getByRole('button', { name: 'Move "Block 1: Link" down' }));
    expect(headings()).toEqual(['Block 1: Code', 'Block 2: Link', 'Block 3: Image']);
    expect(within(block(dialog, 3)).getByRole('button', { name: 'Move "Block 3: Image" down' })).toBeDisabled();
    await user.click(within(block(dialog, 1)).getByRole('button', { name: 'Remove "Block 1: Code"' }));
    expect(headings()).toEqual(['Block 1: Link', 'Block 2: Image']);
  });

  it('writes rich text with the editor and sends its HTML', async () => {
    const calls = recordWrites();
    const { user, dialog } = await openNewTask();
    await user.type(within(dialog).getByRole('textbox', { name: 'Task name' }), 'Read and answer');
    setDeadline(dialog, '2026-12-10T12:00');
    await user.click(within(dialog).getByRole('button', { name: 'Text' }));
    await user.click(saveButton(dialog));
    // The editor loads on demand with the first text block.
    expect(await within(block(dialog, 1)).findByText('Write some text, or remove the block.', {}, { timeout: 15_000 })).toBeVisible();

    const editor = within(block(dialog, 1)).getByRole('textbox', { name: 'Block 1: Text' });
    await user.click(editor);
    await user.keyboard('Read the chapter');
    await waitFor(() => expect(editor).toHaveTextContent('Read the chapter'));
    expect(within(block(dialog, 1)).getByRole('toolbar', { name: 'Text formatting' })).toBeVisible();
    await waitFor(() => expect(within(block(dialog, 1)).queryByText('Write some text, or remove the block.')).not.toBeInTheDocument());

    await user.click(saveButton(dialog));
    await expectNotice('The task has been created.');
    const body = calls.find((c) => c.method === 'POST')?.body as { taskElements: unknown[] };
    expect(body.taskElements).toEqual([{ type: 'text', html: '<p>Read the chapter</p>' }]);
  });

  it('previews the task as students will read it', async () => {
    const { user, dialog } = await openNewTask();
    await user.type(within(dialog).getByRole('textbox', { name: 'Task name' }), 'Preview me');
    setDeadline(dialog, '2026-12-01T23:59');
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    await user.type(within(block(dialog, 1)).getByRole('textbox', { name: 'Link text' }), 'Guide');
    await user.type(within(block(dialog, 1)).getByRole('textbox', { name: 'Address' }), 'https://example.com/guide');
    await user.click(within(dialog).getByRole('button', { name: 'Code' }));
    await user.type(within(block(dialog, 2)).getByRole('textbox', { name: 'Code' }), '<b>not bold</b>');

    await user.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    const preview = await within(dialog).findByTestId('task-preview');
    expect(within(preview).getByRole('heading', { name: 'Preview me' })).toBeVisible();
    expect(within(preview).getByText('Deadline: 1 Dec 2026, 23:59')).toBeVisible();
    const link = within(preview).getByRole('link', { name: 'Guide' });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const code = preview.querySelector('pre > code');
    expect(code?.textContent).toBe('<b>not bold</b>');
    expect(preview.querySelector('pre b')).toBeNull();

    await user.click(within(dialog).getByRole('tab', { name: 'Edit' }));
    expect(within(block(dialog, 1)).getByRole('textbox', { name: 'Link text' })).toHaveValue('Guide');
  });

  it('edits a task: its values come in the school timezone, a removed block is gone from the PUT', async () => {
    const calls = recordWrites();
    const { user } = await renderTasks();
    const row = await screen.findByTestId('task-801');
    await user.click(within(row).getByRole('button', { name: 'Edit: Types in practice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the task' });
    expect(await within(dialog).findByRole('textbox', { name: 'Task name' })).toHaveValue('Types in practice');
    expect(within(dialog).getByLabelText(/^Deadline/)).toHaveValue('26/01/2026 23:59');
    expect(within(dialog).getByRole('spinbutton', { name: 'Maximum points' })).toHaveValue(10);
    const headings = within(dialog)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Block 1: Text', 'Block 2: Code', 'Block 3: Link']);
    await waitFor(
      () => expect(within(block(dialog, 1)).getByRole('textbox', { name: 'Block 1: Text' })).toHaveTextContent('Write typeName(value)'),
      { timeout: 15_000 },
    );

    await user.click(within(block(dialog, 2)).getByRole('button', { name: 'Remove "Block 2: Code"' }));
    await user.click(saveButton(dialog));
    await expectNotice('The task has been saved.');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/lessons/tasks/801');
    const body = put?.body as { deadline: string; taskElements: Array<{ type: string }> };
    expect(body.deadline).toBe('2026-01-26T20:59:00.000Z');
    expect(body.taskElements.map((e) => e.type)).toEqual(['text', 'link']);
  });

  it("puts the server's 400 under the field it names: the maximum, or a block's address", async () => {
    const { user } = await renderTasks();
    await user.click(within(await screen.findByTestId('task-801')).getByRole('button', { name: 'Edit: Types in practice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the task' });
    const mark = await within(dialog).findByRole('spinbutton', { name: 'Maximum points' });
    // An answer already has 9 points.
    await user.clear(mark);
    await user.type(mark, '5');
    await user.click(saveButton(dialog));
    expect(await within(dialog).findByText('Some answers already have 9 points: the maximum cannot be lower.')).toBeVisible();
    await waitFor(() => expect(mark).toHaveFocus());

    server.use(
      http.put(`${API_PATTERN}/lessons/tasks/:taskId`, () =>
        HttpResponse.json(
          { message: 'The address of block 3 must start with http:// or https://.', status: 400, field: 'taskElements.2.url' },
          { status: 400 },
        ),
      ),
    );
    await user.clear(mark);
    await user.type(mark, '10');
    await user.click(saveButton(dialog));
    const third = block(dialog, 3);
    expect(await within(third).findByText('The address of block 3 must start with http:// or https://.')).toBeVisible();
    expect(within(third).getByRole('textbox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Edit the task' })).toBeVisible();
  });

  it('uploads a PDF for a file block and an image for an image block, and refuses other files before uploading', async () => {
    const uploads: Array<{ name: string; kind: string }> = [];
    const uploadTaskFile: LmsDataProvider['uploadTaskFile'] = async (file, kind) => {
      uploads.push({ name: file.name, kind });
      return kind === 'pdf'
        ? { fileId: 9100, link: '/api/static/files/mock-9100.pdf', size: 10, contentType: 'application/pdf' }
        : { fileId: 9200, link: '/api/static/files/mock-9200.png', size: 10, contentType: 'image/png' };
    };
    const calls = recordWrites();
    const { user, dialog } = await openNewTask({ calls: { uploadTaskFile } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Task name' }), 'With files');
    setDeadline(dialog, '2026-12-01T23:59');
    await user.click(within(dialog).getByRole('button', { name: 'File' }));
    await user.click(within(dialog).getByRole('button', { name: 'Image' }));

    await user.click(saveButton(dialog));
    expect(await within(block(dialog, 1)).findByText('Upload a file, or remove the block.')).toBeVisible();
    expect(within(block(dialog, 2)).getByText('Upload an image, or remove the block.')).toBeVisible();

    const fileInput = within(block(dialog, 1)).getByLabelText('Upload a file');
    await user.upload(
      fileInput,
      new File(['text'], 'notes.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    );
    expect(await within(block(dialog, 1)).findByText('Only PDF files and images (PNG, JPEG, WebP, GIF) can be attached.')).toBeVisible();
    expect(uploads).toEqual([]);

    await user.upload(fileInput, new File([pdfBytes() as BlobPart], 'closures.pdf', { type: 'application/pdf' }));
    expect(await within(block(dialog, 1)).findByText('closures.pdf')).toBeVisible();
    await user.upload(
      within(block(dialog, 2)).getByLabelText('Upload an image'),
      new File([pngBytes() as BlobPart], 'diagram.png', { type: 'image/png' }),
    );
    const image = await within(block(dialog, 2)).findByRole('img', { name: 'Image of the task' });
    expect(image).toHaveAttribute('src', '/api/static/files/mock-9200.png');
    await user.type(within(block(dialog, 2)).getByRole('textbox', { name: 'Description of the image' }), 'How closures keep state');
    expect(uploads).toEqual([
      { name: 'closures.pdf', kind: 'pdf' },
      { name: 'diagram.png', kind: 'image' },
    ]);

    await user.click(saveButton(dialog));
    await expectNotice('The task has been created.');
    const body = calls.find((c) => c.method === 'POST')?.body as { taskElements: unknown[] };
    expect(body.taskElements).toEqual([
      { type: 'file', fileId: 9100 },
      { type: 'image', fileId: 9200, alt: 'How closures keep state' },
    ]);
  });

  it('takes an image by its web address, only http(s)', async () => {
    const calls = recordWrites();
    const { user, dialog } = await openNewTask();
    await user.type(within(dialog).getByRole('textbox', { name: 'Task name' }), 'Image by address');
    setDeadline(dialog, '2026-12-01T23:59');
    await user.click(within(dialog).getByRole('button', { name: 'Image' }));
    await user.click(within(block(dialog, 1)).getByRole('button', { name: 'Web address' }));
    const address = within(block(dialog, 1)).getByRole('textbox', { name: 'Image address' });
    await user.type(address, 'data:image/png;base64,AAAA');
    await user.click(saveButton(dialog));
    expect(await within(block(dialog, 1)).findByText('The address must start with http:// or https:// and name a site!')).toBeVisible();
    await user.clear(address);
    await user.type(address, 'https://example.com/diagram.png');
    await user.click(saveButton(dialog));
    await expectNotice('The task has been created.');
    const body = calls.find((c) => c.method === 'POST')?.body as { taskElements: unknown[] };
    expect(body.taskElements).toEqual([{ type: 'image', link: 'https://example.com/diagram.png' }]);
  });
});
