// `next/cache` outside a Next.js server: what a README's route handler revalidates is recorded, for its check.
export const revalidated: { tag: string; profile: unknown }[] = [];

export function revalidateTag(tag: string, profile: string | { expire?: number }): void {
  revalidated.push({ tag, profile });
}
