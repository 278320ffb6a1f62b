'use client';
import { useMemo, useState, type ReactNode } from 'react';
import { STORES_APP_ID, type Product } from '@vitrine/sdk';
import { Image, useAddToCart, useProductOptionsAvailability } from '@vitrine/react';
import { ErrorNote } from '../components/error-note';
import { Price } from '../components/price';
import { Quantity } from '../components/quantity';
import { useOpenCart } from '../shell';
import { stockLeft } from '../stock';

/** Choices are named by their description (a color's value is its swatch). */
type Choices = Record<string, string>;

/** A product's free-text field as the catalogue gives it (`customTextFields`): the shopper's engraving, a note. */
interface TextField {
  title: string;
  maxLength?: number;
  mandatory?: boolean;
}

const textFieldsOf = (product: Product): TextField[] =>
  (product.customTextFields ?? []).filter(
    (field): field is TextField => typeof (field as Partial<TextField> | null)?.title === 'string',
  );

/**
 * What Cart V2 needs to find the item: a product with options by its variant (`variantId`, resolved from the
 * chosen options), or by its choices when it has no variant for them; the shopper's free text as
 * `customTextFields`.
 */
function catalogOptions(variantId: string | undefined, choices: Choices, texts: Record<string, string>) {
  const filled = Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim()));
  const options = {
    ...(variantId ? { variantId } : Object.keys(choices).length ? { options: choices } : {}),
    ...(Object.keys(filled).length ? { customTextFields: filled } : {}),
  };
  return Object.keys(options).length ? options : undefined;
}

/**
 * The part of a product page that needs the browser: the gallery (a chosen colour's pictures lead it), the option
 * picker with its price and stock, the quantity and add to cart. The product comes from the server's cached read;
 * `intro` and `description` are server-rendered markup placed in between.
 */
export function ProductBuyer({
  product: p,
  intro,
  description,
}: {
  product: Product;
  intro: ReactNode;
  description: ReactNode;
}) {
  const id = p._id!;
  const onAdded = useOpenCart();
  const [choices, setChoices] = useState<Choices>({});
  const [quantity, setQuantity] = useState(1);
  const [picked, setPicked] = useState(0);
  const options = p.productOptions ?? [];
  const complete = options.length > 0 && options.every((option) => choices[option.name!]);
  const availability = useProductOptionsAvailability(id, complete ? choices : undefined);
  const add = useAddToCart();
  const textFields = textFieldsOf(p);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const textsMissing = textFields.some((field) => field.mandatory && !texts[field.title]?.trim());

  // A chosen colour's own pictures lead the gallery.
  const gallery = useMemo(() => {
    const items = p.media?.items ?? [];
    const choiceMedia = options.flatMap((option) =>
      (option.choices ?? [])
        .filter((choice) => choices[option.name!] === choice.description)
        .flatMap((choice) => choice.media?.items ?? []),
    );
    return [...choiceMedia, ...items].filter((item) => Boolean(item.image));
  }, [p, options, choices]);

  const variant = availability.data?.selectedVariant;
  const price = variant?.price ?? p.priceData;
  const inStock = complete ? Boolean(availability.data?.availableForPurchase) : p.stock?.inStock !== false;
  const soldOut = p.stock?.inStock === false;
  const choosing = options.length > 0 && !complete && !soldOut;
  // The picker stops at what is left (when the shop counts it): never more than the platform can sell.
  const left = stockLeft(p, complete ? variant?._id : undefined);
  const max = left ?? 99;

  const addToCart = async () => {
    await add.mutateAsync({
      catalogItems: [
        {
          quantity: Math.min(quantity, max),
          catalogReference: {
            catalogItemId: p._id!,
            appId: STORES_APP_ID,
            options: catalogOptions(options.length ? variant?._id : undefined, choices, texts),
          },
        },
      ],
    });
    onAdded();
  };

  return (
    <div className="product">
      <div>
        <div className="gallery-main">
          <Image
            media={gallery[picked]}
            alt={p.name ?? ''}
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
              key={`${item._id ?? item.image?.url}-${index}`}
              className={index === picked ? 'active' : ''}
              onClick={() => setPicked(index)}
              aria-label={`Picture ${index + 1}`}
            >
              <Image media={item} alt="" width={68} height={84} />
            </button>
          ))}
        </div>
      </div>
      <div>
        {intro}
        <Price price={price?.price} discounted={price?.discountedPrice} currency={price?.currency} />
        {description}
        {options.map((option) => (
          <div className="option" key={option.name}>
            <div className="option-name">
              {option.name}
              {choices[option.name!] ? `: ${choices[option.name!]}` : ''}
            </div>
            <div className="choices">
              {(option.choices ?? [])
                .filter((choice) => choice.visible !== false)
                .map((choice) => {
                  const active = choices[option.name!] === choice.description;
                  const pick = () => {
                    setChoices({ ...choices, [option.name!]: choice.description! });
                    setPicked(0);
                  };
                  return option.optionType === 'color' ? (
                    <button
                      key={choice.description}
                      className={`swatch ${active ? 'active' : ''}`}
                      style={{ background: choice.value }}
                      title={choice.description}
                      aria-label={choice.description}
                      aria-pressed={active}
                      disabled={choice.inStock === false}
                      onClick={pick}
                    />
                  ) : (
                    <button
                      key={choice.description}
                      className={`choice ${active ? 'active' : ''}`}
                      aria-pressed={active}
                      disabled={choice.inStock === false}
                      onClick={pick}
                    >
                      {choice.description}
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
                : left !== undefined && left <= 5
                  ? `● Only ${left} left, ships in 2-3 days`
                  : '● In stock, ships in 2-3 days'}
        </div>
        {textFields.map((field) => (
          <label className="field" key={field.title}>
            {field.title}
            <input
              value={texts[field.title] ?? ''}
              maxLength={field.maxLength}
              required={field.mandatory}
              onChange={(event) => setTexts({ ...texts, [field.title]: event.target.value })}
            />
          </label>
        ))}
        <div className="buy">
          <Quantity
            value={Math.min(quantity, Math.max(max, 1))}
            onChange={(next) => setQuantity(Math.min(next, max))}
            label="quantity"
            max={max}
          />
          <button className="btn" disabled={!inStock || choosing || textsMissing || add.isPending} onClick={addToCart}>
            {add.isPending ? 'Adding…' : 'Add to cart'}
          </button>
        </div>
        <ErrorNote error={add.error ?? availability.error} />
      </div>
    </div>
  );
}
