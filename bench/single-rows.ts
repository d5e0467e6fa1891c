/**
 * `--digest` / `--dashboard` / `--scale` / `--cost` / `--guards` / `--mail` (the receipt e-mails and the held
 * delivery): only that row, on its own stack (bench/run.ts).
 */
export const singleRows = {
  '--digest': async () => {
    const { digestMarkdown, measureDigestRuns } = await import('./digest');
    return digestMarkdown(await measureDigestRuns());
  },
  '--dashboard': async () => {
    const { measureDashboard } = await import('./dashboard');
    const { measureGoals } = await import('./goals');
    const { measureGrowthPages } = await import('./growth-pages');
    const { historySizesMarkdown } = await import('./history-sizes');
    return historySizesMarkdown('Dashboard, goals, journal and requests', [
      await measureDashboard(),
      await measureGoals(),
      ...(await measureGrowthPages()),
    ]);
  },
  '--scale': async () => {
    const { measureScale } = await import('./in-process');
    const { scaleMarkdown } = await import('./report');
    return scaleMarkdown(await measureScale());
  },
  '--cost': async () => {
    const { costMarkdown, measureCost } = await import('./cost');
    return costMarkdown(await measureCost());
  },
  '--guards': async () => {
    const { guardsMarkdown, measureGuards } = await import('./guards');
    return guardsMarkdown(await measureGuards(process.argv.includes('--quick')));
  },
  '--mail': async () => {
    const { mailMarkdown, measureMailGathering } = await import('./mail');
    const { heldDeliveryMarkdown, measureHeldDelivery } = await import('./held-delivery');
    return [
      mailMarkdown(await measureMailGathering()),
      heldDeliveryMarkdown(await measureHeldDelivery()),
    ].join('\n\n');
  },
};

/**
 * The single rows `argv` names (`--scale --cost ...`), each printed in turn, on one stack; false when it names
 * none. `liftLimits`: the cost row times each route over many calls from one account, so the send and search
 * limits are lifted.
 */
export async function runSingleRows(argv: string[], liftLimits: () => Promise<void>): Promise<boolean> {
  const flags = (Object.keys(singleRows) as (keyof typeof singleRows)[]).filter((flag) =>
    argv.includes(flag),
  );
  if (!flags.length) return false;
  if (flags.includes('--cost')) await liftLimits();
  const { startBenchStack } = await import('./stack');
  const stop = await startBenchStack();
  try {
    (await import('../test/support/in-process')).pointHandlersAtTestStack();
    for (const flag of flags) console.log(await singleRows[flag]());
  } finally {
    await stop();
  }
  return true;
}
