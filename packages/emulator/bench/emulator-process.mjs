// What both benchmarks need of the emulator: the built CLI in a process of its own (so the load generator does not
// share its CPU), a visitor's token, and a granola added to that visitor's cart.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const json = { 'content-type': 'application/json' };
const addBody = JSON.stringify({
  lineItems: [{ quantity: 1, catalogReference: { catalogItemId: 'prod-granola', appId: 'vitrine-stores' } }],
});

/** Starts the CLI on an in-memory database and free ports; resolves once it is ready, with its URL. */
export async function startEmulatorProcess(args = []) {
  const child = spawn(process.execPath, [cli, '--db', ':memory:', '--port', '0', '--read-only-port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)[\s\S]*Ready in/.exec(out);
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`the emulator exited with ${code}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** A new anonymous visitor's access token. */
export async function visitorToken(url) {
  const res = await fetch(`${url}/oauth2/token`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ clientId: 'bench', grantType: 'anonymous' }),
  });
  return (await res.json()).access_token;
}

/** Adds one granola to the visitor's cart: the answer, its body not read yet. */
export function addToCart(url, token) {
  return fetch(`${url}/ecom/v1/carts/current/add-to-cart`, {
    method: 'POST',
    headers: { ...json, authorization: token },
    body: addBody,
  });
}
