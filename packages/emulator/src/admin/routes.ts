import { Hono } from 'hono';
import type { AppEnv } from '../http';
import { readBody } from '../http';
import { ValidationError } from '../errors';
import { mediaSvg } from '../views/media';
import { settings } from './schemas';
import { getSettings, health, listEvents, updateSettings } from './service';

function boundedInt(
  value: string | undefined,
  fallback: number,
  field: string,
  min: number,
  max: number,
  says: string,
) {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ValidationError([{ field, description: says, violatedRule: 'VALIDATION' }]);
  return n;
}

/** Emulator-only endpoints under /__vitrine/ (no auth: the emulator is a local dev tool). */
export const adminRoutes = new Hono<AppEnv>()
  .get('/__vitrine/health', (c) => c.json(health(c.get('ctx'), c.get('readOnly'))))
  .get('/__vitrine/settings', (c) => c.json({ settings: getSettings(c.get('ctx')) }))
  .put('/__vitrine/settings', async (c) => {
    const change = await readBody(c, settings);
    return c.json({ settings: updateSettings(c.get('ctx'), change) });
  })
  .get('/__vitrine/events', (c) => {
    const after = boundedInt(c.req.query('after'), 0, 'after', 0, Infinity, 'must be a non-negative integer');
    const limit = boundedInt(c.req.query('limit'), 1000, 'limit', 1, 10000, 'must be an integer between 1 and 10000');
    return c.json({ events: listEvents(c.get('ctx'), after, limit, c.req.query('type')) });
  })
  .get('/__vitrine/media/:file', async (c) => {
    const id = c.req.param('file').replace(/\.svg$/, '');
    c.header('content-type', 'image/svg+xml; charset=utf-8');
    c.header('cache-control', 'public, max-age=86400');
    return c.body(await mediaSvg(id));
  });
