import * as v from 'valibot';
import { ValidationError } from '../errors';
import { oneOf, str, strict, type Out } from '../schema/kit';

/** The largest side the emulator draws: a request for more is refused, not served slowly. */
export const MAX_SIDE = 4000;
/** The largest answer, in pixels (4000 × 2500): a request for more is refused, not held in memory. */
export const MAX_PIXELS = 10_000_000;

/** One path segment of letters, digits and `._~-`, not starting with a dot: nothing that climbs out of `/media/`. */
export const mediaId = v.pipe(
  str({ minLength: 1, maxLength: 200 }),
  v.regex(/^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/, 'must be a media id (letters, digits and ._~-)'),
);

const side = v.pipe(
  v.string(),
  v.regex(/^\d{1,6}$/, 'must be a whole number of pixels'),
  v.transform(Number),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(MAX_SIDE, `must be at most ${MAX_SIDE}`),
);

/**
 * The media service's transform (`fill/w_400,h_500,al_c,q_80,usm_0.66_1.00_0.01,enc_auto`), as `imageUrl` and the
 * platform SDK write it. The emulator draws the size and the operation, takes the encoding into account and
 * accepts, without applying them, the options that only tune quality.
 */
export const imageTransform = v.pipe(
  strict({
    operation: oneOf(['fill', 'fit']),
    w: side,
    h: side,
    al: v.optional(oneOf(['c', 't', 'b', 'l', 'r', 'tl', 'tr', 'bl', 'br'])),
    lg: v.optional(oneOf(['1', '2'])),
    q: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'must be a quality from 5 to 100'))),
    usm: v.optional(
      v.pipe(v.string(), v.regex(/^[\d.]{1,8}_[\d.]{1,8}_[\d.]{1,8}$/, 'must be radius_amount_threshold')),
    ),
    enc: v.optional(oneOf(['auto', 'avif', 'pavif'])),
  }),
  v.check((t) => t.w * t.h <= MAX_PIXELS, `must be at most ${MAX_PIXELS} pixels (w × h)`),
);

export type ImageTransform = Out<typeof imageTransform>;

/** `w_400,h_500,al_c` → `{ w: '400', h: '500', al: 'c' }`, for `imageTransform` to check. */
export function transformFields(operation: string, text: string): Record<string, string> {
  if (text.length > 300)
    throw new ValidationError([
      { field: 'transform', description: 'must be at most 300 characters long', violatedRule: 'MAX_LENGTH' },
    ]);
  const fields: Record<string, string> = Object.create(null);
  fields.operation = operation;
  for (const part of text.split(',')) {
    const match = /^([a-z]{1,8})_(.*)$/.exec(part);
    if (!match || match[1]! in fields)
      throw new ValidationError([
        {
          field: 'transform',
          description: `has a part that is not a unique key_value: ${JSON.stringify(part.slice(0, 40))}`,
          violatedRule: 'FORMAT',
        },
      ]);
    fields[match[1]!] = match[2]!;
  }
  return fields;
}
