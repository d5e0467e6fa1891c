import { cpSync, rmSync } from 'node:fs';
import { testStack } from '../test/support/stack';
import { type EdgeLatencyResult, edgeLatencyOnStack, measureEdgeLatency } from './edge-latency';
import { type GuardsResult, measureGuards } from './guards';
import { smoke } from './smoke';
import { startBenchStack } from './stack';

/**
 * The guards row, on a stack of its own whose gateway applies the throttles, then the edge row, on its own stack
 * with the built site and the throttles off. A smoke run starts one stack for both, with the built site and the
 * throttles on (the edge row's few requests stay far under them), and copies that stack's build of the site into
 * web/dist, where the site rows and Lighthouse measure it, instead of building the same site again.
 */
export async function measureGuardsAndEdge(
  quick: boolean,
  log: (message: string) => void,
): Promise<{ guards: GuardsResult; edge: EdgeLatencyResult }> {
  if (!smoke) {
    log("guards: the IAM check per call, and another member's sends during a flood");
    const stopGuardsStack = await startBenchStack();
    const guards = await measureGuards(quick).finally(stopGuardsStack);
    log("the local edge's added latency (its own stack, with the built site)");
    return { guards, edge: await measureEdgeLatency() };
  }
  log("guards and the local edge's added latency, on one stack with the built site and the throttles on");
  const stop = await startBenchStack({ site: true });
  try {
    const edge = await edgeLatencyOnStack();
    const guards = await measureGuards(quick);
    const siteDir = testStack().local?.siteDir;
    if (!siteDir) throw new Error('The stack of the guards and edge rows served no built site');
    rmSync('web/dist', { recursive: true, force: true });
    cpSync(siteDir, 'web/dist', { recursive: true });
    return { guards, edge };
  } finally {
    await stop();
  }
}
