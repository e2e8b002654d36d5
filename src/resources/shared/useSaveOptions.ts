import { useNotify, useRedirect, useResourceContext, type RaRecord } from 'react-admin';

/**
 * mutationOptions of the admin Create and Edit pages (pessimistic): the server's message as the
 * green notice, its refusal as the red one, then the record's page or the list, where
 * react-admin reloads the data with the stored page params.
 */
export function useSaveOptions(redirectTo: 'list' | 'show' = 'list') {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return {
    onSuccess: (data: RaRecord & { message?: string }) => {
      notify(data?.message || 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
      if (redirectTo === 'show' && data?.id !== undefined && data?.id !== null) redirect('show', resource, data.id, data);
      else redirect('list', resource);
    },
    onError: (error: unknown) => {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    },
  };
}
