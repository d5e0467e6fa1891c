import type { GitHubApi } from './api';
import { deactivateDeployments, recordDeployment } from './deployments';
import {
  type CommentOwner,
  defaultCommentAuthor,
  pullRequestsOf,
  stageCommentMarker,
  updateCommentIfAny,
  upsertComment,
} from './pr-comment';

export interface StageLinks {
  stage: string;
  /** The branch (the pull requests' head) and its owner (the repository's). */
  branch: string;
  owner: string;
  sha: string;
  siteUrl: string;
  apiUrl: string;
  logUrl?: string;
  /** The login the stage comments are written by (`defaultCommentAuthor` unless a GitHub App writes them). */
  commentAuthor?: string;
}

const commentOwner = (stage: string, author = defaultCommentAuthor): CommentOwner => ({
  marker: stageCommentMarker(stage),
  author,
});

/** The comment's text: the stage's links and the commit they serve. */
export const upText = (links: StageLinks) =>
  [
    `**Stage \`${links.stage}\` is up** at ${links.sha.slice(0, 7)}`,
    '',
    '| | |',
    '|---|---|',
    `| Site | ${links.siteUrl} |`,
    `| API | ${links.apiUrl} |`,
    ...(links.logUrl ? ['', `[Workflow run](${links.logUrl})`] : []),
  ].join('\n');

export const goneText = (stage: string) => `**Stage \`${stage}\` was destroyed.**`;

/** After a deploy: one up-to-date comment on each open pull request of the branch, and a deployment record. */
export async function announceStage(api: GitHubApi, links: StageLinks) {
  const pulls = await pullRequestsOf(api, links.owner, links.branch, 'open');
  const comments: Record<number, 'created' | 'updated'> = {};
  for (const pull of pulls) {
    comments[pull] = await upsertComment(
      api,
      pull,
      commentOwner(links.stage, links.commentAuthor),
      upText(links),
    );
  }
  const deployment = await recordDeployment(api, links);
  return { comments, deployment };
}

/** After a destroy: the stage's deployments inactive, and its comments (open or closed pulls) say so. */
export async function retireStage(
  api: GitHubApi,
  retired: Pick<StageLinks, 'stage' | 'owner' | 'logUrl' | 'commentAuthor'> & { branch?: string },
) {
  const inactive = await deactivateDeployments(api, retired.stage, retired.logUrl);
  const pulls = retired.branch ? await pullRequestsOf(api, retired.owner, retired.branch, 'all') : [];
  const updated: number[] = [];
  for (const pull of pulls) {
    const owner = commentOwner(retired.stage, retired.commentAuthor);
    if (await updateCommentIfAny(api, pull, owner, goneText(retired.stage))) {
      updated.push(pull);
    }
  }
  return { inactive, updated };
}
