import MnemonistLRU from 'mnemonist/lru-cache';
import LRUCache from '../../functions/store/platform/endpoint-cache-lru';

type Step = ['get' | 'peek' | 'has', string] | ['set', string, number] | ['clear'];

/** The same operations on both caches, answer for answer. */
function answers(
  cache: Pick<LRUCache<string, number>, 'get' | 'peek' | 'has' | 'set' | 'clear'>,
  steps: Step[],
) {
  return steps.map((step) => {
    if (step[0] === 'set') return cache.set(step[1], step[2]);
    if (step[0] === 'clear') return cache.clear();
    return cache[step[0]](step[1]);
  });
}

/** A seeded sequence over few keys, so evictions, re-reads and overwrites all happen. */
function stepsOf(seed: number, count: number): Step[] {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  return Array.from({ length: count }, (_, i): Step => {
    const key = `k${next(7)}`;
    const kind = next(20);
    if (kind === 0) return ['clear'];
    if (kind < 8) return ['set', key, i];
    return [(['get', 'peek', 'has'] as const)[kind % 3]!, key];
  });
}

describe("the bundles' LRU in place of mnemonist's", () => {
  it.each([1, 2, 3, 5])('answers as mnemonist does with capacity %i', (capacity) => {
    for (const seed of [1, 7, 42, 1234]) {
      const steps = stepsOf(seed, 400);
      expect(answers(new LRUCache<string, number>(capacity), steps)).toEqual(
        answers(new MnemonistLRU<string, number>(capacity), steps),
      );
    }
  });

  it('drops the least recently read, not the oldest written', () => {
    const cache = new LRUCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
  });
});
