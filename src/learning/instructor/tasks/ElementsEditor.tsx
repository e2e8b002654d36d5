import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CodeIcon from '@mui/icons-material/Code';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import NotesIcon from '@mui/icons-material/Notes';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { TASK_ELEMENT_TYPES, TASK_ELEMENTS_MAX, type TaskElementType } from '../../../api/tasks';
import { fieldMessage } from '../../shared/fieldMessage';
import { safeAddress } from '../../shared/tasks/richHtml';

// The rich text editor (TipTap and ProseMirror) loads with the first text block, not with the area.
const RichTextEditor = lazy(() => import('./RichTextEditor'));
import { emptyElement, type TaskFormValues } from './taskSchema';
import { UploadButton } from './UploadButton';

export const ELEMENT_ICONS: Record<TaskElementType, ReactElement> = {
  text: <NotesIcon fontSize="small" />,
  image: <ImageIcon fontSize="small" />,
  file: <AttachFileIcon fontSize="small" />,
  link: <LinkIcon fontSize="small" />,
  code: <CodeIcon fontSize="small" />,
};

/** The id of a block's first field, for focus after adding it or on an error. */
export const elementFieldId = (prefix: string, index: number, field: string) => `${prefix}-el-${index}-${field}`;

interface BlockProps {
  index: number;
  prefix: string;
  control: Control<TaskFormValues>;
  register: UseFormRegister<TaskFormValues>;
  setValue: UseFormSetValue<TaskFormValues>;
  errors: FieldErrors<TaskFormValues>;
  onBusyChange: (key: string, busy: boolean) => void;
  blockKey: string;
  validateOnChange: boolean;
  /** Just added: its first field takes the focus. */
  autoFocus: boolean;
}

function useElementErrors(errors: FieldErrors<TaskFormValues>, index: number) {
  const translate = useTranslate();
  const own = errors.taskElements?.[index] as Record<string, { message?: string } | undefined> | undefined;
  return (field: string) => fieldMessage(translate, own?.[field]?.message);
}

function TextBlock({ index, prefix, control, errors, autoFocus }: BlockProps) {
  const translate = useTranslate();
  const problem = useElementErrors(errors, index);
  return (
    <Controller
      control={control}
      name={`taskElements.${index}.html`}
      render={({ field }) => (
        <Suspense fallback={<Skeleton variant="rounded" height={170} aria-label={translate('app.loading')} />}>
          <RichTextEditor
            id={elementFieldId(prefix, index, 'html')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={translate('tasks.editor.blockLabel', { index: index + 1, type: translate('tasks.elements.text') })}
            error={Boolean(problem('html'))}
            helperText={problem('html') || undefined}
            autoFocus={autoFocus}
          />
        </Suspense>
      )}
    />
  );
}

function ImageBlock({ index, prefix, control, register, setValue, errors, onBusyChange, blockKey, validateOnChange }: BlockProps) {
  const translate = useTranslate();
  const problem = useElementErrors(errors, index);
  const element = useWatch({ control, name: `taskElements.${index}` });
  const source = element?.imageSource ?? 'upload';
  const preview = element?.link ? safeAddress(element.link) : null;
  const busy = useCallback((value: boolean) => onBusyChange(blockKey, value), [onBusyChange, blockKey]);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={source}
        onChange={(_, next: 'upload' | 'url' | null) => {
          if (!next || next === source) return;
          setValue(`taskElements.${index}.imageSource`, next, { shouldDirty: true });
          setValue(`taskElements.${index}.fileId`, null, { shouldDirty: true });
          setValue(`taskElements.${index}.link`, '', { shouldDirty: true, shouldValidate: validateOnChange });
        }}
        aria-label={translate('tasks.editor.imageSource')}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="upload">{translate('tasks.editor.imageUpload')}</ToggleButton>
        <ToggleButton value="url">{translate('tasks.editor.imageAddress')}</ToggleButton>
      </ToggleButtonGroup>
      {source === 'upload' ? (
        <UploadButton
          id={elementFieldId(prefix, index, 'fileId')}
          purpose="image"
          label={translate(element?.fileId ? 'tasks.upload.replaceImage' : 'tasks.upload.chooseImage')}
          error={problem('fileId')}
          onBusyChange={busy}
          onUploaded={(upload) => {
            setValue(`taskElements.${index}.fileId`, upload.fileId, { shouldDirty: true, shouldValidate: validateOnChange });
            setValue(`taskElements.${index}.link`, upload.link, { shouldDirty: true });
          }}
        />
      ) : (
        <TextField
          {...register(`taskElements.${index}.link`)}
          id={elementFieldId(prefix, index, 'link')}
          label={translate('tasks.editor.imageUrl')}
          required
          type="url"
          placeholder="https://"
          error={Boolean(problem('link'))}
          helperText={problem('link') || translate('tasks.editor.imageUrlHelper')}
          slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, autoComplete: 'off' } }}
        />
      )}
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={element?.alt || translate('tasks.view.imageAlt')}
          referrerPolicy="no-referrer"
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 200, width: 'auto', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      )}
      <TextField
        {...register(`taskElements.${index}.alt`)}
        id={elementFieldId(prefix, index, 'alt')}
        label={translate('tasks.editor.imageAlt')}
        error={Boolean(problem('alt'))}
        helperText={problem('alt') || translate('tasks.editor.imageAltHelper')}
      />
    </Box>
  );
}

