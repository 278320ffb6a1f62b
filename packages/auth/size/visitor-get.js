// What a visitor-only storefront bundles: the client, the oauth strategy and one cart-style GET.
import { CART, createClient } from '@vitrine/http';
import { oauth } from '../dist/index.js';

const client = createClient({ host: 'https://api.example.com', auth: oauth({ clientId: 'client-id' }) });
export const getCurrentCart = () => client.request({ method: 'GET', service: CART, path: '/v1/carts/current' });
