/**
 * A text percent-decoded; `undefined` for one that is not valid percent-encoding (`%E0%A4%A`), which names nothing:
 * the proxy and the pages answer 404 instead of throwing a `URIError` (a 500). The pages decode their segment once
 * more (an id may hold an escaped `%`: `/product/%25E0%25A4%25A`).
 */
export function decodedParam(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
