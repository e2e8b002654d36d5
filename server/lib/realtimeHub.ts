import type { WebSocket } from 'ws';
import type { WsMessage } from '../../src/api/notifications.js';

/** One authenticated socket of this process (server/plugins/realtime.ts). */
export interface Client {
  ws: WebSocket;
  userId: number;
  sessionId: number;
  alive: boolean;
}

/** The sockets of this process, by user and by session. */
export function createHub() {
  const byUser = new Map<number, Set<Client>>();
  const bySession = new Map<number, Set<Client>>();
  const addTo = (map: Map<number, Set<Client>>, key: number, client: Client) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(client);
  };
  const removeFrom = (map: Map<number, Set<Client>>, key: number, client: Client) => {
    const set = map.get(key);
    set?.delete(client);
    if (set && !set.size) map.delete(key);
  };
  return {
    add(client: Client) {
      addTo(byUser, client.userId, client);
      addTo(bySession, client.sessionId, client);
    },
    remove(client: Client) {
      removeFrom(byUser, client.userId, client);
      removeFrom(bySession, client.sessionId, client);
    },
    hasUser: (userId: number) => byUser.has(userId),
    isEmpty: () => byUser.size === 0,
    users: () => [...byUser.keys()],
    sessions: () => [...bySession.keys()],
    clients: () => [...byUser.values()].flatMap((set) => [...set]),
    ofUser: (userId: number) => [...(byUser.get(userId) ?? [])],
    ofSession: (sessionId: number) => [...(bySession.get(sessionId) ?? [])],
    send(userId: number, message: WsMessage) {
      const data = JSON.stringify(message);
      for (const client of byUser.get(userId) ?? []) {
        if (client.ws.readyState === client.ws.OPEN) client.ws.send(data);
      }
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
