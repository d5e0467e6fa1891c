import type { GitHubApi } from './api';

interface Deployment {
  id: number;
}

/** The GitHub environment a stage's deployments are recorded under. */
export const stageEnvironment = (stage: string) => `stage-${stage}`;

export interface DeploymentRecord {
  stage: string;
  /** The commit deployed. */
  sha: string;
  siteUrl: string;
  /** The workflow run, for the deployment's log link. */
  logUrl?: string;
}

/**
 * Records a successful deployment of the stage. `transient_environment` because branch stages go away;
 * `auto_inactive` makes the stage's previous deployments inactive, so only the latest shows as active.
 */
export async function recordDeployment(api: GitHubApi, record: DeploymentRecord): Promise<number> {
  const deployment = await api.request<Deployment>('POST', '/deployments', {
    ref: record.sha,
    environment: stageEnvironment(record.stage),
    description: `Receipts stage ${record.stage}`,
    auto_merge: false,
    required_contexts: [],
    transient_environment: true,
    production_environment: false,
  });
  await api.request('POST', `/deployments/${deployment.id}/statuses`, {
    state: 'success',
    environment_url: record.siteUrl,
    ...(record.logUrl ? { log_url: record.logUrl } : {}),
    description: 'Deployed',
    auto_inactive: true,
  });
  return deployment.id;
}

/** Marks every deployment of the stage inactive (its stacks are gone); returns how many it marked. */
export async function deactivateDeployments(api: GitHubApi, stage: string, logUrl?: string): Promise<number> {
  const environment = encodeURIComponent(stageEnvironment(stage));
  const deployments = await api.list<Deployment>(`/deployments?environment=${environment}`);
  for (const { id } of deployments) {
    await api.request('POST', `/deployments/${id}/statuses`, {
      state: 'inactive',
      ...(logUrl ? { log_url: logUrl } : {}),
      description: 'Stage destroyed',
    });
  }
  return deployments.length;
}
