import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { IMPORT_MAX_BYTES } from '../../api/constants';
import type { ImportErrorResponse, ImportResponse, ImportRowError } from '../../api/types';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';

export type ImportPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number | null }
  | { kind: 'done'; answer: ImportResponse }
  | { kind: 'failed'; message: string; errors: ImportRowError[] };

/** Translation keys of what is wrong with the chosen group and file. */
export interface ImportProblems {
  group?: string;
  file?: string;
}

/**
 * The import dialog's state: the chosen group and file, what is wrong with them (checked here
 * before anything is sent), and the upload's phase, reloading the list behind after an import.
 */
export function useStudentImport(onClose: () => void, defaultGroupId: Identifier | null | undefined) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const [groupId, setGroupId] = useState<Identifier | ''>(defaultGroupId ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<ImportProblems>({});
  const [phase, setPhase] = useState<ImportPhase>({ kind: 'idle' });
  const uploading = phase.kind === 'uploading';
  const failureRef = useRef<HTMLDivElement>(null);
  // On a phone the rows at fault would sit below the fold: bring them into view.
  useEffect(() => {
    if (phase.kind === 'failed') failureRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [phase.kind]);

  const reset = () => {
    setFile(null);
    setProblems({});
    setPhase({ kind: 'idle' });
  };

  const close = () => {
    if (uploading) return;
    reset();
    onClose();
  };

  const chooseGroup = (id: Identifier) => {
    setGroupId(id);
    setProblems((p) => ({ ...p, group: undefined }));
  };

  const pickFile = (picked: File | undefined) => {
    if (!picked) return;
    setFile(picked);
    setPhase({ kind: 'idle' });
    if (!picked.name.toLowerCase().endsWith('.xlsx')) setProblems((p) => ({ ...p, file: 'admin.import.wrongType' }));
    else if (picked.size > IMPORT_MAX_BYTES) setProblems((p) => ({ ...p, file: 'admin.import.tooLarge' }));
    else setProblems((p) => ({ ...p, file: undefined }));
  };

  const submit = async () => {
    const found = {
      group: groupId === '' ? 'admin.import.groupRequired' : undefined,
      file: !file ? 'admin.import.fileRequired' : problems.file,
    };
    setProblems(found);
    if (found.group || found.file || !file || groupId === '') return;
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const answer = await dataProvider.importStudents(groupId, file, ({ percent }) => setPhase({ kind: 'uploading', percent }));
      setPhase({ kind: 'done', answer });
      refresh();
    } catch (error) {
      const body = (error as { body?: Partial<ImportErrorResponse> }).body;
      setPhase({
        kind: 'failed',
        message: (error as Error).message || translate('app.errors.generic'),
        errors: Array.isArray(body?.errors) ? body.errors : [],
      });
    }
  };

  return { groupId, chooseGroup, file, pickFile, problems, phase, uploading, failureRef, reset, close, submit };
}
