/**
 * A fixed number of places for work that must not run too many times at once in one process
 * (memory-hungry work such as reading an uploaded spreadsheet). Taking a place never waits:
 * when all are taken the caller refuses the request, and the client tries again later.
 */
export class Slots {
  private taken = 0;

  constructor(readonly size: number) {}

  /** A place, released by calling the returned function (once; later calls do nothing); null when full. */
  tryTake(): (() => void) | null {
    if (this.taken >= this.size) return null;
    this.taken++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.taken--;
    };
  }

  get inUse(): number {
    return this.taken;
  }
}
