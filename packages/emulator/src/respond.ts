import type { AppContext } from './http';
import { absoluteUrls } from './absolute-urls';

/** A 200 with the JSON body, its URLs absolute. */
export function ok(c: AppContext, body: object): Response {
  return c.json(absoluteUrls(c.get('ctx').url, { ...body }), 200);
}
