import type { Hono } from 'hono';
import type { AppEnv } from '../http';

export function registerIdentity(_app: Hono<AppEnv>, _prefix?: string): void {}
