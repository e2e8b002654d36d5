import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t as serverText } from '../../server/i18n';
import { mockStore } from '../../src/mocks/store/mockStore';
import { expectNotice, findCalendarEvent, renderCalendar, setUpCalendarTests, watchRequests } from './CalendarSetup';

setUpCalendarTests();

describe('subscribing to the calendar', { timeout: 60_000 }, () => {
  it('shows the secret iCal link to copy, the webcal link and how to add it to each app', async () => {
    const { user, t } = await renderCalendar({ role: 'STUDENT' });
    await findCalendarEvent('Open day');
    await user.click(screen.getByRole('button', { name: t.subscribe }));
    const dialog = await screen.findByRole('dialog', { name: t.feed.title });
    const link = await within(dialog).findByTestId('feed-url');
    expect(link).toHaveValue('http://localhost:8080/api/calendar/mockFeed1Zq8Xv3Lk7Tw2Rn5Pb9Hd4.ics');
    expect(within(dialog).getByTestId('feed-webcal')).toHaveAttribute(
      'href',
      'webcal://localhost:8080/api/calendar/mockFeed1Zq8Xv3Lk7Tw2Rn5Pb9Hd4.ics',
    );
    expect(within(dialog).getByText(t.feed.secret)).toBeVisible();
    for (const app of [t.feed.google, t.feed.outlook, t.feed.apple])
      expect(within(dialog).getByRole('button', { name: app })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: t.feed.google }));
    expect(await within(dialog).findByText(t.feed.googleSteps)).toBeVisible();

    await user.click(within(dialog).getAllByRole('button', { name: t.feed.copy })[0]);
    await expectNotice(t.feed.copied);
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('http://localhost:8080/api/calendar/mockFeed1Zq8Xv3Lk7Tw2Rn5Pb9Hd4.ics');
  });

  it('resets the link after a warning that the old one stops working', async () => {
    const rotations = watchRequests('POST', '/api/calendar/feed/rotate');
    const { user, t } = await renderCalendar();
    await findCalendarEvent('Open day');
    await user.click(screen.getByRole('button', { name: t.subscribe }));
    const dialog = await screen.findByRole('dialog', { name: t.feed.title });
    await within(dialog).findByTestId('feed-url');
    await user.click(within(dialog).getByRole('button', { name: t.feed.reset }));
    const confirm = await screen.findByRole('dialog', { name: t.feed.resetTitle });
    expect(within(confirm).getByText(t.feed.resetContent)).toBeVisible();
    expect(rotations).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: t.feed.reset }));
    await expectNotice(serverText('en', 'calendar.feedRotated'));
    expect(rotations).toHaveLength(1);
    const again = await screen.findByRole('dialog', { name: t.feed.title });
    await waitFor(() =>
      expect(within(again).getByTestId('feed-url')).toHaveValue('http://localhost:8080/api/calendar/mockFeed2Zq8Xv3Lk7Tw2Rn5Pb9Hd4.ics'),
    );
  });

  it('says when the link was made earlier and can only be seen again by a reset, in Russian', async () => {
    mockStore.calendar.feeds.set('INSTRUCTOR', { token: 'mockFeedOld', createdAt: '2026-11-01T09:00:00.000Z' });
    const { user } = await renderCalendar({ role: 'INSTRUCTOR', language: 'ru' });
    await findCalendarEvent('Open day');
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подписка на календарь' });
    expect(await within(dialog).findByTestId('feed-hidden')).toHaveTextContent('Ссылка на ваш календарь создана 01.11.2026, 12:00');
    expect(within(dialog).queryByTestId('feed-url')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Google Календарь' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Сбросить ссылку' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Сбросить ссылку на календарь?' })).getByRole('button', { name: 'Сбросить ссылку' }),
    );
    await expectNotice(serverText('ru', 'calendar.feedRotated'));
    const again = await screen.findByRole('dialog', { name: 'Подписка на календарь' });
    expect(await within(again).findByTestId('feed-url')).toHaveValue(
      'http://localhost:8080/api/calendar/mockFeed1Zq8Xv3Lk7Tw2Rn5Pb9Hd4.ics',
    );
  });
});
