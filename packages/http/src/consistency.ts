// Read-your-writes, as the platform SDK does it: an answer may carry `X-Wix-Consistent`; the client keeps the last
// value and sends it on every later request, to either host, so a read just after a write is not served stale.
// Nothing is sent before the platform gave a value (docs/wire.md#headers: an extra header costs a CORS preflight).

export const CONSISTENT_HEADER = 'X-Wix-Consistent';

/** One client's last value: it hangs off the client, never shared between clients. */
export interface Consistency {
  value: string | undefined;
}

/** The headers of one attempt: the kept value wins over a caller's own, whatever its case (as the platform SDK). */
export function withConsistency(headers: Record<string, string>, { value }: Consistency): Record<string, string> {
  if (value === undefined) return headers;
  const name = CONSISTENT_HEADER.toLowerCase();
  const others = Object.entries(headers).filter(([key]) => key.toLowerCase() !== name);
  return { ...Object.fromEntries(others), [CONSISTENT_HEADER]: value };
}

/** Keeps the answer's value, whatever its status; an answer without one leaves the last one. */
export function keepConsistency(response: Response, consistency: Consistency): void {
  const value = response.headers.get(CONSISTENT_HEADER);
  if (value) consistency.value = value;
}
