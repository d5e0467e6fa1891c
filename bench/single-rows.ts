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
