import type { Shape } from '../types';
import { own, SDK_NAME } from './rename';

type Json = Record<string, unknown>;

// A key's opening quote follows `{` or `,` (and blanks); inside a JSON string every quote is escaped, so this
// matches keys only. Renaming in the text lets JSON.parse build the renamed objects in its single pass.
const RENAMABLE_KEY = /([{,]\s*)"(id|createdDate|updatedDate)"(?=\s*:)/g;
// An answer with one of these takes the walk, which renames them and drops every `__proto__` key: an own
// `__proto__` would become an object's prototype in a later `Object.assign`, and in the walk itself.
const WALK_KEY = /"(?:_id|_createdDate|_updatedDate|__proto__)"\s*:/;

/**
 * Parses an answer and turns it into SDK objects: `id`/`createdDate`/`updatedDate` become `_id`/… at any depth,
 * then only the declared paths are visited for dates, decimals, media and URLs. No walk over the whole answer.
 */
export function parseAnswer(text: string, shape?: Shape): unknown {
  // Where an underscore name already exists somewhere, the key next to it must not be renamed over it.
  const data = WALK_KEY.test(text) ? renameKeys(JSON.parse(text)) : JSON.parse(text.replace(RENAMABLE_KEY, '$1"_$2"'));
  if (shape) applyShape(data, shape);
  return data;
}

/** Converts the declared fields of a parsed answer in place (a shape by wire names). */
export function applyShape(node: unknown, shape: Shape): void {
  if (Array.isArray(node)) {
    for (const item of node) applyShape(item, shape);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const object = node as Json;
  for (const wireKey in shape) {
    const spec = shape[wireKey]!;
    const renamed = own(SDK_NAME, wireKey);
    const key = renamed && Object.hasOwn(object, renamed) ? renamed : wireKey;
    if (!Object.hasOwn(object, key)) continue;
    const value = object[key];
    if (typeof spec !== 'function') applyShape(value, spec);
    else object[key] = spec(value, false);
  }
}

function renameKeys(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(renameKeys);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === '__proto__') continue;
    const target = own(SDK_NAME, key);
    out[target && !Object.hasOwn(node, target) ? target : key] = renameKeys(value);
  }
  return out;
}
