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

export function startAppProcess(options: { cwd: string; args: string[]; env?: Record<string, string>; name?: string }): Promise<AppProcess>;
