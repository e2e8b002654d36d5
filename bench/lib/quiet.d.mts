export const QUIET_BELOW: number;

export function waitForQuiet(options: {
  below?: number;
  timeoutMs: number;
  pollMs?: number;
  load?: () => number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  onPoll?: (reading: number, waitedMs: number) => void;
}): Promise<{ quiet: boolean; waitedMs: number; from: number; to: number }>;
