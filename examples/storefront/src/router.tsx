'use client';
import NextLink from 'next/link';
import { usePathname, useRouter as useNextRouter } from 'next/navigation';
import { useMemo, type ReactNode } from 'react';

/** The shop's small routing API, over Next's: components link and navigate without knowing the framework. */
interface Router {
  path: string;
  navigate(to: string): void;
}

export function useRouter(): Router {
  const path = usePathname();
  const router = useNextRouter();
  return useMemo(() => ({ path, navigate: (to: string) => router.push(to) }), [path, router]);
}

/**
 * Every page of the shop is rendered per visitor, so prefetching each link on screen would render a dozen pages on
 * the server for every page shown: links prefetch when the pointer comes near them instead.
 */
export function Link({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <NextLink href={to} className={className} prefetch={false}>
      {children}
    </NextLink>
  );
}
