// `next/headers` outside a Next.js request: a request whose browser has no cookie yet.
export async function cookies() {
  return { get: (_name: string): { value: string } | undefined => undefined };
}
