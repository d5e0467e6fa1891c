import type { ReactNode } from 'react';

/**
 * The frame every outline icon shares: a 24×24 box stroked in the text colour, hidden from
 * screen readers (the button or link around it carries the name).
 */
export function LineIcon({
  size = 20,
  strokeWidth = '2',
  rounded = false,
  children,
}: {
  size?: number;
  strokeWidth?: string;
  rounded?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={rounded ? 'round' : undefined}
      strokeLinejoin={rounded ? 'round' : undefined}
    >
      {children}
    </svg>
  );
}
