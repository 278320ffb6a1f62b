'use client';
import { Image, type ImageProps } from '@vitrine/react';
import { useShop } from '../shop-context';

/**
 * `<Image>` on the shop's media host. The parts drawn at once run without the shop's client (whose host `<Image>`
 * would read), so the host comes from the shell, the same for every picture.
 */
export function ShopImage(props: Omit<ImageProps, 'mediaHost'>) {
  return <Image {...props} mediaHost={useShop().mediaHost} />;
}
