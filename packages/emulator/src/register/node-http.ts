import type { ClientRequest, IncomingMessage, RequestOptions } from 'node:http';
import { PLATFORM_HOSTS } from './platform-hosts';

type Callback = (response: IncomingMessage) => void;
/** `http.request`/`https.request` (and `get`): `(url, options?, callback?)` or `(options, callback?)`. */
export type NodeRequest = (...args: unknown[]) => ClientRequest;

/** The options of a call to `request`/`get`, the URL (string or `URL`) folded in as Node folds it. */
function optionsOf(args: unknown[]): { options: RequestOptions; callback: Callback | undefined } {
  const [first] = args;
  let [, second, third] = args;
  let options: RequestOptions = {};
  if (typeof first === 'string' || first instanceof URL) {
    const url = new URL(String(first));
    options = {
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      ...(url.username || url.password
        ? { auth: `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` }
        : {}),
    };
  } else {
    third = second;
    second = first;
  }
  if (typeof second === 'function') return { options, callback: second as Callback };
  return {
    options: { ...options, ...(second as RequestOptions | undefined) },
    callback: third as Callback | undefined,
  };
}

// What a request keeps when it goes to the emulator: not where it connects (host, port, agent, DNS, socket) nor
// the TLS settings of the platform's host, which would not fit the emulator's scheme.
const WHERE = new Set(['protocol', 'host', 'hostname', 'port', 'defaultPort', 'agent', '_defaultAgent', 'lookup']);
const DROPPED = new Set([...WHERE, 'createConnection', 'socketPath', 'family', 'servername']);

/**
 * Wraps Node's `request`/`get` of one scheme (`defaultProtocol`): a request for one of the platform's hosts, on
 * that scheme's default port, is made on the emulator's `origin` instead with the same method, path, query and
 * headers (its `Host` then names the emulator); every other request is passed on untouched. `emulator` is the
 * `request`/`get` of the emulator's scheme.
 */
export function toEmulatorRequest(
  own: NodeRequest,
  emulator: NodeRequest,
  defaultProtocol: 'http:' | 'https:',
  origin: string,
  hosts: readonly string[] = PLATFORM_HOSTS,
): NodeRequest {
  const platform = new Set(hosts);
  const target = new URL(origin);
  const defaultPort = defaultProtocol === 'https:' ? '443' : '80';
  return (...args) => {
    const { options, callback } = optionsOf(args);
    const hostname = options.hostname ?? options.host;
    const port = options.port === undefined || options.port === null ? '' : String(options.port);
    const protocol = options.protocol ?? defaultProtocol;
    if (
      typeof hostname !== 'string' ||
      !platform.has(hostname.toLowerCase()) ||
      protocol !== defaultProtocol ||
      (port !== '' && port !== defaultPort)
    ) {
      return own(...args);
    }
    const kept = Object.fromEntries(Object.entries(options).filter(([key]) => !DROPPED.has(key)));
    const headers = Array.isArray(options.headers)
      ? options.headers
      : Object.fromEntries(Object.entries(options.headers ?? {}).filter(([name]) => name.toLowerCase() !== 'host'));
    const redirected: RequestOptions = {
      ...kept,
      headers,
      protocol: target.protocol,
      hostname: target.hostname.replace(/^\[|\]$/g, ''),
      port: target.port || undefined,
    };
    return callback ? emulator(redirected, callback) : emulator(redirected);
  };
}
