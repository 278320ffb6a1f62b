/**
 * A text percent-decoded; `undefined` for one that is not valid percent-encoding (`%E0%A4%A`), which names nothing:
 * the proxy answers 404 for such a path instead of Next's router throwing (a 500), and the pages read such a segment
 * as no id instead of throwing a `URIError`.
 */
export function decodedParam(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
