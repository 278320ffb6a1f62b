import { arr, int, map, obj, opt, str, strict, type Out } from '../schema/kit';
import * as v from 'valibot';

/** A catalogue item, as the platform's `CatalogReference` (its options are not read by the emulator). */
const catalogReference = obj({
  catalogItemId: str({ minLength: 1, maxLength: 36 }),
  appId: str({ minLength: 1 }),
  options: opt(map(v.unknown())),
});

const algorithm = obj({ id: str({ minLength: 1 }), appId: str({ minLength: 1 }) });

/** `POST …/v1/recommendations/get` (`GetRecommendationRequest`). */
export const getRecommendation = strict({
  items: opt(arr(catalogReference, { maxItems: 100 })),
  algorithms: arr(algorithm, { minItems: 1, maxItems: 100 }),
  minimumRecommendedItems: opt(int({ min: 0, max: 100 })),
});
export type GetRecommendation = Out<typeof getRecommendation>;
