import { useEffect } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, undoableEventEmitter } from 'ra-core';
import { notices } from './notices';

/**
 * react-admin's `notification` slot: hands every react-admin notice (useNotify, mutation
 * results) to the app's one notice stack, so both follow SPEC §9's rules. An undoable
 * action gets an Undo button and runs when its notice goes away.
 */
export function RaNotificationBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();

  useEffect(() => {
    if (!notifications.length) return;
    const notification = takeNotification();
    if (!notification) return;
    const { message, type, notificationOptions } = notification;
    const text = typeof message === 'string' ? translate(message, notificationOptions?.messageArgs) : '';
    if (notificationOptions?.undoable) {
      const mutation = takeMutation();
      const finish = (isUndo: boolean) => {
        if (mutation) mutation({ isUndo });
        else undoableEventEmitter.emit('end', { isUndo });
      };
      const id = notices.push({
        type,
        message: text,
        action: { label: translate('ra.action.undo'), onClick: () => finish(true) },
        onExpire: () => finish(false),
      });
      if (id === null) finish(false);
      return;
    }
    notices.push({ type, message: text });
  }, [notifications, takeNotification, takeMutation, translate]);

  return null;
}
