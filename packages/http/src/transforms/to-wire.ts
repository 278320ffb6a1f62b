import type { Shape } from '../types';
import { own, renamePath, WIRE_NAME } from './rename';

type Json = Record<string, unknown>;

/**
 * SDK objects → wire objects in one walk: `_id` → `id` at any depth (also in dotted filter keys and in sort
 * `fieldName`s), every `Date` to ISO, and the declared fields through their kind.
 */
export function toWire(node: unknown, shape?: Shape): unknown {
  if (node instanceof Date) return node.toISOString();
  if (Array.isArray(node)) return node.map((item) => toWire(item, shape));
  if (!node || typeof node !== 'object') return node;
  const object = node as Json;
  const out: Json = {};
  for (const key in object) {
    const value = object[key];
    if (value === undefined) continue;
    const wireKey = key.includes('_') ? renamePath(key, WIRE_NAME) : key;
    const target = wireKey !== key && Object.hasOwn(object, wireKey) ? key : wireKey;
    const spec = own(shape, target);
    if (typeof spec === 'function') {
      out[target] = toWire(spec(value, true));
    } else if (key === 'fieldName' && typeof value === 'string') {
      out[target] = renamePath(value, WIRE_NAME);
    } else {
      out[target] = toWire(value, spec);
    }
  }
  return out;
}
