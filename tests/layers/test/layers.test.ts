import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, violations } from './cruise';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A repository of these files only (path → source), for one rule to judge. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-layers-'));
  made.push(dir);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

const entry = (name: string) => ({ [`packages/${name}/src/index.ts`]: 'export const x = 1;\n' });

describe('the repository', () => {
  it('keeps the layers of ARCHITECTURE.md', async () => {
    expect(await violations(ROOT)).toEqual([]);
  });
});

describe('each rule refuses the import it names', () => {
  it('a package imports only the packages below it that it depends on', async () => {
    const dir = tree({
      ...entry('auth'),
      ...entry('http'),
      'packages/cart/src/index.ts':
        "export { x } from '../../http/src/index';\nexport { x as y } from '../../auth/src/index';\n",
    });
    expect(await violations(dir)).toEqual(['layers-cart: packages/cart/src/index.ts → packages/auth/src/index.ts']);
  });

  it('a package imports another only through its entries', async () => {
    const dir = tree({
      ...entry('http'),
      'packages/http/src/client.ts': 'export const client = 1;\n',
      'packages/cart/src/index.ts': "export { client } from '../../http/src/client';\n",
    });
    expect(await violations(dir)).toEqual([
      'package-entries: packages/cart/src/index.ts → packages/http/src/client.ts',
    ]);
  });

  it("only the packages ARCHITECTURE.md names read another package's /internal entry", async () => {
    const dir = tree({
      'packages/http/src/internal.ts': 'export const parseAnswer = 1;\n',
      'packages/events/src/index.ts': "export { parseAnswer } from '../../http/src/internal';\n",
      'packages/catalogue/src/index.ts': "export { parseAnswer } from '../../http/src/internal';\n",
    });
    expect(await violations(dir)).toEqual([
      'internal-entries-catalogue: packages/catalogue/src/index.ts → packages/http/src/internal.ts',
    ]);
  });

  it('no import circle that runs at run time, in any package', async () => {
    const dir = tree({
      'packages/http/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'packages/http/src/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(await violations(dir)).toEqual([
      'no-circular: packages/http/src/a.ts → packages/http/src/b.ts → packages/http/src/a.ts',
    ]);
  });

  it('no import circle of types either, in any package (the emulator included)', async () => {
    const types = (a: string, b: string) =>
      `import type { ${b} } from './${b.toLowerCase()}';\nexport type ${a} = { next?: ${b} };\n`;
    const dir = tree({
      'packages/emulator/src/a.ts': types('A', 'B'),
      'packages/emulator/src/b.ts': types('B', 'A'),
      'packages/query/src/a.ts': types('A', 'B'),
      'packages/query/src/b.ts': types('B', 'A'),
    });
    expect(await violations(dir)).toEqual([
      'no-circular: packages/emulator/src/a.ts → packages/emulator/src/b.ts → packages/emulator/src/a.ts',
      'no-circular: packages/query/src/a.ts → packages/query/src/b.ts → packages/query/src/a.ts',
    ]);
  });

  it("an emulator slice uses another only through that slice's index.ts", async () => {
    const dir = tree({
      'packages/emulator/src/cart/service.ts': 'export const cartForCheckout = 1;\n',
      'packages/emulator/src/cart/index.ts': "export { cartForCheckout } from './service';\n",
      'packages/emulator/src/checkout/service.ts':
        "export { cartForCheckout } from '../cart';\nexport { cartForCheckout as inside } from '../cart/service';\n",
    });
    expect(await violations(dir)).toEqual([
      'emulator-slice-doors: packages/emulator/src/checkout/service.ts → packages/emulator/src/cart/service.ts',
    ]);
  });

  it("the emulator's shared modules import no slice; its composition may", async () => {
    const dir = tree({
      'packages/emulator/src/cart/records.ts': 'export interface CartRecord { id: string }\n',
      'packages/emulator/src/tables.ts': "export type { CartRecord } from './cart/records';\n",
      'packages/emulator/src/db/store.ts': "export type { CartRecord } from '../cart/records';\n",
    });
    expect(await violations(dir)).toEqual([
      'emulator-shared-knows-no-slice: packages/emulator/src/db/store.ts → packages/emulator/src/cart/records.ts',
    ]);
  });

  it('no slice or shared module imports the composition; context.ts names only the Store', async () => {
    const dir = tree({
      'packages/emulator/src/store.ts': 'export class Store {}\n',
      'packages/emulator/src/app.ts': 'export const app = 1;\n',
      'packages/emulator/src/context.ts': "export type { Store } from './store';\nexport type { app } from './app';\n",
      'packages/emulator/src/cart/service.ts': "export { Store } from '../store';\n",
    });
    expect(await violations(dir)).toEqual([
      'emulator-composition-on-top: packages/emulator/src/cart/service.ts → packages/emulator/src/store.ts',
      'emulator-context-knows-only-the-store: packages/emulator/src/context.ts → packages/emulator/src/app.ts',
    ]);
  });

  it('the emulator imports no @vitrine package', async () => {
    const dir = tree({
      ...entry('cart'),
      'packages/emulator/src/cart/schemas.ts': "export { x } from '../../../cart/src/index';\n",
      'packages/emulator/src/checkout/schemas.ts': "export { ChannelType } from '@vitrine/cart';\n",
    });
    expect(await violations(dir)).toEqual([
      'emulator-imports-no-sdk: packages/emulator/src/cart/schemas.ts → packages/cart/src/index.ts',
      'emulator-imports-no-sdk: packages/emulator/src/checkout/schemas.ts → @vitrine/cart',
      'layers-emulator: packages/emulator/src/cart/schemas.ts → packages/cart/src/index.ts',
      'layers-emulator: packages/emulator/src/checkout/schemas.ts → @vitrine/cart',
    ]);
  });
});
