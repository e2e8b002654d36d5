/**
 * The server's clock as seen from the browser. The server owns the time of a test (the
 * deadline is its start plus the limit, by its clock), and the browser's clock may be minutes
 * off, so every answer carrying `serverNow` tells how far off it is: the server read its clock
 * somewhere between sending the request and receiving the answer, taken as the midpoint.
 */
export class ServerClock {
  /** serverTime − browserTime, in ms. */
  private offset = 0;
  private roundTrip = Number.POSITIVE_INFINITY;
  private sampledAt = Number.NEGATIVE_INFINITY;

  constructor(readonly browserNow: () => number = () => Date.now()) {}

  /**
   * Learns the offset from an answer: `serverNow` as the server sent it, `sentAt` and
   * `receivedAt` by the browser's clock. A sample taken over a much slower round trip than the
   * last one is less precise, so it replaces that one only once it has grown old (the browser's
   * clock may have been changed since).
   */
  observe(serverNow: string | null | undefined, sentAt: number, receivedAt: number = this.browserNow()): void {
    const server = serverNow ? Date.parse(serverNow) : Number.NaN;
    if (!Number.isFinite(server) || receivedAt < sentAt) return;
    const roundTrip = receivedAt - sentAt;
    const stale = receivedAt - this.sampledAt > 60_000;
    if (roundTrip > this.roundTrip * 2 + 250 && !stale) return;
    this.offset = server - (sentAt + roundTrip / 2);
    this.roundTrip = roundTrip;
    this.sampledAt = receivedAt;
  }

  /** The server's time now, in ms since the epoch. */
  now(): number {
    return this.browserNow() + this.offset;
  }

  /** How far the browser's clock is behind the server's (ms; negative when ahead). */
  get offsetMs(): number {
    return this.offset;
  }
}

/** Runs a call and teaches `clock` from its answer's serverNow. */
export async function timed<T extends { serverNow?: string } | null | undefined>(clock: ServerClock, call: () => Promise<T>): Promise<T> {
  const sentAt = clock.browserNow();
  const answer = await call();
  clock.observe(answer?.serverNow, sentAt, clock.browserNow());
  return answer;
}
