/**
 * A picture: its media URI (`image://v1/<id>#originWidth=…&originHeight=…`) or, for an external picture, its
 * http(s) URL. `imageUrl(image.uri, { width })`, `imageSrcSet` and `<Image src={image.uri}>` take it as it is.
 */
export interface ShopImage {
  uri: string;
  alt?: string;
  /** The original's size in pixels, when the store knows it. */
  width?: number;
  height?: number;
}

/** A product's pictures: the main one, and all of them in the merchant's order (the main one first). */
export interface ShopMedia {
  main?: ShopImage;
  items: ShopImage[];
}
