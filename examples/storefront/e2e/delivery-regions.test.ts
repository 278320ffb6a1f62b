import { expect, it } from 'vitest';
import { storefront, useBrowser } from './browser';
import { addToCart } from './steps';

// Issue 31, item 16: "a US address offered a Berlin pickup". The store's pickup counter is in Berlin: the
// platform offers it for an address in its delivery region (Germany) only. The shopper types the address in the
// shop's checkout; the platform's payment page lists the ways the store delivers there.

const chromium = useBrowser();

const ADDRESSES = [
  { country: 'United States', street: '350 Fifth Avenue', postalCode: '10118', city: 'New York', pickup: false },
  { country: 'Germany', street: 'Elbchaussee 5', postalCode: '22765', city: 'Hamburg', pickup: true },
];

for (const width of [1280, 390]) {
  it.each(ADDRESSES)(
    `at ${width} px an address in $country is offered the Berlin pickup: $pickup`,
    async ({ country, street, postalCode, city, pickup }) => {
      const context = await chromium.browser.newContext({ viewport: { width, height: 844 } });
      try {
        const page = await context.newPage();
        await addToCart(page, storefront('/product/prod-bike-bell'));
        await page.goto(storefront('/checkout'));
        await page.getByLabel('E-mail').fill('buyer@example.com');
        await page.getByLabel('First name').fill('Grace');
        await page.getByLabel('Last name').fill('Hopper');
        await page.getByLabel('Street and number').fill(street);
        await page.getByLabel('Postal code').fill(postalCode);
        await page.getByLabel('City').fill(city);
        await page.getByLabel('Country').selectOption({ label: country });
        await expect.poll(() => page.getByLabel('Country').inputValue()).toBe(pickup ? 'DE' : 'US');
        expect(await page.getByLabel('City').inputValue()).toBe(city);
        await page.getByRole('button', { name: 'Continue to payment' }).click();

        await page.waitForURL((url) => url.pathname.startsWith('/__vitrine/pages/'));
        const options = page.getByTestId('delivery-options').getByRole('listitem');
        await expect
          .poll(() => options.allTextContents())
          .toEqual([
            'Standard delivery · €4.90',
            'Express delivery · €9.90',
            ...(pickup ? ['Store pickup (Invalidenstraße 1, Berlin) · €0.00'] : []),
          ]);
      } finally {
        await context.close();
      }
    },
  );
}
