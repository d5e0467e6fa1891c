import { CloudFormationClient, paginateDescribeStacks, type Stack } from '@aws-sdk/client-cloudformation';

export interface StageStacks {
  stage: string;
  stacks: Stack[];
  /** When any of its stacks last changed. */
  lastChanged: Date;
}

/** Every stack of the app in the account and region, grouped by its `stage` tag. */
export async function stagesInAccount(client = new CloudFormationClient({})): Promise<StageStacks[]> {
  const byStage = new Map<string, Stack[]>();
  for await (const page of paginateDescribeStacks({ client }, {})) {
    for (const stack of page.Stacks ?? []) {
      const tag = (key: string) => stack.Tags?.find((t) => t.Key === key)?.Value;
      const stage = tag('stage');
      if (tag('app') !== 'receipts' || !stage || stack.StackStatus === 'DELETE_COMPLETE') continue;
      byStage.set(stage, [...(byStage.get(stage) ?? []), stack]);
    }
  }
  return [...byStage].map(([stage, stacks]) => ({
    stage,
    stacks,
    lastChanged: new Date(
      Math.max(...stacks.map((s) => (s.LastUpdatedTime ?? s.CreationTime ?? new Date(0)).getTime())),
    ),
  }));
}
