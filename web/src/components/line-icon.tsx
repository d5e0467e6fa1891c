import type { ReactNode } from 'react';

/**
 * The frame every outline icon shares: a square drawing box (24 units unless said) stroked in the text
 * colour, hidden from screen readers (the button, link or text beside it carries the meaning).
 */
export function LineIcon({
  box = 24,
  size = 20,
  strokeWidth = '2',
  rounded = false,
  children,
}: {
  box?: number;
  size?: number;
  strokeWidth?: string;
  rounded?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${box} ${box}`}
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
