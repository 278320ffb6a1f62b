import { mkdirSync, writeFileSync } from 'node:fs';

/**
 * A bare Next.js App Router app (one server-rendered page, no client component of its own), written into `dir`
 * next to the shop's `node_modules`: built by the same Next.js in the same run, its page's JavaScript is what any
 * Next.js 16 page costs, so the shop's page less it is the shop's own.
 */
export function writeBareApp(dir: string): void {
  mkdirSync(`${dir}/app`, { recursive: true });
  writeFileSync(
    `${dir}/app/layout.jsx`,
    `export const metadata = { title: 'Bare' };
export default function Layout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  );
  writeFileSync(`${dir}/app/page.jsx`, `export default function Page() {\n  return <h1>A bare Next.js page</h1>;\n}\n`);
}
