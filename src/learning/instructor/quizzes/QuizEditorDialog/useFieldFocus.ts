import { useCallback, useEffect, useRef } from 'react';
import { fieldId } from '../quizDraft';

/**
 * Moving the focus in the editor: `requestFocus` focuses an element once the next render has put
 * it in the page (a question just added); `focusField` goes to the field a problem is about.
 */
export function useFieldFocus(prefix: string) {
  const focusRequest = useRef<string | null>(null);
  useEffect(() => {
    const id = focusRequest.current;
    if (!id) return;
    focusRequest.current = null;
    document.getElementById(id)?.focus();
  });
  const requestFocus = useCallback((id: string) => {
    focusRequest.current = id;
  }, []);

  const focusField = (field: string) => {
    const id =
      field === 'timeToTakeTheTest'
        ? fieldId(prefix, 'hours')
        : field === 'questions'
          ? fieldId(prefix, 'add-question')
          : fieldId(prefix, field);
    // After the errors render, so a screen reader reads the field with its message.
    requestAnimationFrame(() => {
      const element = document.getElementById(id);
      element?.focus();
      element?.scrollIntoView?.({ block: 'center' });
    });
  };
  return { requestFocus, focusField };
}
