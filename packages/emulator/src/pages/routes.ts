import type { Hono } from 'hono';
import type { AppEnv } from '../http';

export function registerPages(_app: Hono<AppEnv>): void {}
