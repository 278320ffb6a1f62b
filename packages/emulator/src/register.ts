// `node --import @vitrine/emulator/register app.js`, or `NODE_OPTIONS='--import @vitrine/emulator/register' next dev`:
// a shop written with the platform's own SDK, which has no option for its hosts, talks to the emulator instead.
// This file is the preload's whole side effect; it imports nothing of the emulator itself.
import dnsPromises from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { Agent, setGlobalDispatcher } from 'undici';
import { EMULATOR_URL_VARIABLE, EmulatorUrlError, emulatorOrigin } from './register/emulator-url';
import { toEmulatorRequest, type NodeRequest } from './register/node-http';
import { PLATFORM_HOSTS, toEmulator } from './register/platform-hosts';
import { platformLookup } from './register/platform-lookup';

// Child processes (Next's workers, `next dev`'s server) inherit NODE_OPTIONS and run this again: they announce it
// only when the parent did not announce the same origin.
const ANNOUNCED = 'VITRINE_EMULATOR_REGISTERED';

/**
 * `node:http` and `node:https` (what Next's image optimiser fetches remote pictures with): their `request` and
 * `get` send the platform's hosts to the emulator. The modules' own properties are replaced, so a caller that reads
 * `https.request` at call time (CommonJS `require('https')`, as Next does) goes through the hook.
 */
function hookNodeHttp(origin: string): void {
  const emulatorModule = new URL(origin).protocol === 'https:' ? https : http;
  const emulatorRequest = emulatorModule.request.bind(emulatorModule) as NodeRequest;
  const emulatorGet = emulatorModule.get.bind(emulatorModule) as NodeRequest;
  for (const [module, protocol] of [
    [http, 'http:'],
    [https, 'https:'],
  ] as const) {
    const ownRequest = module.request.bind(module) as NodeRequest;
    const ownGet = module.get.bind(module) as NodeRequest;
    Object.assign(module, {
      request: toEmulatorRequest(ownRequest, emulatorRequest, protocol, origin),
      get: toEmulatorRequest(ownGet, emulatorGet, protocol, origin),
    });
  }
  // Next resolves a picture's host itself before requesting it (and refuses private addresses).
  dnsPromises.lookup = platformLookup(dnsPromises.lookup as never) as typeof dnsPromises.lookup;
}

function register(): void {
  let origin: string;
  try {
    origin = emulatorOrigin(process.env);
  } catch (error) {
    if (!(error instanceof EmulatorUrlError)) throw error;
    // Sending a development shop to the real platform instead would be a surprise: stop, in one sentence.
    process.stderr.write(`[vitrine-emulator/register] ${error.message}\n`);
    process.exit(1);
  }
  // Node's fetch, and the fetch of Next's middleware sandbox (its own undici), both read the global dispatcher.
  setGlobalDispatcher(new Agent().compose(toEmulator(origin)));
  hookNodeHttp(origin);
  if (process.env[ANNOUNCED] !== origin) {
    process.env[ANNOUNCED] = origin;
    process.stderr.write(
      `[vitrine-emulator/register] ${PLATFORM_HOSTS.join(', ')} go to ${origin} (${EMULATOR_URL_VARIABLE}); other hosts are untouched\n`,
    );
  }
}

register();
