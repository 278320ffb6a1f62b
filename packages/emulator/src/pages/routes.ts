import type { Hono } from 'hono';
import type { AppEnv } from '../http';
import { registerAuthPages } from './auth';
import { registerFlowPages } from './flows';
import { registerLogoutPages } from './logout';

export function registerPages(app: Hono<AppEnv>): void {
  registerAuthPages(app);
  registerFlowPages(app);
  registerLogoutPages(app);
}
