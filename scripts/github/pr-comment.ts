import type { GitHubApi } from './api';

interface PullRequest {
  number: number;
}
interface IssueComment {
  id: number;
  body?: string;
}

/** The hidden line that makes a comment ours: one comment per stage, found again on every deploy. */
export const stageCommentMarker = (stage: string) => `<!-- receipts-stage:${stage} -->`;

/** The pull requests whose head is this branch of the repository itself (forks have no stage). */
export async function pullRequestsOf(
  api: GitHubApi,
  owner: string,
  branch: string,
  state: 'open' | 'all',
): Promise<number[]> {
  const head = encodeURIComponent(`${owner}:${branch}`);
  const pulls = await api.list<PullRequest>(`/pulls?head=${head}&state=${state}`);
  return pulls.map((p) => p.number);
}

/** Our comment on the pull request, if there is one. */
async function findComment(api: GitHubApi, pull: number, marker: string) {
  const comments = await api.list<IssueComment>(`/issues/${pull}/comments`);
  return comments.find((c) => c.body?.includes(marker));
}

/** Creates the comment, or edits the one carrying the marker: a pull request never gets a second. */
export async function upsertComment(
  api: GitHubApi,
  pull: number,
  marker: string,
  text: string,
): Promise<'created' | 'updated'> {
  const body = `${marker}\n${text}`;
  const existing = await findComment(api, pull, marker);
  if (existing) {
    await api.request('PATCH', `/issues/comments/${existing.id}`, { body });
    return 'updated';
  }
  await api.request('POST', `/issues/${pull}/comments`, { body });
  return 'created';
}

/** Edits the comment carrying the marker, if there is one; never creates it. */
export async function updateCommentIfAny(
  api: GitHubApi,
  pull: number,
  marker: string,
  text: string,
): Promise<boolean> {
  const existing = await findComment(api, pull, marker);
  if (!existing) return false;
  await api.request('PATCH', `/issues/comments/${existing.id}`, { body: `${marker}\n${text}` });
  return true;
}
