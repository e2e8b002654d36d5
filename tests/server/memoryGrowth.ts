import v8 from 'node:v8';
import vm from 'node:vm';

/*
 * How much a piece of work grows this process's memory: the peak of frequent samples taken
 * while it runs (and once after) over a baseline taken after a full garbage collection. Two
 * measures: the resident set (what the machine gives the process, and what a bomb once took
 * and never gave back) and the JS heap plus memory outside it (Buffers, ArrayBuffers), which,
 * unlike the resident set, a collection brings back down, so a baseline after one is exact.
 */

// The test runner starts workers without --expose-gc; the flag can still be turned on, and
// `gc` read from a fresh context.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const MB = 1024 * 1024;

export interface Growth {
  rssMb: number;
  heapMb: number;
}

export async function memoryGrowthDuring<T>(work: () => Promise<T>): Promise<{ result: T; growth: Growth }> {
  gc();
  gc();
  const base = process.memoryUsage();
  let rss = base.rss;
  let heap = base.heapUsed + base.external;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed + now.external);
  };
  // Every turn of the event loop the work yields in: reading a file is many small steps.
  const timer = setInterval(sample, 1);
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(timer);
    sample();
  }
  return { result, growth: { rssMb: (rss - base.rss) / MB, heapMb: (heap - base.heapUsed - base.external) / MB } };
}

/** What the JS heap and the Buffers outside it hold right now, in MB: measured after a full collection, so garbage is left out. */
export function heldMemoryMb(): number {
  gc();
  const now = process.memoryUsage();
  return (now.heapUsed + now.external) / MB;
}
