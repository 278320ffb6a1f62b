'use client';
import { useCallback, useRef, useState } from 'react';
import type { ShopActions } from '../shop-context';
import { loadRuntime } from './lazy';

type Runtime = Awaited<ReturnType<typeof loadRuntime>>['ShopRuntime'];

/** A promise and how to settle it. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((fulfil, fail) => {
    resolve = fulfil;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * When the shop's client starts: `start()` loads its code (once) and resolves with its actions when it runs
 * (`onReady`, which the client calls); a load that fails rejects, says why (`startError`) and can start again.
 * `Runtime` is the client's component once its code is here, to mount.
 */
export function useRuntimeStart() {
  const [Runtime, setRuntime] = useState<Runtime>();
  const [ready, setReady] = useState(false);
  const [startError, setStartError] = useState<unknown>();
  const starting = useRef<ReturnType<typeof deferred<ShopActions>>>(undefined);

  const start = useCallback((): Promise<ShopActions> => {
    if (starting.current) return starting.current.promise;
    const started = deferred<ShopActions>();
    starting.current = started;
    setStartError(undefined);
    loadRuntime().then(
      (runtime) => setRuntime(() => runtime.ShopRuntime),
      (error: unknown) => {
        starting.current = undefined;
        setStartError(error);
        started.reject(error);
      },
    );
    return started.promise;
  }, []);
  /** Starts it where nothing waits for it (an island, another tab): a failure shows as `startError`. */
  const startQuietly = useCallback(() => void start().catch(() => {}), [start]);
  const onReady = useCallback((actions: ShopActions) => {
    starting.current?.resolve(actions);
    setReady(true);
  }, []);
  return { Runtime, ready, startError, start, startQuietly, onReady };
}
