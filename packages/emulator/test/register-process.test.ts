// The built preload in a real process: `node:https`/`node:http` requests (what Next's image optimiser fetches remote
// pictures with) for the platform's hosts reach the emulator, and Next's own DNS check of the host passes offline;
// every other host is untouched.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { boot } from './helpers';
import type { RunningEmulator } from '../src';

const PRELOAD = fileURLToPath(new URL('../dist/register.js', import.meta.url));
const PICTURE = 'm-linen-shirt-1~mv2.jpg';

let emu: RunningEmulator;
let other: Server;
let otherUrl: string;
const otherArrivals: string[] = [];

beforeAll(async () => {
  ({ emu } = await boot());
  other = createServer((req, res) => {
    otherArrivals.push(`${req.method} ${req.headers.host} ${req.url}`);
    res.end('not the emulator');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => other?.close(resolve));
  await emu?.close();
});

/** Runs `script` (ESM) under the preload; its stdout, parsed as JSON. */
async function underPreload(script: string): Promise<unknown> {
  const child = spawn(process.execPath, ['--import', PRELOAD, '--input-type=module', '-e', script], {
    env: { ...process.env, VITRINE_EMULATOR_URL: emu.url, VITRINE_EMULATOR_REGISTERED: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  expect({
    code,
    stderr: stderr.split('\n').filter((line) => !line.startsWith('[vitrine-emulator/register]')),
  }).toEqual({ code: 0, stderr: [''] });
  return JSON.parse(stdout);
}

/** A script's helper: GETs `url` with `module.get`, answers status, content type, byte count and Host sent. */
const GET = `
const got = (module, url, options = {}) => new Promise((resolve, reject) => {
  const req = module.get(url, options, (res) => {
    const chunks = [];
    res.on('data', (chunk) => chunks.push(chunk));
    res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], bytes: Buffer.concat(chunks).length, text: res.headers['content-type']?.startsWith('text/') ? Buffer.concat(chunks).toString() : undefined }));
  });
  req.on('error', reject);
});`;

describe('the preload in a process', () => {
  test('https.get of a platform picture answers the emulator’s original; http.request too', async () => {
    const direct = await fetch(`${emu.url}/media/${PICTURE}`);
    expect(direct.status).toBe(200);
    const size = (await direct.arrayBuffer()).byteLength;
    const answers = await underPreload(`
      import https from 'node:https';
      import http from 'node:http';
      ${GET}
      const viaGet = await got(https, 'https://static.wixstatic.com/media/${PICTURE}');
      const viaRequest = await new Promise((resolve, reject) => {
        const req = http.request({ hostname: 'static.wixstatic.com', path: '/media/${PICTURE}?w=1', method: 'HEAD', headers: { host: 'static.wixstatic.com' } }, (res) => {
          res.resume();
          resolve({ status: res.statusCode, type: res.headers['content-type'] });
        });
        req.on('error', reject);
        req.end();
      });
      console.log(JSON.stringify({ viaGet, viaRequest }));
    `);
    expect(answers).toEqual({
      viaGet: { status: 200, type: 'image/jpeg', bytes: size },
      viaRequest: { status: 200, type: 'image/jpeg' },
    });
  });

  test('another host is untouched, look-alikes and other ports included; only the platform’s names resolve to the placeholder', async () => {
    otherArrivals.length = 0;
    const answers = await underPreload(`
      import http from 'node:http';
      import https from 'node:https';
      import dns from 'node:dns/promises';
      ${GET}
      const local = await got(http, '${otherUrl}/media/${PICTURE}?q=1');
      const lookAlike = await got(https, 'https://static.wixstatic.com.invalid/media/x').catch((error) => error.code);
      const otherPort = await got(https, 'https://static.wixstatic.com:8443/media/x', { lookup: (_h, _o, cb) => cb(Object.assign(new Error('no'), { code: 'ENOTFOUND' })) }).catch((error) => error.code);
      const platform = await dns.lookup('static.wixstatic.com', { all: true });
      const localhost = (await dns.lookup('localhost', { all: true })).every(({ address }) => address === '127.0.0.1' || address === '::1');
      console.log(JSON.stringify({ local, lookAlike, otherPort, platform, localhost }));
    `);
    expect(answers).toEqual({
      local: { status: 200, type: undefined, bytes: 16 },
      lookAlike: 'ENOTFOUND',
      otherPort: 'ENOTFOUND',
      platform: [{ address: '11.0.0.1', family: 4 }],
      localhost: true,
    });
    expect(otherArrivals).toEqual([`GET ${otherUrl.slice('http://'.length)} /media/${PICTURE}?q=1`]);
  });
});
