// Issue 30, finding 18: 16 concurrent 4000 × 4000 resizes of new ids by anonymous GETs took the emulator to 1 GB.
// Resizes now run a few at a time with a bounded queue (503 with Retry-After beyond it), at a bounded size.
import type { Sharp } from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { resizeGate } from '../../src/media/gate';
import { resizedImage, type SharpFactory } from '../../src/media/service';
import { ServiceUnavailableError } from '../../src/errors';
import { boot } from '../helpers';
import { startEmulator } from '../../src/index';

/** A stand-in for sharp that counts the drawings under way and finishes them when told. */
function countingSharp() {
  const seen = { running: 0, most: 0, densities: [] as number[] };
  const finish: Array<() => void> = [];
  const factory = ((_input: Buffer, options?: { density?: number }) => {
    seen.densities.push(options?.density ?? 0);
    const image = {
      resize: () => image,
      toFormat: () => image,
      toBuffer: () => {
        seen.running += 1;
        seen.most = Math.max(seen.most, seen.running);
        return new Promise<Buffer>((resolve) =>
          finish.push(() => {
            seen.running -= 1;
            resolve(Buffer.from('picture'));
          }),
        );
      },
    };
    return image as unknown as Sharp;
  }) as SharpFactory;
  return { seen, finish, load: async () => factory };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('concurrent resizes', () => {
  test('at most 2 draw at once, 16 wait, the rest are a 503 with Retry-After: 1; the waiting ones are served', async () => {
    const gate = resizeGate();
    const { seen, finish, load } = countingSharp();
    const asks = Array.from({ length: 24 }, (_, i) =>
      resizedImage(`new-id-${i}`, { operation: 'fill', w: 4000, h: 2500 }, '', gate, load).then(
        () => 'served',
        (e: unknown) => e,
      ),
    );
    await settle();
    expect(seen.running).toBe(2);
    while (finish.length > 0 || seen.running > 0) {
      finish.splice(0).forEach((f) => f());
      await settle();
    }
    const outcomes = await Promise.all(asks);
    expect(seen.most).toBe(2);
    expect(outcomes.filter((o) => o === 'served')).toHaveLength(18);
    const refused = outcomes.filter((o) => o instanceof ServiceUnavailableError);
    expect(refused).toHaveLength(6);
    expect(refused[0]).toMatchObject({ status: 503, retryAfterSeconds: 1 });
  });

  test('a large answer is drawn at no more than 5 million pixels, then scaled', async () => {
    const { seen, finish, load } = countingSharp();
    const done = resizedImage('m-1', { operation: 'fill', w: 4000, h: 2500 }, '', resizeGate(), load);
    await settle();
    finish.splice(0).forEach((f) => f());
    await done;
    // 800 × 1000 drawn at density 72 × 2.5 = 180 would be 2000 × 2500 = 5 million; 4000 wide asked for 360.
    expect(seen.densities).toEqual([180]);
  });
});

describe('over HTTP', () => {
  const booted = boot({ media: { concurrentResizes: 1, queuedResizes: 0 } });
  afterAll(async () => (await booted).emu.close());

  test('an answer of more than 10 million pixels is refused before anything is drawn', async () => {
    const { emu } = await booted;
    const res = await fetch(`${emu.url}/media/new-1/v1/fill/w_4000,h_4000/x.png`);
    expect(res.status).toBe(400);
    expect((await res.json()).details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'transform', description: 'must be at most 10000000 pixels (w × h)' }),
    ]);
  });
});

test('startEmulator({ media }) refuses a bound that is not a whole number', async () => {
  await expect(startEmulator({ db: ':memory:', media: { concurrentResizes: 0 } })).rejects.toThrow(
    'media.concurrentResizes must be a whole number from 1, got 0',
  );
  await expect(startEmulator({ db: ':memory:', media: { queuedResizes: 1.5 } })).rejects.toThrow(
    'media.queuedResizes must be a whole number from 0, got 1.5',
  );
});
