import { useEffect, useState } from 'react';
import { isThemeColor, THEME_PRESETS } from '../../api/schools';

/**
 * The colour picker's state: the hex as typed (kept while it is not yet a colour, and following
 * the value when it changes elsewhere), and what the value is.
 */
export function useThemeColorPicker(value: string, onChange: (color: string) => void) {
  const [typed, setTyped] = useState(value);
  useEffect(() => setTyped(value), [value]);
  // The previews keep the last real colour while the form holds a half-typed one.
  const [lastColor, setLastColor] = useState(value);
  useEffect(() => {
    if (isThemeColor(value)) setLastColor(value);
  }, [value]);
  const type = (raw: string) => {
    const text = raw.trim();
    setTyped(text);
    // A text that is not a colour goes to the form too, so its check stops Next or Save with an
    // error instead of keeping the last good colour behind the user's back.
    onChange(isThemeColor(text) ? text.toLowerCase() : text);
  };
  return {
    typed,
    type,
    valid: isThemeColor(value),
    /** What the previews show: the value, or the last colour it was. */
    shown: isThemeColor(value) ? value : lastColor,
    preset: THEME_PRESETS.find((p) => p.color === value.toLowerCase()),
    typedValid: isThemeColor(typed),
  };
}
