import { ServiceUnavailableError } from '../errors';
import type { ResizeGate } from '../context';

/** Resizes running at once by default: libvips takes its memory per picture, and the emulator shares a machine. */
export const CONCURRENT_RESIZES = 2;
/** Resizes that may wait for a free slot; more are answered 503 with Retry-After rather than held in memory. */
export const QUEUED_RESIZES = 16;

/**
 * A counting semaphore with a bounded queue: at most `concurrency` tasks run, at most `queued` wait (first come,
 * first served), the rest are refused at once (`ServiceUnavailableError`, 503, Retry-After: 1). Written here rather
 * than taken from a library because it must refuse, not queue without end, and it is the whole of it.
 */
export function resizeGate(concurrency = CONCURRENT_RESIZES, queued = QUEUED_RESIZES): ResizeGate {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= queued)
          throw new ServiceUnavailableError('Too many pictures are being resized; try again in a second', 1);
        // The slot is handed over by `release`, so `running` stays as it is.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else running += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
