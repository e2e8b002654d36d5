/** One app process on loopback (bench/lib/appProcess.mjs). */
export interface AppProcess {
  pid: number;
  port: number;
  url: string;
  /** The exit code, or the signal that ended it. */
  exited: Promise<number | string>;
  output(): string;
  kill(signal?: NodeJS.Signals): boolean;
  stop(): Promise<number | string>;
}

export function startAppProcess(options: {
  cwd: string;
  args: string[];
  /** Added to the environment; a function of the app's URL; undefined removes a variable. */
  env?: Record<string, string | undefined> | ((url: string) => Record<string, string | undefined>);
  name?: string;
  /** stop() waits at most this long after SIGTERM, then kills the process and throws. */
  stopTimeoutMs?: number;
}): Promise<AppProcess>;
