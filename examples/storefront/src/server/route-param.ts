/**
 * A dynamic segment of the URL, percent-decoded; `undefined` for one that is not valid percent-encoding
 * (`/product/%E0%A4%A`), which names nothing: the page answers 404 instead of throwing a `URIError` (a 500).
 */
export function decodedParam(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
