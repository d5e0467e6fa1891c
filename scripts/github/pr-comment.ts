import type { GitHubApi } from './api';

interface PullRequest {
  number: number;
}
interface IssueComment {
  id: number;
  user?: { login?: string } | null;
  body?: string;
}

/** The hidden line that starts a stage's comment: one comment per stage, found again on every deploy. */
export const stageCommentMarker = (stage: string) => `<!-- receipts-stage:${stage} -->`;

/**
 * Who writes the stage comments: the workflow's `GITHUB_TOKEN` comments as `github-actions[bot]`, a GitHub
 * App's token as `<app-slug>[bot]` (`STAGE_COMMENT_AUTHOR`). Anyone may write the marker into a comment of
 * their own, so a comment is ours only when this login wrote it: no `[bot]` login can be a person's.
 */
export const defaultCommentAuthor = 'github-actions[bot]';

/** What finds a stage's comment again: the marker it starts with and the login that wrote it. */
export interface CommentOwner {
  marker: string;
  author: string;
}

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

/** Our comment on the pull request, if there is one: never another author's, whatever it holds. */
async function findComment(api: GitHubApi, pull: number, { marker, author }: CommentOwner) {
  const comments = await api.list<IssueComment>(`/issues/${pull}/comments`);
  return comments.find((c) => c.user?.login === author && c.body?.startsWith(marker));
}

/** Creates the comment, or edits our one carrying the marker: a pull request never gets a second. */
export async function upsertComment(
  api: GitHubApi,
  pull: number,
  owner: CommentOwner,
  text: string,
): Promise<'created' | 'updated'> {
  const body = `${owner.marker}\n${text}`;
  const existing = await findComment(api, pull, owner);
  if (existing) {
    await api.request('PATCH', `/issues/comments/${existing.id}`, { body });
    return 'updated';
  }
  await api.request('POST', `/issues/${pull}/comments`, { body });
  return 'created';
}

/** Edits our comment carrying the marker, if there is one; never creates it. */
export async function updateCommentIfAny(
  api: GitHubApi,
  pull: number,
  owner: CommentOwner,
  text: string,
): Promise<boolean> {
  const existing = await findComment(api, pull, owner);
  if (!existing) return false;
  await api.request('PATCH', `/issues/comments/${existing.id}`, { body: `${owner.marker}\n${text}` });
  return true;
}
