/**
 * The edge's refreshes after an editor's change (app/api/revalidate): one queue per instance, each public
 * path in it once, at most `concurrency` refreshes under way and at most `maxPending` waiting. A path
 * asked for again while it waits is not queued twice; one asked for while its refresh runs is queued
 * again (that refresh may have read the page before the change). Past the bound a path is left to its
 * edge lifetime, and the enqueue says how many were. docs/webhook-refresh.md.
 */

export interface RefreshQueue {
  /** Queues the paths (in order, once each): how many were queued and how many left out. */
  enqueue(paths: string[]): { queued: number; dropped: number };
  /** Resolves when nothing waits or runs (tests, graceful stops). */
  idle(): Promise<void>;
  readonly size: number;
}

export function createRefreshQueue({
  refresh,
  concurrency = 4,
  maxPending = 500,
}: {
  refresh: (path: string) => Promise<void>;
  concurrency?: number;
  maxPending?: number;
}): RefreshQueue {
  const pending = new Set<string>();
  let running = 0;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (running || pending.size) return;
    for (const wake of waiters) wake();
    waiters = [];
  };

  const pump = () => {
    while (running < concurrency && pending.size) {
      const path = pending.values().next().value as string;
      pending.delete(path);
      running++;
      void refresh(path)
        .catch(() => undefined)
        .finally(() => {
          running--;
          pump();
          settle();
        });
    }
  };

  return {
    enqueue(paths) {
      let queued = 0;
      let dropped = 0;
      for (const path of paths) {
        if (pending.has(path)) continue;
        if (pending.size >= maxPending) {
          dropped++;
          continue;
        }
        pending.add(path);
        queued++;
        pump();
      }
      return { queued, dropped };
    },
    idle() {
      return running || pending.size ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve();
    },
    get size() {
      return running + pending.size;
    },
  };
}
