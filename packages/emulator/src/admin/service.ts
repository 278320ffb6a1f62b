import type { EmulatorContext } from '../context';
import type { EventRecord } from '../db/store';
import { productCount } from '../products';
import type { SiteSettings } from './schemas';

export const DEFAULT_SETTINGS: Readonly<SiteSettings> = Object.freeze({
  requireEmailVerification: false,
  requireOwnerApproval: false,
  requireCaptcha: false,
});

export function getSettings(ctx: EmulatorContext): SiteSettings {
  const stored = ctx.store.table('settings').get('site');
  return { ...DEFAULT_SETTINGS, ...stored };
}

type SettingsChange = { [K in keyof SiteSettings]?: boolean | null };

/** Changes the settings given (`null` turns one off, as an absent value reads). */
export function updateSettings(ctx: EmulatorContext, change: SettingsChange): SiteSettings {
  return ctx.store.write(() => {
    const now = getSettings(ctx);
    const pick = (value: boolean | null | undefined, current: boolean) =>
      value === undefined ? current : value === true;
    const next: SiteSettings = {
      requireEmailVerification: pick(change.requireEmailVerification, now.requireEmailVerification),
      requireOwnerApproval: pick(change.requireOwnerApproval, now.requireOwnerApproval),
      requireCaptcha: pick(change.requireCaptcha, now.requireCaptcha),
    };
    ctx.store.table('settings').put('site', next);
    return next;
  });
}

/** Events after `after`, of one type or one type family (`cart` matches `cart.created`). */
export function listEvents(ctx: EmulatorContext, after: number, limit: number, type?: string): EventRecord[] {
  return ctx.store.events(after, limit).filter((e) => !type || e.type === type || e.type.startsWith(`${type}.`));
}

export function health(ctx: EmulatorContext, readOnly: boolean) {
  return { status: 'ok', readOnly, db: ctx.store.path, products: productCount(ctx) };
}
