/**
 * Queues items and hands them to `send` in batches: when `batchSize` are queued, after
 * `flushIntervalMs` since the first queued item, or on `flush()` (the tab being hidden).
 */
export interface BatcherOptions<T> {
  batchSize: number;
  flushIntervalMs: number;
  send: (items: T[]) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface Batcher<T> {
  add(item: T): void;
  flush(): void;
  readonly size: number;
}

export function createBatcher<T>(options: BatcherOptions<T>): Batcher<T> {
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as number));
  let queue: T[] = [];
  let timer: unknown = null;

  const flush = () => {
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    while (queue.length > 0) {
      const batch = queue.slice(0, options.batchSize);
      queue = queue.slice(options.batchSize);
      options.send(batch);
    }
  };

  return {
    add(item: T) {
      queue.push(item);
      if (queue.length >= options.batchSize) flush();
      else if (timer === null) timer = setTimer(flush, options.flushIntervalMs);
    },
    flush,
    get size() {
      return queue.length;
    },
  };
}
