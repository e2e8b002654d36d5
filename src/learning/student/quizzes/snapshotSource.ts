/**
 * A value that changes over time, as React's useSyncExternalStore reads it: subscribe to be told
 * of a change, then read the latest snapshot. Subclasses replace `snapshot` and call `emit`.
 */
export abstract class SnapshotSource<T> {
  protected abstract snapshot: T;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): T => this.snapshot;

  protected emit(): void {
    this.listeners.forEach((listener) => listener());
  }
}
