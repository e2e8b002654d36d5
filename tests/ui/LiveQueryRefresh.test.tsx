import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { WebSocketHandlerConnection } from 'msw';
import type { QueryKey } from '@tanstack/react-query';
import { NOTIFICATION_KIND_LIST } from '../../src/api/notifications';
import { saveSession } from '../../src/auth/session';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { taskKeys } from '../../src/learning/shared/tasks/taskKeys';
import { studentQuizKeys } from '../../src/learning/student/quizzes/studentQuizKeys';
import { studentKeys } from '../../src/learning/student/studentKeys';
import { demoToken } from '../../src/mocks/builders/builders';
import { buildNotification, socketCount, socketNotification } from '../../src/mocks/builders/notificationBuilders';
import { notificationSocket as socketLink } from '../../src/mocks/notificationHandlers';
import { AdminTestContext } from '../../src/mocks/providers/AdminTestContext';
import { TestProviders } from '../../src/mocks/providers/TestProviders';
import { studentAuthProvider } from '../../src/mocks/builders/studentBuilders';
import { notices } from '../../src/shell/notices';
import { LIVE_QUERY_KEYS } from '../../src/shell/notifications/liveQueryKeys';
import { NotificationBell } from '../../src/shell/notifications/NotificationBell';
import { notificationSocket } from '../../src/shell/notifications/notificationSocket';
import { server } from './server';

let clients: Array<WebSocketHandlerConnection['client']> = [];

beforeEach(() => {
  clients = [];
  server.use(socketLink.addEventListener('connection', ({ client }) => void clients.push(client)));
});

afterEach(() => {
  notificationSocket.disconnect();
  notices.clear();
});

/** How many times each probe's query ran. */
const runs = new Map<string, number>();

/** A query a page would hold; shows how many times it ran. */
function Probe({ name, queryKey }: { name: string; queryKey: QueryKey }) {
  const query = useQuery({
    queryKey,
    queryFn: () => {
      runs.set(name, (runs.get(name) ?? 0) + 1);
      return runs.get(name)!;
    },
  });
  return <p data-testid={name}>{query.data ?? 0}</p>;
}

async function renderPages() {
  runs.clear();
  await i18nProvider.changeLocale('en');
  saveSession({ token: demoToken('STUDENT'), role: 'STUDENT' });
  render(
    <TestProviders locale="en">
      <AdminTestContext authProvider={studentAuthProvider({ timezone: 'Europe/Moscow' })}>
        <NotificationBell />
        <Probe name="deadlines" queryKey={studentKeys.deadlines(5)} />
        <Probe name="answers" queryKey={taskKeys.answers(7)} />
        <Probe name="takingTest" queryKey={studentQuizKeys.test(3)} />
      </AdminTestContext>
    </TestProviders>,
  );
  await waitFor(() => expect(screen.getByTestId('deadlines')).toHaveTextContent('1'));
  await waitFor(() => expect(notificationSocket.getState().status).toBe('open'));
  return clients[clients.length - 1];
}

describe('a push refreshes the data it changes', () => {
  it('maps every kind of notification', () => {
    for (const kind of NOTIFICATION_KIND_LIST) expect(LIVE_QUERY_KEYS[kind].length).toBeGreaterThan(0);
  });

  it("an accepted answer refetches the student's deadlines (the home's 'Returned for rework'), not a test being taken", async () => {
    const client = await renderPages();
    client.send(socketNotification(buildNotification({ id: 91, kind: 'TASK_ANSWER_ACCEPTED' }), 1));
    await waitFor(() => expect(screen.getByTestId('deadlines')).toHaveTextContent('2'));
    await waitFor(() => expect(screen.getByTestId('answers')).toHaveTextContent('2'));
    expect(screen.getByTestId('takingTest')).toHaveTextContent('1');
  });

  it("an answer sent again refetches the instructor's review tabs; a count alone refetches nothing", async () => {
    const client = await renderPages();
    client.send(socketCount(4));
    client.send(socketNotification(buildNotification({ id: 92, kind: 'TASK_ANSWER_SUBMITTED' }), 5));
    await waitFor(() => expect(screen.getByTestId('answers')).toHaveTextContent('2'));
    expect(runs.get('answers')).toBe(2);
    expect(runs.get('takingTest')).toBe(1);
  });

  it('an event published refetches neither tasks nor deadlines', async () => {
    const client = await renderPages();
    client.send(socketNotification(buildNotification({ id: 93, kind: 'EVENT_PUBLISHED' }), 1));
    // Messages are handled in order: once the next one's refetch ran, the first was handled.
    client.send(socketNotification(buildNotification({ id: 94, kind: 'TASK_ANSWER_SUBMITTED' }), 2));
    await waitFor(() => expect(screen.getByTestId('answers')).toHaveTextContent('2'));
    expect(runs.get('deadlines')).toBe(1);
    expect(runs.get('answers')).toBe(2);
  });
});
