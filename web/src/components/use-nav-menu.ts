import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The phone menu as a disclosure: opening moves the focus to its first link, Escape closes it and gives
 * the focus back to the button, and it closes when the page changes or the focus or a click goes elsewhere.
 */
export function useNavMenu(): {
  open: boolean;
  toggle: () => void;
  button: RefObject<HTMLButtonElement | null>;
  panel: RefObject<HTMLDivElement | null>;
  frame: RefObject<HTMLElement | null>;
} {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLElement>(null);
  const { pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (or section) is what closes it.
  useEffect(() => setOpen(false), [pathname, hash]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const outside = (event: Event) => {
      if (!frame.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const toggle = useCallback(() => setOpen((now) => !now), []);
  return { open, toggle, button, panel, frame };
}
