'use client';

/** Runs tasks one at a time, in the order they were queued; a failed task does not stop the next. */
export type Queue = <T>(task: () => Promise<T>) => Promise<T>;

export function createQueue(): Queue {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}
