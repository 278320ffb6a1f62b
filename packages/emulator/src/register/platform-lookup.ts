import type { LookupAddress, LookupAllOptions, LookupOneOptions, LookupOptions } from 'node:dns';
import { PLATFORM_HOSTS } from './platform-hosts';

/**
 * What a platform host resolves to under the preload. Next's image optimiser (16.x) resolves a remote picture's
 * host itself before it requests it, refuses a private address (SSRF), then pins that answer with a `lookup`
 * option: offline the resolution fails, and the emulator's own address (loopback) would be refused. The request
 * itself is sent to the emulator by the `node:http(s)` hook, which drops the pinned lookup, so this address is
 * only ever answered, never connected to. It must pass Next's check as public unicast (the documentation ranges do
 * not); `11.0.0.0/8` is assigned but not routed on the internet, so even a stray connection would reach no one.
 */
export const PLATFORM_ADDRESS: LookupAddress = Object.freeze({ address: '11.0.0.1', family: 4 });

type Lookup = (hostname: string, options?: LookupOptions | number) => Promise<LookupAddress | LookupAddress[]>;

/** Wraps `dns.promises.lookup`: a platform host answers `address`, every other name is resolved as before. */
export function platformLookup(
  own: Lookup,
  address: LookupAddress = PLATFORM_ADDRESS,
  hosts: readonly string[] = PLATFORM_HOSTS,
): Lookup {
  const platform = new Set(hosts);
  return (hostname, options) => {
    if (!platform.has(String(hostname).toLowerCase())) return own(hostname, options);
    const all = typeof options === 'object' && (options as LookupAllOptions | LookupOneOptions).all === true;
    return Promise.resolve(all ? [{ ...address }] : { ...address });
  };
}
