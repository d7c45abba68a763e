/**
 * Every 5 minutes (docs/behaviour.md §9) look at JavaScript heap use where the browser reports it
 * (Chromium's performance.memory); above 80 % log it and run the cleanup, which drops cached data
 * nothing shows.
 */
export const MEMORY_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const MEMORY_CLEANUP_THRESHOLD = 0.8;

interface HeapInfo {
  usedJSHeapSize: number;
  jsHeapSizeLimit: number;
}

function readHeap(): HeapInfo | null {
  const memory = (performance as Performance & { memory?: HeapInfo }).memory;
  if (!memory || !memory.jsHeapSizeLimit) return null;
  return memory;
}

/** Heap use as a fraction of the limit, or null where the browser does not say. */
export function heapUsage(read: () => HeapInfo | null = readHeap): number | null {
  const heap = read();
  return heap ? heap.usedJSHeapSize / heap.jsHeapSizeLimit : null;
}

export function startMemoryCheck(
  cleanup: () => void,
  read: () => HeapInfo | null = readHeap,
): () => void {
  const timer = setInterval(() => {
    const usage = heapUsage(read);
    if (usage === null || usage <= MEMORY_CLEANUP_THRESHOLD) return;
    console.info(
      `[memory] heap use ${Math.round(usage * 100)}% is above 80%: cleaning up cached data`,
    );
    cleanup();
  }, MEMORY_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
