import type { ImageFacts } from "@worker/data/media-library";

interface DescribedImageProps {
  src: string;
  /** The media library's description and size of an upload (null for a built-in image). */
  facts: ImageFacts | null;
  /** The alt text when staff have not described the image. */
  fallbackAlt: string;
  /** The size to reserve when the file's own is unknown. */
  width: number;
  height: number;
  /** Above the fold: load at once; otherwise lazily. */
  eager?: boolean;
  className?: string;
}

/**
 * An image as staff described it: their alt text, or an empty one when they marked it decorative;
 * its real width and height so the page does not shift while it loads.
 */
export function DescribedImage({ src, facts, fallbackAlt, width, height, eager, className }: DescribedImageProps) {
  const alt = facts?.decorative ? "" : facts?.alt || fallbackAlt;
  return (
    <img
      src={src}
      alt={alt}
      width={facts?.width ?? width}
      height={facts?.height ?? height}
      loading={eager ? undefined : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
