import { useEffect, useState } from 'react';
import type { SaveState } from './attemptSyncTypes';

export type AttemptConnection = 'online' | 'offline' | 'back';

/**
 * Whether the attempt's saves reach the server, for what is said once when the connection
 * drops and once when it is back (the bar shows it all along). 'offline' follows the save
 * state in the same render as the bar; 'back' remembers the drop until a save has gone
 * through and six seconds have passed.
 */
export function useAttemptConnection(saveState: SaveState): AttemptConnection {
  const offline = saveState === 'offline';
  const [wasOffline, setWasOffline] = useState(false);
  useEffect(() => {
    if (offline) setWasOffline(true);
  }, [offline]);
  const connection: AttemptConnection = offline ? 'offline' : wasOffline ? 'back' : 'online';
  useEffect(() => {
    if (connection !== 'back' || saveState !== 'saved') return undefined;
    const timer = setTimeout(() => setWasOffline(false), 6000);
    return () => clearTimeout(timer);
  }, [connection, saveState]);
  return connection;
}
