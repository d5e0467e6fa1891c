import { useCallback, useEffect, useRef } from 'react';

/**
 * Schedules one more try of a send that could not finish: when the browser is back online, or after the
 * server's Retry-After. Only one wait is armed at a time (a newer one replaces it), and it runs `send`
 * once; `cancel` drops it (the user sent by hand, or left the receipt).
 */
export function useSendWhenPossible(send: () => void) {
  const latest = useRef(send);
  latest.current = send;
  const armed = useRef<(() => void) | null>(null);

  const cancel = useCallback(() => {
    armed.current?.();
    armed.current = null;
  }, []);

  const fire = useCallback(() => {
    armed.current = null;
    latest.current();
  }, []);

  const whenOnline = useCallback(() => {
    cancel();
    window.addEventListener('online', fire, { once: true });
    armed.current = () => window.removeEventListener('online', fire);
  }, [cancel, fire]);

  const after = useCallback(
    (seconds: number) => {
      cancel();
      const timer = setTimeout(fire, seconds * 1000);
      armed.current = () => clearTimeout(timer);
    },
    [cancel, fire],
  );

  useEffect(() => cancel, [cancel]);
  return { whenOnline, after, cancel };
}
