import { HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import {
  catalogVersion,
  isStoresNotInstalledError,
  rememberCatalogVersion,
  shopCategories,
  StoresNotInstalledError,
} from '../src/index';
import { v1Routes, v3Routes } from './fixtures/routes';
import { makeClient, serve, useServer } from './server';

const server = useServer();
const VERSION = '/stores/v3/provision/version';

it('answers the store version, asked once per client', async () => {
  const seen = serve(server, v3Routes());
  const client = makeClient();
  expect(await catalogVersion(client)).toBe('V3_CATALOG');
  expect(await catalogVersion(client)).toBe('V3_CATALOG');
  expect(seen).toHaveLength(1);
});

it('takes a version a server already knows: no lookup, the calls go to that version', async () => {
  const seen = serve(server, v1Routes());
  const client = makeClient();
  rememberCatalogVersion(client, 'V1_CATALOG');
  expect(await catalogVersion(client)).toBe('V1_CATALOG');
  await shopCategories(client);
  expect(seen.map((request) => request.path)).toEqual(['/stores-reader/v2/collections/query']);
});

it('keeps the first version a client has: a later remember changes nothing', async () => {
  serve(server, v3Routes());
  const client = makeClient();
  expect(await catalogVersion(client)).toBe('V3_CATALOG');
  rememberCatalogVersion(client, 'V1_CATALOG');
  expect(await catalogVersion(client)).toBe('V3_CATALOG');
});

it('rejects with StoresNotInstalledError on a site without a store, and asks again next time', async () => {
  let installed = false;
  const seen = serve(server, {
    [`GET ${VERSION}`]: () => ({ catalogVersion: installed ? 'V3_CATALOG' : 'STORES_NOT_INSTALLED' }),
  });
  const client = makeClient();
  const error = await shopCategories(client).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(StoresNotInstalledError);
  expect(isStoresNotInstalledError(error)).toBe(true);
  expect((error as Error).name).toBe('StoresNotInstalledError');
  expect((error as Error).message).toBe(
    'The site has no store (catalog version STORES_NOT_INSTALLED): add the stores app to the site first',
  );
  installed = true;
  expect(await catalogVersion(client)).toBe('V3_CATALOG');
  expect(seen).toHaveLength(2);
});

it('does not keep a failed lookup: the next call asks again', async () => {
  let calls = 0;
  const seen = serve(server, {
    [`GET ${VERSION}`]: () =>
      ++calls === 1 ? HttpResponse.json({ message: 'unavailable' }, { status: 503 }) : { catalogVersion: 'V1_CATALOG' },
  });
  const client = makeClient();
  await expect(catalogVersion(client)).rejects.toMatchObject({ name: 'SystemError', status: 503 });
  expect(await catalogVersion(client)).toBe('V1_CATALOG');
  expect(await catalogVersion(client)).toBe('V1_CATALOG');
  expect(seen).toHaveLength(2);
});

it('refuses to remember a version that is neither V1 nor V3, before any request', async () => {
  const seen = serve(server, v3Routes());
  const client = makeClient();
  expect(() => rememberCatalogVersion(client, 'v3' as never)).toThrow(
    expect.objectContaining({
      name: 'ConfigError',
      message: `rememberCatalogVersion needs 'V1_CATALOG' or 'V3_CATALOG'; got "v3".`,
    }),
  );
  expect(await catalogVersion(client)).toBe('V3_CATALOG');
  expect(seen).toHaveLength(1);
});
