import type { NotificationMessages } from './enNotifications';

/** The notifications in Russian; `satisfies` makes a missing key fail the build. */
export const ruNotifications = {
  notifications: {
    title: 'Уведомления',
    intro: 'Что произошло на ваших курсах. Откройте уведомление, чтобы перейти к событию: после этого оно станет просмотренным.',
    tabsLabel: 'Какие уведомления',
    tabs: {
      new: 'Новые',
      seen: 'Просмотренные',
      newCount: 'Новые (%{count})',
      seenCount: 'Просмотренные (%{count})',
    },
    empty: {
      new: 'Новых уведомлений нет: вы всё прочитали.',
      seen: 'Просмотренных уведомлений пока нет. Просмотренные остаются здесь, пока вы их не удалите.',
    },
    listLabel: {
      new: 'Новые уведомления',
      seen: 'Просмотренные уведомления',
    },
    unread: 'Новое',
    open: 'Открыть',
    markSeen: 'Отметить просмотренным',
    markSeenOf: 'Отметить «%{title}» просмотренным',
    delete: 'Удалить',
    deleteOf: 'Удалить «%{title}»',
    deleted: 'Удалено: %{title}',
    undo: 'Отменить',
    justNow: 'только что',
    markAllSeen: 'Отметить все просмотренными',
    loadMore: 'Показать ещё',
    shown: '%{shown} из %{total}',
    loadFailed: 'Не удалось загрузить уведомления.',
    badge: {
      label: 'Уведомления: %{smart_count} новое |||| Уведомления: %{smart_count} новых |||| Уведомления: %{smart_count} новых',
      none: 'Уведомления: новых нет',
    },
    popover: {
      title: 'Новые уведомления',
      empty: 'Новых уведомлений нет.',
      more: 'и ещё %{smart_count} |||| и ещё %{smart_count} |||| и ещё %{smart_count}',
      all: 'Все уведомления',
    },
    settings: {
      open: 'Настройки',
      title: 'Настройки уведомлений',
      intro: 'Каждое изменение сохраняется сразу.',
      web: 'Веб-уведомления',
      webHelp: 'Новые уведомления появляются на этой странице, на значке колокольчика и в коротком сообщении.',
      email: 'Уведомления по почте',
      emailHelp: 'Каждое уведомление приходит и на вашу почту.',
      emailLanguage: 'Язык писем',
      emailLanguageHelp: 'Уведомления, приглашения и письма для сброса пароля приходят на этом языке.',
      close: 'Закрыть',
      loadFailed: 'Не удалось загрузить настройки.',
    },
  },
} satisfies NotificationMessages;