function FileBlock({ index, prefix, control, setValue, errors, onBusyChange, blockKey, validateOnChange }: BlockProps) {
  const translate = useTranslate();
  const problem = useElementErrors(errors, index);
  const element = useWatch({ control, name: `taskElements.${index}` });
  const busy = useCallback((value: boolean) => onBusyChange(blockKey, value), [onBusyChange, blockKey]);
  return (
    <UploadButton
      id={elementFieldId(prefix, index, 'fileId')}
      purpose="file"
      label={translate(element?.fileId ? 'tasks.upload.replaceFile' : 'tasks.upload.chooseFile')}
      error={problem('fileId')}
      onBusyChange={busy}
      onUploaded={(upload) => {
        setValue(`taskElements.${index}.fileId`, upload.fileId, { shouldDirty: true, shouldValidate: validateOnChange });
        setValue(`taskElements.${index}.link`, upload.link, { shouldDirty: true });
        setValue(`taskElements.${index}.name`, upload.name, { shouldDirty: true });
      }}
    >
      {element?.fileId ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <AttachFileIcon fontSize="small" color="action" aria-hidden />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid={`${elementFieldId(prefix, index, 'name')}`}>
            {element.name || translate('tasks.view.file')}
          </Typography>
        </Box>
      ) : null}
    </UploadButton>
  );
}

function LinkBlock({ index, prefix, register, errors }: BlockProps) {
  const translate = useTranslate();
  const problem = useElementErrors(errors, index);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        {...register(`taskElements.${index}.text`)}
        id={elementFieldId(prefix, index, 'text')}
        label={translate('tasks.editor.linkText')}
        required
        error={Boolean(problem('text'))}
        helperText={problem('text') || ' '}
      />
      <TextField
        {...register(`taskElements.${index}.url`)}
        id={elementFieldId(prefix, index, 'url')}
        label={translate('tasks.editor.linkUrl')}
        required
        type="url"
        placeholder="https://"
        error={Boolean(problem('url'))}
        helperText={problem('url') || translate('tasks.editor.linkUrlHelper')}
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, autoComplete: 'off' } }}
      />
    </Box>
  );
}

const LANGUAGES = [
  'javascript',
  'typescript',
  'python',
  'java',
  'c',
  'cpp',
  'csharp',
  'go',
  'kotlin',
  'php',
  'ruby',
  'rust',
  'sql',
  'html',
  'css',
  'bash',
  'json',
];

function CodeBlock({ index, prefix, register, errors }: BlockProps) {
  const translate = useTranslate();
  const problem = useElementErrors(errors, index);
  const listId = `${prefix}-languages`;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        {...register(`taskElements.${index}.language`)}
        id={elementFieldId(prefix, index, 'language')}
        label={translate('tasks.editor.codeLanguage')}
        placeholder="javascript"
        error={Boolean(problem('language'))}
        helperText={problem('language') || translate('tasks.editor.codeLanguageHelper')}
        sx={{ maxWidth: { sm: 280 } }}
        slotProps={{ htmlInput: { list: listId, spellCheck: false, autoComplete: 'off', autoCapitalize: 'none' } }}
      />
      <datalist id={listId}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} />
        ))}
      </datalist>
      <TextField
        {...register(`taskElements.${index}.code`)}
        id={elementFieldId(prefix, index, 'code')}
        label={translate('tasks.editor.code')}
        required
        multiline
        minRows={4}
        maxRows={20}
        error={Boolean(problem('code'))}
        helperText={problem('code') || ' '}
        slotProps={{
          htmlInput: {
            spellCheck: false,
            autoCapitalize: 'none',
            autoComplete: 'off',
            style: { fontFamily: 'monospace', fontSize: '0.875rem', whiteSpace: 'pre', overflowX: 'auto' },
          },
        }}
      />
    </Box>
  );
}

const BLOCKS: Record<TaskElementType, (props: BlockProps) => ReactElement> = {
  text: TextBlock,
  image: ImageBlock,
  file: FileBlock,
  link: LinkBlock,
  code: CodeBlock,
};

