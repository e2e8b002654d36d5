import * as yup from 'yup';
import { isHttpUrl, URL_MAX } from '../../../api/learning';
import { isRichLinkAddress } from './richLinkAddress';
import {
  ANSWER_RULE_FIELDS,
  answerRulesFields,
  answerRulesInputOf,
  answerRulesValuesOf,
  type AnswerRulesValues,
} from './answerRulesSchema';
import {
  TASK_CODE_LANGUAGE_MAX,
  TASK_CODE_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_ELEMENT_TYPES,
  TASK_ELEMENTS_MAX,
  TASK_HTML_MAX,
  TASK_MARK_MAX,
  TASK_NAME_MAX,
  type TaskDto,
  type TaskElement,
  type TaskElementInput,
  type TaskElementType,
  type TaskInput,
} from '../../../api/tasks';
import { maxText, withArgs } from '../../../resources/shared/validation';
import { fromDateTimeInput, toDateTimeInput } from '../../../api/schoolTime';
import { isPastInstant, refusedAsPast } from '../../../api/pastDates';
import { richTextHasContent } from '../../shared/tasks/richHtml';

/*
 * The task editor's form: its values, the yup rules with the server's limits (src/api/tasks.ts,
 * server/routes/tasks/schemas.ts and elements.ts), and the conversions to and from the API.
 * Messages are translation keys (tasks.validation.*).
 */

/** The largest alt text of an image block (the server's schema). */
export const IMAGE_ALT_MAX = 300;
/** The largest text of a link block (the server's schema). */
export const LINK_TEXT_MAX = 500;
const CODE_LANGUAGE = /^[A-Za-z0-9+#._-]*$/;

/** One block as the form holds it: every field of every type, the unused ones empty. */
export interface ElementDraft {
  type: TaskElementType;
  /** text */
  html: string;
  /** image (uploaded) or file: the upload's id. */
  fileId: number | null;
  /** image or file: where the upload is served, or an image block's http(s) address. */
  link: string;
  /** image: an uploaded file, or an address on the web. */
  imageSource: 'upload' | 'url';
  alt: string;
  /** file: its name as uploaded. */
  name: string;
  /** link */
  text: string;
  url: string;
  /** code */
  language: string;
  code: string;
}

export type TaskFormValues = AnswerRulesValues & TaskOwnValues;

interface TaskOwnValues {
  taskName: string;
  description: string;
  /** yyyy-MM-ddTHH:mm in the school's timezone, as a datetime-local input gives it. */
  deadline: string;
  /** The maximum points; '' while the field is empty. */
  mark: number | '';
  taskElements: ElementDraft[];
}

export function emptyElement(type: TaskElementType): ElementDraft {
  return { type, html: '', fileId: null, link: '', imageSource: 'upload', alt: '', name: '', text: '', url: '', language: '', code: '' };
}

export function draftOfElement(element: TaskElement): ElementDraft {
  const draft = emptyElement(element.type);
  switch (element.type) {
    case 'text':
      return { ...draft, html: element.html };
    case 'image':
      return {
        ...draft,
        fileId: element.fileId ?? null,
        link: element.link,
        alt: element.alt ?? '',
        imageSource: typeof element.fileId === 'number' ? 'upload' : 'url',
      };
    case 'file':
      return { ...draft, fileId: element.fileId, link: element.link, name: element.name };
    case 'link':
      return { ...draft, text: element.text, url: element.url };
    case 'code':
      return { ...draft, language: element.language, code: element.code };
  }
}

/** What the server is sent for a block: the server fills in the links and names of uploads. */
export function inputOfElement(draft: ElementDraft): TaskElementInput {
  switch (draft.type) {
    case 'text':
      return { type: 'text', html: draft.html };
    case 'image': {
      const alt = draft.alt.trim();
      if (draft.imageSource === 'upload' && draft.fileId !== null) return { type: 'image', fileId: draft.fileId, ...(alt ? { alt } : {}) };
      return { type: 'image', link: draft.link.trim(), ...(alt ? { alt } : {}) };
    }
    case 'file':
      return { type: 'file', fileId: draft.fileId as number };
    case 'link':
      return { type: 'link', text: draft.text.trim(), url: draft.url.trim() };
    case 'code':
      return { type: 'code', language: draft.language.trim().toLowerCase(), code: draft.code };
  }
}

/** A block as the preview shows it, before the server has seen it. */
export function previewOfElement(draft: ElementDraft): TaskElement {
  switch (draft.type) {
    case 'text':
      return { type: 'text', html: draft.html };
    case 'image':
      return {
        type: 'image',
        fileId: draft.imageSource === 'upload' ? draft.fileId : null,
        link: draft.link.trim(),
        alt: draft.alt.trim(),
      };
    case 'file':
      return { type: 'file', fileId: draft.fileId ?? 0, link: draft.link, name: draft.name };
    case 'link':
      return { type: 'link', text: draft.text.trim(), url: draft.url.trim() };
    case 'code':
      return { type: 'code', language: draft.language.trim().toLowerCase(), code: draft.code };
  }
}

export function valuesOfTask(task: TaskDto | null | undefined, timeZone: string): TaskFormValues {
  if (!task) return { taskName: '', description: '', deadline: '', mark: 10, taskElements: [], ...answerRulesValuesOf(task) };
  return {
    taskName: task.taskName,
    description: task.description,
    deadline: toDateTimeInput(task.deadline, timeZone),
    mark: task.mark,
    taskElements: task.taskElements.map(draftOfElement),
    ...answerRulesValuesOf(task),
  };
}

/** The form as the API takes it; the deadline's wall time is read in the school's timezone and sent in UTC. */
export function inputOfValues(values: TaskFormValues, timeZone: string): TaskInput {
  const deadline = fromDateTimeInput(values.deadline, timeZone);
  return {
    taskName: values.taskName.trim(),
    description: values.description.trim(),
    deadline: deadline ? deadline.toISOString() : values.deadline,
    mark: Number(values.mark),
    taskElements: values.taskElements.map(inputOfElement),
    ...answerRulesInputOf(values),
  };
}

const tooLong = ({ max }: { max: number }) => withArgs('validation.tooLong', { max });
const text = () =>
  yup
    .string()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? value : ''));

