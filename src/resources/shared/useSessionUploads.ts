import { useCallback, useEffect, useRef } from 'react';
import { HttpError, useDataProvider, useRegisterMutationMiddleware, useSaveContext } from 'react-admin';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';

type SaveCall = (resource: string, params: { data?: Record<string, unknown> }) => Promise<unknown>;

/** A save the server refused (4xx): nothing was stored. A network error or a 5xx may have stored it. */
const isRefusal = (error: unknown) => error instanceof HttpError && error.status >= 400 && error.status < 500;

/**
 * Forgets the uploads of one form session that no saved record uses. An upload is this form's
 * alone from the moment it arrives until a save sends it; then it may be the record's, so it
 * is never deleted from here (the server deletes a record's old image when a save replaces
 * it). What this form alone holds is deleted when it is replaced or removed, and when the
 * form goes away unsaved. A save refused by the server gives the upload back to the form.
 *
 * Only inside react-admin's Create and Edit, whose saves pass through the form's mutation
 * middlewares: elsewhere a save could go unseen, so nothing is ever deleted. The admin forms
 * save pessimistically (a save is sent before the page is left), which the unmount relies on.
 */
export function useSessionUploads(source: string, currentValue: unknown) {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const seesSaves = Boolean(useSaveContext().registerMutationMiddleware);
  /** fileId -> link of the uploads no save has sent. */
  const uploads = useRef(new Map<number, string>());
  // Read by callbacks that outlive a render (a save's answer, the unmount).
  const latest = useRef({ dataProvider, seesSaves, currentValue, mounted: true });
  latest.current = { ...latest.current, dataProvider, seesSaves, currentValue };

  const forget = useCallback((link: string) => {
    // Best effort: a failed delete leaves an unused file, never a broken record.
    latest.current.dataProvider.deleteFile(link).catch(() => {});
  }, []);

  /** Deletes a file this form uploaded and no save has sent; anything else is left alone. */
  const discard = useCallback(
    (fileId: unknown) => {
      const link = uploads.current.get(Number(fileId));
      if (!latest.current.seesSaves || link === undefined) return;
      uploads.current.delete(Number(fileId));
      forget(link);
    },
    [forget],
  );

  const added = useCallback(
    (fileId: number, link: string) => {
      // An upload that arrives after the form has gone is nobody's.
      if (!latest.current.mounted) {
        if (latest.current.seesSaves) forget(link);
        return false;
      }
      uploads.current.set(fileId, link);
      return true;
    },
    [forget],
  );

  const middleware = useCallback(
    async (resource: string, params: { data?: Record<string, unknown> }, next: SaveCall) => {
      const sent = Number(params.data?.[source]);
      const link = uploads.current.get(sent);
      // From here on the record may point to it.
      uploads.current.delete(sent);
      try {
        return await next(resource, params);
      } catch (error) {
        if (link !== undefined && isRefusal(error)) {
          const { mounted, currentValue: now } = latest.current;
          if (mounted && Number(now) === sent) uploads.current.set(sent, link);
          else forget(link);
        }
        throw error;
      }
    },
    [forget, source],
  );
  useRegisterMutationMiddleware(middleware);

  useEffect(() => {
    latest.current.mounted = true;
    const pending = uploads.current;
    return () => {
      latest.current.mounted = false;
      // Leaving the form unsaved: what only it held goes.
      if (latest.current.seesSaves) for (const link of pending.values()) forget(link);
      pending.clear();
    };
  }, [forget]);

  return { added, discard };
}
