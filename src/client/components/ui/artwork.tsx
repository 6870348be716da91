import type { ReactNode } from 'react';

interface ArtworkProps {
  viewBox: string;
  width: number;
  height: number;
  className?: string;
  children: ReactNode;
}

/**
 * A decorative drawing (the brand's mark, an empty picture frame, a heart): the text beside it says what
 * matters, so it is hidden from assistive technology and never takes focus.
 */
export function Artwork({ viewBox, width, height, className, children }: ArtworkProps) {
  return (
    <svg
      className={className}
      viewBox={viewBox}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
