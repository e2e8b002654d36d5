import { useEffect, useState } from 'react';

/**
 * Whether the moment `at` has come by `now()` (the server's clock), turning true by itself when
 * it does, so a wait ends on the screen without a reload. Long waits re-check at most daily
 * (setTimeout's limit is about 24.8 days).
 */
export function useTimeReached(at: string | null, now: () => number): boolean {
  const target = at ? Date.parse(at) : Number.NaN;
  const [reached, setReached] = useState(() => !Number.isFinite(target) || now() >= target);
  useEffect(() => {
    if (!Number.isFinite(target)) return setReached(true);
    const left = target - now();
    setReached(left <= 0);
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setReached(now() >= target), Math.min(left + 50, 86_400_000));
    return () => clearTimeout(timer);
  }, [target, now, reached]);
  return reached;
}
