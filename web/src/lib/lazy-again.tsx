import { type ComponentType, lazy } from 'react';
import { importAgain } from './import-again';

/** How to make each lazy component that failed to load anew, until someone asks to try again. */
const failed = new Set<() => void>();

/**
 * React's `lazy`, but one that can load again: `lazy` keeps a failed load for good. A component whose load
 * failed stays failed (so the error reaches the error boundary instead of suspending again at once) until
 * `tryFailedLoadsAgain()`, which the boundary's Try Again calls (route-error-boundary.tsx). `load` recovers
 * from a failed download on its own: each of its imports goes through importAgain.
 */
export function lazyOfImportsAgain<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const make = () =>
    lazy(async () => {
      try {
        return await load();
      } catch (error) {
        failed.add(renew);
        throw error;
      }
    });
  const renew = () => {
    current = make();
  };
  let current = make();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy component, at module load, as `lazy` is.
  return function LazyAgain(props: P) {
    const Current = current;
    return <Current {...props} />;
  };
}

/** A lazy component of one import (`lazyAgain(() => import('./page'))`), asked again through importAgain. */
export const lazyAgain = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazyOfImportsAgain(() => importAgain(load));

/** Lets every lazy component that failed to load try again on its next render. */
export function tryFailedLoadsAgain(): void {
  for (const renew of failed) renew();
  failed.clear();
}
