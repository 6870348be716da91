import type { ImgHTMLAttributes } from 'react';

type LazyImageProps = ImgHTMLAttributes<HTMLImageElement> & { alt: string; width: number; height: number };

/**
 * A picture below the first screen: fetched when the visitor scrolls near it and decoded off the main
 * thread; its width and height keep its place so nothing moves when it arrives.
 */
export function LazyImage(props: LazyImageProps) {
  return <img loading="lazy" decoding="async" {...props} />;
}
