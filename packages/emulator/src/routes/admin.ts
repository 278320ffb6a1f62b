import type { Hono } from 'hono';
import type { AppEnv } from '../http';
import { readJson } from '../http';
import { s } from '../validate';
import { getSettings, type SiteSettings } from '../context';
import { ValidationError } from '../errors';
import { mediaSvg } from '../pages/media';

/** Emulator-only endpoints under /__vitrine/ (no auth: the emulator is a local dev tool). */
export function registerAdmin(app: Hono<AppEnv>): void {
  app.get('/__vitrine/health', (c) => {
    const ctx = c.get('ctx');
    return c.json({ status: 'ok', readOnly: c.get('readOnly'), db: ctx.store.path, products: ctx.store.table('products').count() });
  });

  app.get('/__vitrine/settings', (c) => c.json({ settings: getSettings(c.get('ctx')) }));

  app.put('/__vitrine/settings', async (c) => {
    const ctx = c.get('ctx');
    const body = await readJson<Partial<SiteSettings>>(c, {
      requireEmailVerification: s.bool(),
      requireOwnerApproval: s.bool(),
      requireCaptcha: s.bool(),
    });
    const settings = ctx.store.write(() => {
      const next = { ...getSettings(ctx), ...body };
      ctx.store.table('settings').put('site', next);
      return next;
    });
    return c.json({ settings });
  });

  app.get('/__vitrine/events', (c) => {
    const ctx = c.get('ctx');
    const after = Number(c.req.query('after') ?? '0');
    const limit = Number(c.req.query('limit') ?? '1000');
    if (!Number.isInteger(after) || after < 0)
      throw new ValidationError([{ field: 'after', description: 'must be a non-negative integer', violatedRule: 'VALIDATION' }]);
    if (!Number.isInteger(limit) || limit < 1 || limit > 10000)
      throw new ValidationError([{ field: 'limit', description: 'must be an integer between 1 and 10000', violatedRule: 'VALIDATION' }]);
    const type = c.req.query('type');
    const events = ctx.store.events(after, limit).filter((e) => !type || e.type === type || e.type.startsWith(`${type}.`));
    return c.json({ events });
  });

  app.get('/__vitrine/media/:file', (c) => {
    const file = c.req.param('file');
    const id = file.replace(/\.svg$/, '');
    c.header('content-type', 'image/svg+xml; charset=utf-8');
    c.header('cache-control', 'public, max-age=86400');
    return c.body(mediaSvg(id));
  });
}
