import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { collectionsQueryOptions, createVitrineQueryClient, productsQueryOptions } from '@vitrine/react/queries';
import { catalogueQuery, parseCatalogueParams } from '../catalogue-query';
import { CataloguePage } from '../views/catalogue';
import { requestClient } from './client';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Renders a catalogue view on the server: the browser hydrates the same queries and fetches none of them again. */
export async function CatalogueView({
  path,
  searchParams,
  collectionId,
}: {
  path: string;
  searchParams: SearchParams;
  collectionId?: string;
}) {
  const params = parseCatalogueParams(await searchParams);
  const client = await requestClient();
  const queryClient = createVitrineQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(collectionsQueryOptions(client)),
    queryClient.prefetchQuery(
      productsQueryOptions(client, catalogueQuery(collectionId, params), { page: params.page }),
    ),
  ]);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <CataloguePage path={path} collectionId={collectionId} />
    </HydrationBoundary>
  );
}
