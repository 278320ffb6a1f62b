// `pnpm --filter @vitrine/example-admin start`: runs the merchant script against a running emulator
// (`pnpm start`, or `npx vitrine-emulator`), with the emulator's dev API key unless VITRINE_API_KEY says otherwise.
import { isApiError } from '@vitrine/http';
import { merchandise } from './merchandise';

const host = process.env.VITRINE_HOST ?? 'http://127.0.0.1:4455';
const key = process.env.VITRINE_API_KEY ?? 'vitrine-dev-api-key';

merchandise({ host, apiKey: key, log: (line) => console.log(`✓ ${line}`) }).catch((error: unknown) => {
  console.error(isApiError(error) ? `${error.name} (${error.status} ${error.code}): ${error.message}` : error);
  process.exitCode = 1;
});
