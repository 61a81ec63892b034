import { createRefreshQueue } from './edgeRefreshQueue';

/** A refresh that waits until released, recording what ran and how many at once. */
function slowRefresh() {
  const started: string[] = [];
  const releases: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const refresh = (path: string) =>
    new Promise<void>((resolve) => {
      started.push(path);
      running++;
      most = Math.max(most, running);
      releases.push(() => {
        running--;
        resolve();
      });
    });
  const releaseAll = async () => {
    while (releases.length) {
      releases.shift()!();
      await Promise.resolve();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { refresh, started, releaseAll, most: () => most };
}

it('refreshes each path once, a few at a time, and says what it left out past its bound', async () => {
  const slow = slowRefresh();
  const queue = createRefreshQueue({ refresh: slow.refresh, concurrency: 2, maxPending: 5 });
  const paths = Array.from({ length: 20 }, (_, index) => `/p${index}.html`);
  // 20 paths, twice over: two run, five wait, the rest are left to their lifetime (the second time, the
  // two running ones too: no room left to wait)
  expect(queue.enqueue([...paths, ...paths])).toEqual({ queued: 7, dropped: 28 });
  expect(queue.size).toBe(7);
  await slow.releaseAll();
  await queue.idle();
  expect(slow.started).toEqual(paths.slice(0, 7));
  expect(slow.most()).toBe(2);
});

it('queues a path again while its refresh runs, not while it waits', async () => {
  const slow = slowRefresh();
  const queue = createRefreshQueue({ refresh: slow.refresh, concurrency: 1 });
  queue.enqueue(['/a.html', '/b.html']);
  // /a runs, /b waits: /a again is queued (its refresh may have read the old page), /b again is not
  expect(queue.enqueue(['/a.html', '/b.html'])).toEqual({ queued: 1, dropped: 0 });
  await slow.releaseAll();
  await queue.idle();
  expect(slow.started).toEqual(['/a.html', '/b.html', '/a.html']);
});

it('goes on past a refresh that fails', async () => {
  const seen: string[] = [];
  const queue = createRefreshQueue({
    refresh: async (path) => {
      seen.push(path);
      if (path === '/bad.html') throw new Error('edge down');
    },
  });
  queue.enqueue(['/bad.html', '/good.html']);
  await queue.idle();
  expect(seen).toEqual(['/bad.html', '/good.html']);
});
