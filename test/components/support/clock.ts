import { act } from '@testing-library/react';

/**
 * Jest's clock for the timers and `Date` a component reads; promises, and the network MSW answers on,
 * keep running on their own.
 */
export const startTestClock = () =>
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });

/** Moves the clock on by `ms`, rendering what each timer changed. */
export const passTime = (ms: number) => act(() => jest.advanceTimersByTime(ms));
