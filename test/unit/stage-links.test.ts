import { gitHubApi } from '../../scripts/github/api';
import { stageCommentMarker } from '../../scripts/github/pr-comment';
import { announceStage, retireStage } from '../../scripts/github/stage-links';
import { type Exchange, recording, replayGitHub } from '../support/github-replay';

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

async function against(
  name: string | Exchange[],
  work: (api: ReturnType<typeof gitHubApi>) => Promise<unknown>,
) {
  const github = await replayGitHub(typeof name === 'string' ? recording(name) : name);
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

  describe('is found only among the comments its own login wrote', () => {
    const repo = '/repos/octo-org/receipts';
    const marker = stageCommentMarker(stage);
    /** A comment by someone else that starts with the stage's marker, as anyone may write it. */
    const lookalike = {
      id: 2501110099,
      user: { login: 'mallory', type: 'User' },
      body: `${marker}\n**Stage is up** at https://evil.example`,
    };
    const comment = (id: number, login: string, body = `${marker}\n**Stage is up**`) => ({
      id,
      user: { login, type: 'Bot' },
      body,
    });
    const pulls = (state: string, comments: unknown[]): Exchange[] => [
      {
        request: {
          method: 'GET',
          path: `${repo}/pulls?head=octo-org%3Afeature%2Fshare-links&state=${state}&per_page=100`,
        },
        response: { status: 200, body: [{ number: 7 }] },
      },
      {
        request: { method: 'GET', path: `${repo}/issues/7/comments?per_page=100` },
        response: { status: 200, body: comments },
      },
    ];
    const deployment: Exchange[] = [
      {
        request: { method: 'POST', path: `${repo}/deployments` },
        response: { status: 201, body: { id: 5 } },
      },
      {
        request: { method: 'POST', path: `${repo}/deployments/5/statuses` },
        response: { status: 201, body: {} },
      },
    ];
    const edits = (seen: { line: string }[]) => seen.filter((s) => s.line.startsWith('PATCH'));
    const deploy = { ...links, sha: '9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b' };

    it("never edits another user's comment that carries the marker: it writes its own", async () => {
      const { result, seen } = await against(
        [
          ...pulls('open', [lookalike]),
          {
            request: { method: 'POST', path: `${repo}/issues/7/comments` },
            response: { status: 201, body: {} },
          },
          ...deployment,
        ],
        (api) => announceStage(api, deploy),
      );
      expect(result).toEqual({ comments: { 7: 'created' }, deployment: 5 });
      expect(edits(seen)).toEqual([]);
    });

    it('edits its own comment, never the lookalike written before or after it', async () => {
      for (const comments of [
        [lookalike, comment(2501110003, 'github-actions[bot]')],
        [comment(2501110003, 'github-actions[bot]'), lookalike],
      ]) {
        const { seen } = await against(
          [
            ...pulls('open', comments),
            {
              request: { method: 'PATCH', path: `${repo}/issues/comments/2501110003` },
              response: { status: 200, body: {} },
            },
            ...deployment,
          ],
          (api) => announceStage(api, deploy),
        );
        expect(edits(seen)).toHaveLength(1);
      }
    });

    it("leaves another user's comment alone when the stage is destroyed", async () => {
      const { result, seen } = await against(
        [
          {
            request: { method: 'GET', path: `${repo}/deployments?environment=stage-${stage}&per_page=100` },
            response: { status: 200, body: [] },
          },
          ...pulls('all', [lookalike, comment(2501110004, 'other-app[bot]')]),
        ],
        (api) => retireStage(api, { stage, branch: links.branch, owner: links.owner }),
      );
      expect(result).toEqual({ inactive: 0, updated: [] });
      expect(edits(seen)).toEqual([]);
    });

    it("finds a GitHub App's comment by the app's login when told it", async () => {
      const { result } = await against(
        [
          {
            request: { method: 'GET', path: `${repo}/deployments?environment=stage-${stage}&per_page=100` },
            response: { status: 200, body: [] },
          },
          ...pulls('all', [
            comment(2501110005, 'github-actions[bot]'),
            comment(2501110006, 'receipts-app[bot]'),
          ]),
          {
            request: { method: 'PATCH', path: `${repo}/issues/comments/2501110006` },
            response: { status: 200, body: {} },
          },
        ],
        (api) =>
          retireStage(api, {
            stage,
            branch: links.branch,
            owner: links.owner,
            commentAuthor: 'receipts-app[bot]',
          }),
      );
      expect(result).toEqual({ inactive: 0, updated: [7] });
    });
  });
});
