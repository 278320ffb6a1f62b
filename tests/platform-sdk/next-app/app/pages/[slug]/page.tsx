import { notFound } from 'next/navigation';
import { readCollection, type CmsPage } from '../../../src/cms';
import { wix } from '../../../src/wix';

/** A CMS page (the `Pages` collection) by its slug; its body is the merchant's HTML. */
export default async function CmsPageRoute({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const client = await wix();
  const [page] = (await readCollection(client, 'Pages', (query) => query.eq('slug', slug))) as unknown as CmsPage[];
  if (!page) notFound();
  return (
    <article>
      <h1>{page.title}</h1>
      <div className="body" dangerouslySetInnerHTML={{ __html: page.body ?? '' }} />
    </article>
  );
}
