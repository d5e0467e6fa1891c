import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A seconds countdown measured against a deadline (so a busy tab or a sleeping laptop cannot stretch
 * it); `onZero` runs once when it reaches 0. `stop` freezes it where it is: nothing runs at 0 after it.
 */
export function useCountdown(onZero: () => void) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  const onZeroRef = useRef(onZero);
  onZeroRef.current = onZero;

  useEffect(() => {
    if (deadline === null) return;
    const update = () => setRemaining(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    update();
    const timer = setInterval(update, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  useEffect(() => {
    if (remaining !== 0 || deadline === null) return;
    setDeadline(null);
    onZeroRef.current();
  }, [remaining, deadline]);

  const start = useCallback((seconds: number) => {
    setRemaining(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, []);
  const stop = useCallback(() => setDeadline(null), []);
  /** Shows `seconds` left, stopped (a restored draft waits for Submit). */
  const hold = useCallback((seconds: number) => {
    setDeadline(null);
    setRemaining(seconds);
  }, []);
  const reset = useCallback(() => {
    setDeadline(null);
    setRemaining(null);
  }, []);
  return { remaining, running: deadline !== null, start, stop, hold, reset };
}
