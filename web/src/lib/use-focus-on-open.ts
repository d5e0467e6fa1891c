import { useEffect, useRef } from 'react';

/** Moves the focus into a panel as it opens (to the element given this ref), so the keyboard lands there. */
export function useFocusOnOpen<Target extends HTMLElement>(open: boolean) {
  const target = useRef<Target>(null);
  useEffect(() => {
    if (open) target.current?.focus();
  }, [open]);
  return target;
}
