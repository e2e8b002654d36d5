import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { BANK_IMPORT_MAX_BYTES, BANK_IMPORT_MAX_QUESTIONS, type BankImportFormat, type BankImportResult } from '../../../api/questionBank';
import type { LmsDataProvider } from '../../../dataProvider/dataProvider';

export type ImportPhase =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'checked'; result: BankImportResult }
  | { kind: 'committing'; result: BankImportResult }
  | { kind: 'failed'; message: string };

/**
 * The import dialog's steps: a file is read by a dry run as soon as it is chosen (and again
 * when the format changes), so the instructor sees what would come in and every problem with
 * its line before anything is written; the commit sends the same file for real, then the bank
 * reloads and a notice counts what came in.
 */
export function useBankImport(courseId: Identifier, onDone: () => void) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<LmsDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [format, setFormat] = useState<BankImportFormat>('gift');
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<ImportPhase>({ kind: 'idle' });
  // Only the latest dry run's answer counts: an older one may arrive after a newer file was chosen.
  const run = useRef(0);

  const check = useCallback(
    async (nextFormat: BankImportFormat, nextFile: File | null) => {
      const id = ++run.current;
      if (!nextFile) return setPhase({ kind: 'idle' });
      if (nextFile.size > BANK_IMPORT_MAX_BYTES) {
        return setPhase({ kind: 'failed', message: translate('questionBank.import.limit', { limit: BANK_IMPORT_MAX_QUESTIONS }) });
      }
      setPhase({ kind: 'checking' });
      try {
        const result = await dataProvider.importQuestionBank(courseId, nextFormat, nextFile, true);
        if (id === run.current) setPhase({ kind: 'checked', result });
      } catch (error) {
        if (id === run.current) setPhase({ kind: 'failed', message: (error as Error).message || translate('app.errors.generic') });
      }
    },
    [courseId, dataProvider, translate],
  );

  const chooseFormat = (next: BankImportFormat) => {
    setFormat(next);
    void check(next, file);
  };
  const chooseFile = (next: File | undefined) => {
    setFile(next ?? null);
    void check(format, next ?? null);
  };

  const reset = () => {
    run.current++;
    setFile(null);
    setPhase({ kind: 'idle' });
  };

  const commit = async () => {
    if (phase.kind !== 'checked' || !file) return;
    setPhase({ kind: 'committing', result: phase.result });
    try {
      const result = await dataProvider.importQuestionBank(courseId, format, file, false);
      if (result.errors.length) return setPhase({ kind: 'checked', result });
      notify(translate('questionBank.import.done', { smart_count: result.imported }), { type: 'success' });
      refresh();
      reset();
      onDone();
    } catch (error) {
      setPhase({ kind: 'failed', message: (error as Error).message || translate('app.errors.generic') });
    }
  };

  return { format, chooseFormat, file, chooseFile, phase, commit, reset };
}
