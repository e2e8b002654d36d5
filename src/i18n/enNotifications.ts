/**
 * The notifications of every area (src/shell/notifications): the page with its New and Seen
 * tabs, the bell in the app bar with its popover, the live notices and the settings dialog.
 * Under one `notifications` key; the titles and texts themselves come from the server.
 */
export const enNotifications = {
  notifications: {
    title: 'Notifications',
    intro: 'What happened in your courses. Open one to go to it; it then counts as seen.',
    tabsLabel: 'Which notifications',
    tabs: {
      new: 'New',
      seen: 'Seen',
      newCount: 'New (%{count})',
      seenCount: 'Seen (%{count})',
    },
    empty: {
      new: 'You are all caught up: no new notifications.',
      seen: 'No seen notifications yet. The ones you have seen stay here until you delete them.',
    },
    listLabel: {
      new: 'New notifications',
      seen: 'Seen notifications',
    },
    unread: 'New',
    open: 'Open',
    markSeen: 'Mark as seen',
    markSeenOf: 'Mark "%{title}" as seen',
    delete: 'Delete',
    deleteOf: 'Delete "%{title}"',
    deleted: 'Deleted: %{title}',
    undo: 'Undo',
    justNow: 'just now',
    markAllSeen: 'Mark all as seen',
    loadMore: 'Show more',
    shown: '%{shown} of %{total}',
    loadFailed: 'The notifications could not be loaded.',
    badge: {
      label: 'Notifications: %{smart_count} new |||| Notifications: %{smart_count} new',
      none: 'Notifications: none new',
    },
    popover: {
      title: 'New notifications',
      empty: 'No new notifications.',
      more: 'and %{smart_count} more |||| and %{smart_count} more',
      all: 'All notifications',
    },
    settings: {
      open: 'Settings',
      title: 'Notification settings',
      intro: 'Each change is saved at once.',
      web: 'Web notifications',
      webHelp: 'New notifications appear on this page, on the bell and as a short notice.',
      email: 'Email notifications',
      emailHelp: 'Each notification is also sent to your email.',
      emailLanguage: 'Language of emails',
      emailLanguageHelp: 'Notifications, invitations and password resets are emailed in this language.',
      close: 'Close',
      loadFailed: 'The settings could not be loaded.',
    },
  },
};

export type NotificationMessages = typeof enNotifications;
