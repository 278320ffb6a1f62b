import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { freshProject, startProcess, type FreshProject } from './support/fresh-project';
import { freePort } from '../../../test-support/free-port';

const projects: FreshProject[] = [];
afterAll(() => projects.forEach((project) => project.remove()));

it('npm create vitrine, from the packed tarballs: scaffold, install, build, start on the emulator, a product page', async () => {
  const tarballs = inject('tarballs');
  const creator = await freshProject({ devDependencies: { 'create-vitrine': '0.0.0' } }, tarballs);
  projects.push(creator);
  const { stdout } = await creator.exec('node_modules/.bin/create-vitrine', ['corner-shop'], {
    npm_config_user_agent: 'pnpm/10.34.9 npm/? node/v20 linux x64',
  });
  expect(stdout).toContain('pnpm emulator    # the platform with a demo catalogue, in one terminal');

  // The scaffold as the user got it, installed from the tarballs (the overrides are the only addition).
  const shopDir = join(creator.dir, 'corner-shop');
  const manifest = JSON.parse(readFileSync(join(shopDir, 'package.json'), 'utf8')) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: 'corner-shop', devDependencies: { '@vitrine/emulator': '^0.0.0' } });
  const shop = await freshProject(manifest, tarballs, shopDir);
  const env = { NEXT_TELEMETRY_DISABLED: '1' };
  await shop.exec('pnpm', ['run', 'build'], env);

  const emulator = await startProcess(
    shop.dir,
    'node_modules/.bin/vitrine-emulator',
    // Cart V1 removed, as on the platform after 2027-02-01: the scaffold's cart is Cart V2 only. The store is the
    // emulator's default, Catalog V3, as the scaffold's own `npm run emulator` starts it (the shop reads it through
    // the storefront model, which serves a V1 store the same).
    ['--port', '0', '--read-only-port', '0', '--db', ':memory:', '--cart-v1', 'removed'],
    /Ready in/,
  );
  const [, host, readOnlyHost] = /listening on (\S+)\s+Read-only host: (\S+)/.exec(emulator.output())!;
  const port = await freePort();
  const next = await startProcess(
    shop.dir,
    'node_modules/.bin/next',
    ['start', '--port', String(port), '-H', '127.0.0.1'],
    /Ready in/,
    { ...env, VITRINE_HOST: host!, VITRINE_READ_ONLY_HOST: readOnlyHost! },
  );
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/product/prod-ceramic-vase`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<title>Ceramic vase');
    expect(html).toMatch(/<h1[^>]*>Ceramic vase<\/h1>/);
    // The visitor's cookies, each once: the tokens scripts read, the refresh token HttpOnly.
    const set = answer.headers.getSetCookie();
    expect(set.map((cookie) => cookie.split('=')[0])).toEqual([
      'vitrine.vitrine-storefront.refreshToken',
      'vitrine.vitrine-storefront.tokens',
    ]);
    expect(set[0]).toMatch(/; HttpOnly;/);
  } finally {
    await next.stop();
    await emulator.stop();
  }
});
