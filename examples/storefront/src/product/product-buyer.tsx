'use client';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { chooseVariant, type ShopProduct } from '@vitrine/sdk';
import { ErrorNote } from '../components/error-note';
import { Price } from '../components/price';
import { Quantity } from '../components/quantity';
import { ShopImage } from '../components/shop-image';
import { useHydrated } from '../hydrated';
import { useShop } from '../shop-context';
import { inCart, stockLeft } from '../stock';

/** Option name → choice name, as the model's variants name them. */
type Choices = Record<string, string>;

/**
 * The part of a product page that needs the browser: the gallery (a chosen colour's pictures lead it), the option
 * picker with its price and stock, the quantity and add to cart. The product is the storefront model's, read whole
 * by the server's cached read: its variants are all here, so a choice is resolved in the page (`chooseVariant`),
 * with no request per choice, the same on a Catalog V1 and a V3 store. `intro` and `description` are
 * server-rendered markup placed in between.
 */
export function ProductBuyer({
  product: p,
  intro,
  description,
}: {
  product: ShopProduct;
  intro: ReactNode;
  description: ReactNode;
}) {
  const shop = useShop();
  const [choices, setChoices] = useState<Choices>({});
  const [quantity, setQuantity] = useState(1);
  const [picked, setPicked] = useState(0);
  const choice = chooseVariant(p, choices);
  const complete = choice.status !== 'incomplete';
  // The add's state here: it runs on the shop's client, which the first add loads.
  const [pending, setPending] = useState(false);
  const [addError, setAddError] = useState<unknown>();
  // Set in the click itself: a second click can come before the pending state renders.
  const adding = useRef(false);
  // Before the scripts run (a slow phone's first seconds) Add to cart is a plain form that adds on the server; the
  // choices and the quantity need the scripts, and look disabled until then.
  const hydrated = useHydrated();

  // The choices live in the URL (`?Size=M&Color=Sage`), so a shared link or a reload shows the same variant. The
  // page is one cached render for every query, so they are read here, once, and written with `replaceState`: no
  // navigation and no request per choice.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const fromUrl: Choices = {};
    for (const option of p.options) {
      const name = query.get(option.name);
      if (option.choices.some((each) => each.visible && each.name === name)) fromUrl[option.name] = name!;
    }
    if (Object.keys(fromUrl).length > 0) setChoices(fromUrl);
  }, [p]);
  const choose = (next: Choices) => {
    setChoices(next);
    setPicked(0);
    const url = new URL(window.location.href);
    for (const [name, value] of Object.entries(next)) url.searchParams.set(name, value);
    window.history.replaceState(window.history.state, '', url);
  };

  // A chosen colour's own pictures lead the gallery.
  const gallery = useMemo(() => {
    const choiceMedia = p.options.flatMap((option) =>
      option.choices.filter((each) => choices[option.name] === each.name).flatMap((each) => each.media),
    );
    return [...choiceMedia, ...p.media.items];
  }, [p, choices]);

  const variant = choice.variant;
  const inStock = complete ? Boolean(variant?.stock.inStock) : p.stock.inStock;
  const soldOut = !p.stock.inStock;
  const choosing = !complete && !soldOut;
  // The picker stops at what is left (when the store says it) less what the cart already holds of it: never more
  // than the platform can sell.
  const left = stockLeft(p, variant);
  const held = left === undefined ? 0 : inCart(shop.cart, p, variant);
  const addable = left === undefined ? undefined : Math.max(0, left - held);
  const max = addable ?? 99;
  const allInCart = inStock && !choosing && addable === 0;

  const addToCart = async () => {
    // While an add is in flight, another submit is dropped (a double click's second click never submits:
    // the button's `onClick` below).
    if (adding.current) return;
    adding.current = true;
    setPending(true);
    setAddError(undefined);
    const input = { product: p, choices, quantity: Math.min(quantity, max) };
    const added = shop.actions().then((actions) => actions.add(input));
    // The drawer opens with the tap ("Adding…"), its code and the add on their way together.
    shop.openCart(added);
    try {
      await added;
    } catch (error) {
      // Said under Add to cart; the drawer closed again.
      setAddError(error);
    } finally {
      adding.current = false;
      setPending(false);
    }
  };

  return (
    <div className="product">
      <div>
        <div className="gallery-main">
          <ShopImage
            media={gallery[picked]?.uri}
            alt={p.name}
            width={560}
            height={700}
            sizes="(max-width: 720px) 100vw, 560px"
            priority
            data-testid="main-image"
          />
        </div>
        <div className="thumbs">
          {gallery.map((item, index) => (
            <button
              key={`${item.uri}-${index}`}
              className={index === picked ? 'active' : ''}
              onClick={() => setPicked(index)}
              aria-label={`Picture ${index + 1}`}
            >
              <ShopImage media={item.uri} alt="" width={68} height={84} />
            </button>
          ))}
        </div>
      </div>
      <div>
        {intro}
        <Price price={variant ? { min: variant.price, compareAtMin: variant.compareAt } : p.price} />
        {description}
        {p.options.map((option) => (
          <div className="option" key={option.name}>
            <div className="option-name">
              {option.name}
              {choices[option.name] ? `: ${choices[option.name]}` : ''}
            </div>
            <div className="choices">
              {option.choices
                .filter((each) => each.visible)
                .map((each) => {
                  const active = choices[option.name] === each.name;
                  const pick = () => choose({ ...choices, [option.name]: each.name });
                  return option.kind === 'color' ? (
                    <button
                      key={each.name}
                      className={`swatch ${active ? 'active' : ''}`}
                      style={{ background: each.colorCode }}
                      title={each.name}
                      aria-label={each.name}
                      aria-pressed={active}
                      disabled={!hydrated || !each.inStock}
                      onClick={pick}
                    />
                  ) : (
                    <button
                      key={each.name}
                      className={`choice ${active ? 'active' : ''}`}
                      aria-pressed={active}
                      disabled={!hydrated || !each.inStock}
                      onClick={pick}
                    >
                      {each.name}
                    </button>
                  );
                })}
            </div>
          </div>
        ))}
        <div className={`availability ${choosing ? '' : inStock ? 'ok' : 'no'}`} data-testid="availability">
          {soldOut
            ? '○ Sold out'
            : choosing
              ? 'Choose your options'
              : !inStock
                ? '○ Out of stock in this combination'
                : allInCart
                  ? `● All ${left} left are in your cart`
                  : left !== undefined && left <= 5
                    ? `● Only ${left} left, ships in 2-3 days`
                    : '● In stock, ships in 2-3 days'}
        </div>
        {/* A real form: a tap before the page hydrates (or without scripts) posts it to /cart/add, which adds on
            the server and comes back with the cart open; once hydrated, the page's client adds without a page load. */}
        <form
          className="buy"
          method="post"
          action="/cart/add"
          onSubmit={(event) => {
            event.preventDefault();
            void addToCart();
          }}
        >
          <input type="hidden" name="productId" value={p.id} />
          <input type="hidden" name="returnTo" value={`/product/${encodeURIComponent(p.id)}`} />
          <input type="hidden" name="quantity" value={Math.min(quantity, Math.max(max, 1))} />
          {Object.entries(choices).map(([name, value]) => (
            <input key={name} type="hidden" name={`choice.${name}`} value={value} />
          ))}
          <Quantity
            value={Math.min(quantity, Math.max(max, 1))}
            onChange={(next) => setQuantity(Math.min(next, max))}
            label="quantity"
            max={max}
            disabled={!hydrated}
          />
          <button
            type="submit"
            className="btn"
            disabled={!inStock || choosing || allInCart || pending}
            // The shop's client is fetched when a pointer or the focus reaches the button, ahead of the tap.
            onPointerEnter={shop.prepare}
            onFocus={shop.prepare}
            onTouchStart={shop.prepare}
            // A double click is one add: its second click (`detail` 2) never submits, however late it lands (after
            // the first add answered, while the drawer's code loads, the button is live again).
            onClick={(event) => {
              if (event.detail > 1) event.preventDefault();
            }}
          >
            {pending ? 'Adding…' : 'Add to cart'}
          </button>
        </form>
        {/* Without scripts no option can be chosen: the disabled button's reason, in words. */}
        {p.options.length > 0 && (
          <noscript>
            <p className="meta" data-testid="needs-javascript">
              Choosing options and adding to the cart need JavaScript. Please turn it on to buy.
            </p>
          </noscript>
        )}
        <ErrorNote error={addError} />
      </div>
    </div>
  );
}
