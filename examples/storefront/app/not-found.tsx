import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Not found', robots: { index: false } };

/** A product, a collection or a URL that names nothing (`notFound()`, or a broken percent-escape): status 404. */
export default function NotFound() {
  return (
    <div className="panel center">
      <h1>This page does not exist</h1>
      <p>The product or collection may have been removed, or the address is mistyped.</p>
      <Link className="btn" href="/" prefetch={false}>
        Back to the shop
      </Link>
    </div>
  );
}
