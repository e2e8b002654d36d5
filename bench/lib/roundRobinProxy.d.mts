/** The header naming the target (its index) that served an answer (bench/lib/roundRobinProxy.mjs). */
export const UPSTREAM_HEADER: string;

export interface RoundRobinProxy {
  url: string;
  port: number;
  /** counts[i]: the requests and sockets sent to targets[i]. */
  counts: number[];
  close(): Promise<void>;
}

export function startRoundRobinProxy(targets: string[], options?: { host?: string; port?: number }): Promise<RoundRobinProxy>;
