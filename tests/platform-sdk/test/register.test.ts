// `node --import @vitrine/emulator/register`: a script written with the platform's own SDK, which knows nothing of
// the emulator, reads the emulator's catalogue; requests for other hosts go where they were sent.
import { startEmulator } from '@vitrine/emulator';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, test } from 'vitest';
import { platformRecorder } from './register/platform-recorder';
import { runNode } from './register/run-node';

const PRELOAD = ['--import', '@vitrine/emulator/register'];
const CLIENT_ID = 'platform-sdk-register';

const emulator = await startEmulator({ log: () => {}, catalogVersion: 'V1_CATALOG' });
const recorder = await platformRecorder(emulator);
const recorderHost = new URL(recorder.url).host;
// Another server of this machine: what the preload must leave alone.
const elsewhere = createServer((request, response) => response.end(`elsewhere ${request.method} ${request.url}`));
await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
const elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
afterAll(async () => {
  elsewhere.close();
  await recorder.close();
  await emulator.close();
});

const announcement = (origin: string) =>
  `[vitrine-emulator/register] www.wixapis.com, edge.wixapis.com, static.wixstatic.com go to ${origin} (VITRINE_EMULATOR_URL); other hosts are untouched\n`;

test('a platform-SDK script lists the emulator’s products; the preload says once where it points', async () => {
  const run = await runNode([...PRELOAD, 'test/register/list-products.mjs'], {
    VITRINE_EMULATOR_URL: recorder.url,
    WIX_CLIENT_ID: CLIENT_ID,
  });
  expect(run).toEqual({
    code: 0,
    stdout: JSON.stringify(['Linen shirt', 'Cotton tee', 'Merino sweater', 'Denim jacket']),
    stderr: announcement(recorder.url),
  });
  const arrivals = recorder.take();
  // The SDK's paths for www.wixapis.com, unchanged; the Host is the emulator's (undici's, from the new origin).
  expect(arrivals.map(({ method, path, host }) => ({ method, path: path.split('?')[0], host }))).toEqual([
    { method: 'POST', path: '/oauth2/token', host: recorderHost },
    { method: 'GET', path: '/stores-reader/v1/products/query-platformized', host: recorderHost },
  ]);
  expect(JSON.parse(arrivals[0]!.body)).toEqual({ clientId: CLIENT_ID, grantType: 'anonymous' });
});

test('the media host goes to the emulator too; other hosts are untouched', async () => {
  const script = `
    const picture = await fetch('https://static.wixstatic.com/media/m-linen-shirt-1');
    const other = await fetch('${elsewhereUrl}/www.wixapis.com/oauth2/token', { method: 'POST' });
    console.log(JSON.stringify([picture.status, picture.headers.get('content-type'), await other.text()]));
  `;
  const run = await runNode([...PRELOAD, '--input-type=module', '-e', script], { VITRINE_EMULATOR_URL: recorder.url });
  expect(run.stderr).toBe(announcement(recorder.url));
  expect(JSON.parse(run.stdout)).toEqual([
    200,
    'image/svg+xml; charset=utf-8',
    'elsewhere POST /www.wixapis.com/oauth2/token',
  ]);
  expect(recorder.take().map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /media/m-linen-shirt-1']);
});

test('without an emulator URL, or with one it cannot use, the preload stops the program in one sentence', async () => {
  const how =
    "set VITRINE_EMULATOR_URL to the emulator's main URL (e.g. http://127.0.0.1:4455) in the environment that starts Node";
  const cases: [string | undefined, string][] = [
    [undefined, `VITRINE_EMULATOR_URL is not set: the platform's hosts cannot be sent to the emulator (${how}).`],
    ['  ', `VITRINE_EMULATOR_URL is not set: the platform's hosts cannot be sent to the emulator (${how}).`],
    ['localhost:4455', 'VITRINE_EMULATOR_URL must be an http or https URL, got "localhost:4455".'],
    ['127.0.0.1:4455', `VITRINE_EMULATOR_URL is not a URL: "127.0.0.1:4455" (${how}).`],
    [
      `${emulator.url}/api`,
      `VITRINE_EMULATOR_URL must be the emulator's origin alone (scheme, host and port), got "${emulator.url}/api".`,
    ],
  ];
  for (const [value, message] of cases) {
    const run = await runNode([...PRELOAD, '-e', 'console.log("ran")'], { VITRINE_EMULATOR_URL: value });
    expect(run).toEqual({ code: 1, stdout: '', stderr: `[vitrine-emulator/register] ${message}\n` });
  }
});
