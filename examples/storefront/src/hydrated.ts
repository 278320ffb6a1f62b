import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * Whether this page's scripts run it yet: `false` in the server's HTML and while React hydrates, `true` after. A
 * control that only works with scripts looks disabled until then, so a tap on a slow phone is never lost unseen.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
