import { gitHubApi } from '../../scripts/github/api';
import { stageCommentMarker } from '../../scripts/github/pr-comment';
import { announceStage, retireStage } from '../../scripts/github/stage-links';
import { recording, replayGitHub } from '../support/github-replay';

/** The stage workflow's GitHub side (scripts/stage/announce.ts), against recorded GitHub API exchanges. */
const stage = 'feature-share-links';
const links = {
  stage,
  branch: 'feature/share-links',
  owner: 'octo-org',
  siteUrl: 'https://d1a2b3c4d5e6f7.cloudfront.net',
  apiUrl: 'https://abc123def4.execute-api.eu-west-1.amazonaws.com',
  logUrl: 'https://github.com/octo-org/receipts/actions/runs/9988776655',
};

async function against(name: string, work: (api: ReturnType<typeof gitHubApi>) => Promise<unknown>) {
  const github = await replayGitHub(recording(name));
  try {
    const result = await work(
      gitHubApi({ baseUrl: github.baseUrl, repository: 'octo-org/receipts', token: 'test-token' }),
    );
    expect(github.problems()).toEqual([]);
    return { result, seen: github.seen };
  } finally {
    await github.close();
  }
}

describe('the stage comment and deployment', () => {
  it('comments once with the site and API URLs, reading every page of comments, and records a deployment', async () => {
    const { result, seen } = await against('deploy-first', (api) =>
      announceStage(api, { ...links, sha: '4f1c0d2a9b8e7f6a5d4c3b2a1f0e9d8c7b6a5f4e' }),
    );
    expect(result).toEqual({ comments: { 7: 'created' }, deployment: 1822334455 });
    const comment = seen.find((s) => s.line.endsWith('/issues/7/comments'))?.body?.body as string;
    expect(comment.split('\n')[0]).toBe(stageCommentMarker(stage));
    expect(comment).toContain(`| Site | ${links.siteUrl} |`);
    expect(comment).toContain(`| API | ${links.apiUrl} |`);
    expect(comment).toContain('4f1c0d2');
  });

  it('edits its own comment on the next deploy instead of adding one', async () => {
    const { result, seen } = await against('deploy-again', (api) =>
      announceStage(api, { ...links, sha: '9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b' }),
    );
    expect(result).toEqual({ comments: { 7: 'updated' }, deployment: 1822334460 });
    const edit = seen.find((s) => s.line.startsWith('PATCH'))?.body?.body as string;
    expect(edit).toContain('9a8b7c6');
    expect(seen.filter((s) => s.line.startsWith('POST') && s.line.includes('/comments'))).toEqual([]);
  });

  it('marks every deployment of a destroyed stage inactive and says so in the comment', async () => {
    const { result } = await against('destroy', (api) =>
      retireStage(api, { stage, branch: links.branch, owner: links.owner, logUrl: links.logUrl }),
    );
    expect(result).toEqual({ inactive: 2, updated: [7] });
  });

  it('stops with GitHub’s status when a call is refused', async () => {
    const github = await replayGitHub([]);
    try {
      const api = gitHubApi({
        baseUrl: github.baseUrl,
        repository: 'octo-org/receipts',
        token: 'test-token',
      });
      await expect(announceStage(api, { ...links, sha: 'abc' })).rejects.toThrow(/GitHub answered 404/);
    } finally {
      await github.close();
    }
  });
});
