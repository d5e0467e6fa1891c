/**
 * `--smoke`: every row at its smallest size, so CI proves each row still runs (test/integration/bench-smoke.test.ts).
 * Its figures measure nothing and are printed, never written to bench/results.*.
 */
export const smoke = process.argv.includes('--smoke');

/** A row's size or repeat count: the full figure, or in a smoke run the smallest that still runs its code. */
export const sized = (full: number, smallest = 1): number => (smoke ? Math.min(full, smallest) : full);
