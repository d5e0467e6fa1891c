/**
 * `--digest` / `--dashboard` / `--scale` / `--cost` / `--guards` / `--mail` (the receipt e-mails and the held
 * delivery) / `--send-cost`: only that row, on its own stack (bench/run.ts); `--harshness` (no stack) and
 * `--edge` (a stack of its own, with the built site) beside them.
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
    const { measureCost } = await import('./cost');
    const { costMarkdown } = await import('./cost-report');
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
  '--send-cost': async () => {
    const { measureSendCost, sendCostMarkdown } = await import('./send-cost');
    return sendCostMarkdown(await measureSendCost());
  },
  '--harshness': async () => {
    const { harshnessTimeMarkdown, measureHarshnessTime } = await import('./harshness-time');
    return harshnessTimeMarkdown(await measureHarshnessTime());
  },
  '--edge': async () => {
    const { edgeLatencyMarkdown, measureEdgeLatency } = await import('./edge-latency');
    return edgeLatencyMarkdown(await measureEdgeLatency());
  },
};

/** Rows that need no shared stack: the harshness check runs in process alone, the edge row starts its own. */
const withoutSharedStack = new Set<string>(['--harshness', '--edge']);

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
  for (const flag of flags.filter((f) => withoutSharedStack.has(f))) console.log(await singleRows[flag]());
  const shared = flags.filter((f) => !withoutSharedStack.has(f));
  if (!shared.length) return true;
  const { startBenchStack } = await import('./stack');
  const stop = await startBenchStack();
  try {
    (await import('../test/support/in-process')).pointHandlersAtTestStack();
    for (const flag of shared) console.log(await singleRows[flag]());
  } finally {
    await stop();
  }
  return true;
}