const elementSchema = yup.object({
  type: yup
    .mixed<TaskElementType>()
    .oneOf([...TASK_ELEMENT_TYPES])
    .required(),
  imageSource: yup.mixed<'upload' | 'url'>().oneOf(['upload', 'url']).default('upload'),
  html: text().when('type', {
    is: 'text',
    then: (s) => s.test('content', 'tasks.validation.textRequired', (value) => richTextHasContent(value ?? '')).max(TASK_HTML_MAX, tooLong),
  }),
  fileId: yup
    .number()
    .nullable()
    .default(null)
    .when(['type', 'imageSource'], ([type, source], s) =>
      type === 'file'
        ? s.required('tasks.validation.fileRequired')
        : type === 'image' && source === 'upload'
          ? s.required('tasks.validation.imageRequired')
          : s,
    ),
  link: text().when(['type', 'imageSource'], ([type, source], s) =>
    type === 'image' && source === 'url'
      ? s
          .trim()
          .required('tasks.validation.imageUrlRequired')
          .max(URL_MAX, tooLong)
          .test('http', 'tasks.validation.imageUrlInvalid', (value) => !value || isHttpUrl(value))
      : s,
  ),
  alt: text().when('type', { is: 'image', then: (s) => s.trim().max(IMAGE_ALT_MAX, tooLong) }),
  name: text(),
  text: text().when('type', {
    is: 'link',
    then: (s) => s.trim().required('tasks.validation.linkTextRequired').max(LINK_TEXT_MAX, tooLong),
  }),
  url: text().when('type', {
    is: 'link',
    then: (s) =>
      s
        .trim()
        .required('tasks.validation.urlRequired')
        .max(URL_MAX, tooLong)
        .test('safe', 'tasks.validation.urlInvalid', (value) => !value || isRichLinkAddress(value)),
  }),
  language: text().when('type', {
    is: 'code',
    then: (s) => s.trim().max(TASK_CODE_LANGUAGE_MAX, tooLong).matches(CODE_LANGUAGE, 'tasks.validation.languageInvalid'),
  }),
  code: text().when('type', {
    is: 'code',
    then: (s) => s.test('content', 'tasks.validation.codeRequired', (value) => Boolean(value?.trim())).max(TASK_CODE_MAX, tooLong),
  }),
});

