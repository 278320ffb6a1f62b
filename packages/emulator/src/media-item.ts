/** A picture or a video of a product or a collection, as the wire carries it. */
export interface MediaItem {
  id: string;
  mediaType: string;
  title: string;
  image?: { url: string; width: number; height: number; altText?: string };
  thumbnail?: { url: string; width: number; height: number };
  video?: { files: { url: string; width: number; height: number; format: string }[]; stillFrameMediaId: string };
}

/** The file name of a picture: the last segment of its URL. */
export function fileName(url: string): string {
  const last =
    url
      .replace(/[?#].*$/, '')
      .split('/')
      .pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
