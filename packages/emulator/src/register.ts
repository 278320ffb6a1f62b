// `node --import @vitrine/emulator/register app.js`, or `NODE_OPTIONS='--import @vitrine/emulator/register' next dev`:
// a shop written with the platform's own SDK, which has no option for its hosts, talks to the emulator instead.
// This file is the preload's whole side effect; it imports nothing of the emulator itself.
import { Agent, setGlobalDispatcher } from 'undici';
import { EMULATOR_URL_VARIABLE, EmulatorUrlError, emulatorOrigin } from './register/emulator-url';
import { PLATFORM_HOSTS, toEmulator } from './register/platform-hosts';

// Child processes (Next's workers, `next dev`'s server) inherit NODE_OPTIONS and run this again: they announce it
// only when the parent did not announce the same origin.
const ANNOUNCED = 'VITRINE_EMULATOR_REGISTERED';

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
  if (process.env[ANNOUNCED] !== origin) {
    process.env[ANNOUNCED] = origin;
    process.stderr.write(
      `[vitrine-emulator/register] ${PLATFORM_HOSTS.join(', ')} go to ${origin} (${EMULATOR_URL_VARIABLE}); other hosts are untouched\n`,
    );
  }
}

register();
