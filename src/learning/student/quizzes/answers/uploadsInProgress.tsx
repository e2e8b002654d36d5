import { createContext, useCallback, useContext, useState } from 'react';

/** Told by a file answer, by its question key, when its uploads start and when they all end. */
type UploadReport = (questionKey: string, busy: boolean) => void;

const UploadReportContext = createContext<UploadReport>(() => undefined);

/**
 * Where the attempt's file answers report their uploads (AttemptView holds it): a file still going
 * up is not in the answers yet, so the test must not be submitted before it is.
 */
export const UploadReportProvider = UploadReportContext.Provider;

/** The report a file answer makes; nothing listens outside an attempt (a story, a review). */
export const useUploadReport = () => useContext(UploadReportContext);

/** Whether any file answer of the attempt is uploading, and the report the answers make. */
export function useUploadsInProgress() {
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<UploadReport>(
    (questionKey, busy) =>
      setBusyKeys((keys) => {
        if (keys.has(questionKey) === busy) return keys;
        const next = new Set(keys);
        if (busy) next.add(questionKey);
        else next.delete(questionKey);
        return next;
      }),
    [],
  );
  return { uploading: busyKeys.size > 0, report };
}
