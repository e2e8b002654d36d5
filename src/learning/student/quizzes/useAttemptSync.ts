import { useEffect, useState, useSyncExternalStore } from 'react';
import { AttemptSync } from './attemptSync';
import type { AttemptSnapshot, AttemptSyncOptions } from './attemptSyncTypes';

/**
 * The AttemptSync of the attempt on screen, started while the component is mounted, and its
 * current snapshot. Made once per mount: the page keys the component by the attempt.
 */
export function useAttemptSync(options: AttemptSyncOptions): { sync: AttemptSync; snapshot: AttemptSnapshot } {
  const [sync] = useState(() => new AttemptSync(options));
  useEffect(() => {
    sync.start();
    return () => sync.stop();
  }, [sync]);
  const snapshot = useSyncExternalStore(sync.subscribe, sync.getSnapshot, sync.getSnapshot);
  return { sync, snapshot };
}
