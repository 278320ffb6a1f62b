export interface ReturnedParams {
  code?: string;
  state?: string;
  error?: string;
  errorDescription?: string;
}

const NAMES = { code: 'code', state: 'state', error: 'error', errorDescription: 'error_description' } as const;

/**
 * Reads the authorization answer from the fragment (default) or the query string, never both. A parameter given
 * twice counts as missing. Without `url` it reads the address bar and then removes those parameters from it.
 */
export function parseFromUrl(url?: string, responseMode: 'fragment' | 'query' = 'fragment'): ReturnedParams {
  const live = url === undefined;
  const address = new URL(url ?? location.href);
  const fromQuery = responseMode === 'query';
  const params = new URLSearchParams((fromQuery ? address.search : address.hash).slice(1));
  const result: ReturnedParams = {};
  for (const [key, name] of Object.entries(NAMES) as [keyof ReturnedParams, string][]) {
    const values = params.getAll(name);
    if (values.length === 1 && values[0]) result[key] = values[0];
    params.delete(name);
  }
  if (live && Object.keys(result).length > 0 && typeof history !== 'undefined') {
    const rest = params.toString();
    if (fromQuery) address.search = rest;
    else address.hash = rest;
    // Keeps a code out of bookmarks, the history and the Referer of the next page.
    history.replaceState(history.state, '', address.href);
  }
  return result;
}
