// A script a team on the platform's SDK would write, untouched: it knows nothing of the emulator. Run under
// `node --import @vitrine/emulator/register`, it lists the catalogue's first products from the emulator.
import { createClient, OAuthStrategy } from '@wix/sdk';
import { products } from '@wix/stores';
import { env, stdout } from 'node:process';

const client = createClient({
  modules: { products },
  auth: OAuthStrategy({ clientId: env.WIX_CLIENT_ID }),
});
client.auth.setTokens(await client.auth.generateVisitorTokens());
const { items } = await client.products.queryProducts().limit(4).find();
stdout.write(JSON.stringify(items.map((product) => product.name)));