const FIRST_FIELD: Record<TaskElementType, string> = { text: 'html', image: 'fileId', file: 'fileId', link: 'text', code: 'language' };

export interface ElementsEditorProps {
  prefix: string;
  control: Control<TaskFormValues>;
  register: UseFormRegister<TaskFormValues>;
  setValue: UseFormSetValue<TaskFormValues>;
  errors: FieldErrors<TaskFormValues>;
  /** Whether the form has been submitted once: fields then check as they change. */
  validateOnChange: boolean;
  /** How many uploads are on their way. */
  onUploadingChange: (count: number) => void;
}

/**
 * The task's content as an ordered list of blocks: text (rich), image, file, link and code.
 * Each block can be moved up or down and removed; new blocks go at the end.
 */
export function ElementsEditor({ prefix, control, register, setValue, errors, validateOnChange, onUploadingChange }: ElementsEditorProps) {
  const translate = useTranslate();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'taskElements' });
  const [uploading, setUploading] = useState<Set<string>>(new Set());
  const focusNext = useRef<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);

  const onBusyChange = useCallback((key: string, busy: boolean) => {
    setUploading((current) => {
      if (busy === current.has(key)) return current;
      const next = new Set(current);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  useEffect(() => onUploadingChange(uploading.size), [uploading, onUploadingChange]);

  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    const element = document.getElementById(id);
    element?.focus();
    element?.scrollIntoView?.({ block: 'nearest' });
  });

  const add = (type: TaskElementType) => {
    // A text block's editor loads on demand and takes the focus itself.
    focusNext.current = type === 'text' ? null : elementFieldId(prefix, fields.length, FIRST_FIELD[type]);
    setAdded(fields.length);
    append(emptyElement(type), { shouldFocus: false });
  };

  const rootError =
    (errors.taskElements as { root?: { message?: string }; message?: string } | undefined)?.root?.message ??
    (errors.taskElements as { message?: string } | undefined)?.message;
  const full = fields.length >= TASK_ELEMENTS_MAX;

  return (
    <Box component="section" aria-labelledby={`${prefix}-elements-title`} sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography id={`${prefix}-elements-title`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate('tasks.editor.elements')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('tasks.editor.elementsHelp')}
        </Typography>
      </Box>
      {rootError && (
        <Alert severity="error" role="alert">
          {fieldMessage(translate, rootError)}
        </Alert>
      )}
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {translate('tasks.editor.noElements')}
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} aria-label={translate('tasks.editor.elements')}>
        {fields.map((field, index) => {
          const type = field.type;
          const Block = BLOCKS[type];
          const typeName = translate(`tasks.elements.${type}`);
          const blockName = translate('tasks.editor.blockLabel', { index: index + 1, type: typeName });
          return (
            <Paper
              key={field.id}
              component="li"
              variant="outlined"
              sx={{ p: { xs: 1.25, sm: 1.5 }, display: 'grid', gap: 1.25, minWidth: 0 }}
              data-testid={`element-${index}`}
              data-element-type={type}
              aria-label={blockName}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', color: 'primary.main' }} aria-hidden>
                  {ELEMENT_ICONS[type]}
                </Box>
                <Typography variant="subtitle2" component="h4" sx={{ flex: 1, minWidth: 0 }}>
                  {blockName}
                </Typography>
                <Tooltip title={translate('tasks.editor.moveUp')}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={translate('tasks.editor.moveUpNamed', { name: blockName })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={translate('tasks.editor.moveDown')}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={translate('tasks.editor.moveDownNamed', { name: blockName })}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={translate('tasks.editor.removeBlock')}>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={translate('tasks.editor.removeNamed', { name: blockName })}
                    onClick={() => {
                      onBusyChange(field.id, false);
                      remove(index);
                    }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
              <Block
                index={index}
                prefix={prefix}
                control={control}
                register={register}
                setValue={setValue}
                errors={errors}
                onBusyChange={onBusyChange}
                blockKey={field.id}
                validateOnChange={validateOnChange}
                autoFocus={added === index}
              />
            </Paper>
          );
        })}
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }} id={`${prefix}-add-title`}>
          {full ? translate('tasks.validation.tooManyElements', { max: TASK_ELEMENTS_MAX }) : translate('tasks.editor.addBlock')}
        </Typography>
        <Box role="group" aria-labelledby={`${prefix}-add-title`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {TASK_ELEMENT_TYPES.map((type) => (
            <Button key={type} size="small" variant="outlined" startIcon={ELEMENT_ICONS[type]} disabled={full} onClick={() => add(type)}>
              {translate(`tasks.elements.${type}`)}
            </Button>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
