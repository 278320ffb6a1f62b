'use client';
import { cartChannelNameOf } from '@vitrine/react';
import { useEffect } from 'react';
import type { Platform } from '../server/platform';

/**
 * Until the shop's client runs (`listening`), this hears the shop's other tabs itself, on the channel the client's
 * provider uses once it runs: a cart change there calls `onChange` (which starts the client, to read the cart).
 */
export function useOtherTabsMeanwhile(platform: Platform, listening: boolean, onChange: () => void): void {
  useEffect(() => {
    if (!listening || typeof BroadcastChannel !== 'function') return undefined;
    const channel = new BroadcastChannel(cartChannelNameOf(platform.host, platform.clientId));
    channel.onmessage = onChange;
    return () => channel.close();
  }, [platform, listening, onChange]);
}
