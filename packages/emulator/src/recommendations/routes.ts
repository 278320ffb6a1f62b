import { Hono } from 'hono';
import type { AppEnv } from '../http';
import { readBody } from '../http';
import { ok } from '../respond';
import { principal } from '../tokens';
import { getRecommendation } from './schemas';
import * as recommendations from './service';

/**
 * The Recommendations API under `prefix`: `/ecom` (the platform's mapping) and bare `/`, where the current
 * `@wix/ecom` sends it (`/v1/recommendations/get`). Anyone who may read the catalogue may ask; a token that is sent
 * must be valid.
 */
export function recommendationRoutes(prefix: string): Hono<AppEnv> {
  const base = `${prefix}/v1/recommendations`;
  return new Hono<AppEnv>()
    .post(`${base}/get`, async (c) => {
      principal(c);
      const body = await readBody(c, getRecommendation);
      return ok(c, recommendations.getRecommendation(c.get('ctx'), body));
    })
    .get(`${base}/algorithms`, (c) => {
      principal(c);
      return ok(c, recommendations.availableAlgorithms());
    });
}
