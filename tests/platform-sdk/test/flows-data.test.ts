// Wix Data, as a CMS-backed shop on the platform's SDK reads it (issue 29): its menu with the pages it links to,
// a page by id, and the error of a collection the site does not have, which such a shop catches.
import { items } from '@wix/data';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '@wix/sdk';
import { beforeAll, describe, expect, test } from 'vitest';
import { CLIENT_ID, startFlows } from './compare/flow-suite';

const { emulator, recorder, paths } = await startFlows();

const visitor = () =>
  createClient({ modules: { items }, auth: OAuthStrategy({ clientId: CLIENT_ID }), fetch: recorder.fetch });
const merchant = () =>
  createClient({
    modules: { items },
    auth: ApiKeyStrategy({ apiKey: emulator.apiKey, siteId: 'emulator-site' }),
    fetch: recorder.fetch,
  });

describe('Wix Data through @wix/data', () => {
  let client: ReturnType<typeof visitor>;
  beforeAll(async () => {
    client = visitor();
    client.auth.setTokens(await client.auth.generateVisitorTokens());
    recorder.take();
  });

  test("a menu by slug with its pages included: the query goes as GET ?.r= and the SDK reads the items' fields", async () => {
    const { items: menus } = await client.items
      .query('Menus')
      .include('pages')
      .eq('slug', 'next-js-frontend-header-menu')
      .find();
    expect(menus).toHaveLength(1);
    const menu = menus[0]!;
    expect(menu._id).toBe('menu-header');
    expect((menu.pages as { title: string; slug: string }[]).map((p) => [p.title, p.slug])).toEqual([
      ['About us', 'about'],
      ['Shipping & returns', 'shipping-returns'],
    ]);
    expect(menu._createdDate).toEqual(new Date('2026-01-05T09:00:00.000Z'));
    const sent = recorder.take();
    expect(sent.map((s) => [s.method, s.url.pathname, s.status])).toEqual([['GET', '/wix-data/v2/items/query', 200]]);
    expect(JSON.parse(Buffer.from(sent[0]!.url.searchParams.get('.r')!, 'base64url').toString())).toEqual({
      dataCollectionId: 'Menus',
      query: { fields: [], filter: { slug: 'next-js-frontend-header-menu' }, sort: [] },
      includeReferences: [{ field: 'pages' }],
    });
  });

  test('pages: a page at a time with the total, the next page, a page by id, and none for an unknown id', async () => {
    const first = await client.items.query('Pages').ascending('slug').limit(2).find({ returnTotalCount: true });
    expect(first.items.map((p) => p.slug)).toEqual(['about', 'privacy-policy']);
    expect([first.totalCount, first.hasNext()]).toEqual([3, true]);
    const second = await first.next();
    expect(second.items.map((p) => p.slug)).toEqual(['shipping-returns']);
    expect(second.hasNext()).toBe(false);

    const page = await client.items.get('Pages', 'page-about');
    expect(page).toMatchObject({ _id: 'page-about', title: 'About us', slug: 'about' });
    expect(await client.items.get('Pages', 'no-such-page')).toBeNull();
    expect(paths()).toEqual([
      'GET /wix-data/v2/items/query',
      'GET /wix-data/v2/items/query',
      'GET /wix-data/v2/items/page-about',
      'GET /wix-data/v2/items/no-such-page',
    ]);
  });

  test('a collection the site does not have: the error carries WDE0025, as a shop checks it', async () => {
    const error = await client.items
      .query('Nope')
      .find()
      .then(
        () => undefined,
        (e: unknown) => e as Error & { details?: { applicationError?: { code?: string } } },
      );
    expect(error?.message).toBe('WDE0025: The Nope collection does not exist.');
    expect(error?.details?.applicationError?.code).toBe('WDE0025');
  });

  test("the site owner inserts, updates and removes a page; a visitor's write is refused with WDE0027", async () => {
    const owner = merchant();
    const inserted = await owner.items.insert('Pages', { _id: 'page-faq', title: 'FAQ', slug: 'faq' });
    expect(inserted).toMatchObject({ _id: 'page-faq', title: 'FAQ' });
    expect(inserted._createdDate).toBeInstanceOf(Date);
    const updated = await owner.items.update('Pages', { _id: 'page-faq', title: 'Questions', slug: 'faq' });
    expect(updated.title).toBe('Questions');
    const seen = await client.items.query('Pages').eq('slug', 'faq').find();
    expect(seen.items.map((p) => p.title)).toEqual(['Questions']);
    const refused = await client.items
      .insert('Pages', { title: 'Defaced' })
      .catch((e: Error & { details?: unknown }) => e);
    expect((refused as { details?: { applicationError?: { code?: string } } }).details?.applicationError?.code).toBe(
      'WDE0027',
    );
    expect(await owner.items.remove('Pages', 'page-faq')).toMatchObject({ _id: 'page-faq' });
    expect(await client.items.get('Pages', 'page-faq')).toBeNull();
  });
});
