/** A picture or a video of a product or a collection, as the wire carries it. */
export interface MediaItem {
  id: string;
  mediaType: string;
  title: string;
  image?: { url: string; width: number; height: number; altText?: string };
  thumbnail?: { url: string; width: number; height: number };
  video?: { files: { url: string; width: number; height: number; format: string }[]; stillFrameMediaId: string };
}