/**
 * What the task editor gives its schema as yup's context: the school's zone and the deadline the
 * task has (its wall time, none for a new task), which an edit may keep though it has passed.
 */
export interface TaskFormContext {
  timeZone: string;
  keptDeadline: string | null;
}

/** Whether a deadline (the form's wall time) is refused as past: the server's rule (src/api/pastDates.ts). */
export function deadlineRefusedAsPast(wallTime: string, context: TaskFormContext, now: Date | number = Date.now()): boolean {
  return refusedAsPast(wallTime, context.keptDeadline, (value) => {
    const instant = fromDateTimeInput(value, context.timeZone);
    return instant !== null && isPastInstant(instant, now);
  });
}

export const taskSchema = yup.object({
  taskName: text().trim().required('tasks.validation.nameRequired').test(maxText(TASK_NAME_MAX)),
  description: text().trim().max(TASK_DESCRIPTION_MAX, tooLong),
  deadline: text()
    .required('tasks.validation.deadlineRequired')
    // The wall time names an instant in any zone; only its shape can be wrong here.
    .test('date', 'tasks.validation.deadlineInvalid', (value) => !value || fromDateTimeInput(value, 'UTC') !== null)
    .test('past', 'tasks.validation.deadlineInPast', function (value) {
      const context = this.options.context as TaskFormContext | undefined;
      return !value || !context || !deadlineRefusedAsPast(value, context);
    }),
  mark: yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null || original === undefined ? undefined : value))
    .typeError(withArgs('tasks.validation.markRange', { max: TASK_MARK_MAX }))
    .required('tasks.validation.markRequired')
    .integer(withArgs('tasks.validation.markRange', { max: TASK_MARK_MAX }))
    .min(0, withArgs('tasks.validation.markRange', { max: TASK_MARK_MAX }))
    .max(TASK_MARK_MAX, withArgs('tasks.validation.markRange', { max: TASK_MARK_MAX })),
  taskElements: yup
    .array(elementSchema)
    .default([])
    .max(TASK_ELEMENTS_MAX, withArgs('tasks.validation.tooManyElements', { max: TASK_ELEMENTS_MAX })),
  ...answerRulesFields,
});

/**
 * Where the server's 400 goes in the form: its field names are the API's (taskElements.N.url,
 * counting blocks from 0 like the form). An image given by address has its problem on `link`.
 */
export function formFieldOf(field: string, values: TaskFormValues): string | null {
  if (['taskName', 'description', 'deadline', 'mark', ...ANSWER_RULE_FIELDS].includes(field)) return field;
  if (field.startsWith('answerFileKinds.')) return 'answerFileKinds';
  if (field === 'taskElements') return 'taskElements.root';
  const match = /^taskElements\.(\d+)(?:\.(\w+))?$/.exec(field);
  if (!match) return null;
  const index = Number(match[1]);
  const element = values.taskElements[index];
  if (!element) return null;
  const known: Record<TaskElementType, string[]> = {
    text: ['html'],
    image: element.imageSource === 'url' ? ['link', 'alt'] : ['fileId', 'alt'],
    file: ['fileId'],
    link: ['text', 'url'],
    code: ['language', 'code'],
  };
  const names = known[element.type];
  let name = match[2] ?? names[0];
  if (element.type === 'image' && element.imageSource === 'url' && name === 'fileId') name = 'link';
  return `taskElements.${index}.${names.includes(name) ? name : names[0]}`;
}
