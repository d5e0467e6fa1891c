import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { apiPathPrefix } from '@contract/site-paths';
import { type CdkOutputsFile, outputsFileFor, readStageOutputs } from '../../infra/stage-outputs';
import { gitHubApi, gitHubSettingsFromEnv } from '../github/api';
import { announceStage, retireStage } from '../github/stage-links';
import { stageArgs } from './args';

/**
 * `tsx scripts/stage/announce.ts --ref <branch> [--gone]` (or `--stage <name> --gone`), in the stage workflow: after a deploy, keeps the
 * pull request's stage comment (site and API URLs) up to date and records a GitHub Deployment; with
 * `--gone`, after a destroy, marks the stage's deployments inactive and says so in the comment.
 */
const { values } = parseArgs({
  options: { ref: { type: 'string' }, stage: { type: 'string' }, gone: { type: 'boolean', default: false } },
});
const { stage } = stageArgs(values.stage ? ['--stage', values.stage] : ['--ref', values.ref ?? '']);
// The nightly sweep knows only the stage: it marks deployments inactive and leaves comments alone.
const branch = values.ref?.replace(/^refs\/heads\//, '');

const settings = gitHubSettingsFromEnv();
const api = gitHubApi(settings);
const owner = settings.repository.split('/')[0]!;
const { GITHUB_SERVER_URL: server, GITHUB_RUN_ID: runId, GITHUB_SHA: sha } = process.env;
const logUrl = server && runId ? `${server}/${settings.repository}/actions/runs/${runId}` : undefined;
// The login the token comments as, when it is not the workflow's own (a GitHub App's `<slug>[bot]`).
const commentAuthor = process.env.STAGE_COMMENT_AUTHOR || undefined;

if (values.gone) {
  const { inactive, updated } = await retireStage(api, { stage, branch, owner, logUrl, commentAuthor });
  console.log(
    `Stage ${stage}: ${inactive} deployment(s) marked inactive, comment updated on ${updated.length} PR(s)`,
  );
} else {
  if (!sha || !branch) throw new Error('Pass --ref <branch> and set GITHUB_SHA (the deployed commit)');
  const outputs = readStageOutputs(
    JSON.parse(readFileSync(outputsFileFor(stage), 'utf8')) as CdkOutputsFile,
    stage,
  );
  const { comments, deployment } = await announceStage(api, {
    stage,
    branch,
    owner,
    sha,
    siteUrl: outputs.siteUrl,
    // The API as the site calls it: API Gateway's own address (`outputs.apiUrl`) refuses whoever calls it.
    apiUrl: `${outputs.siteUrl.replace(/\/$/, '')}${apiPathPrefix}`,
    logUrl,
    commentAuthor,
  });
  console.log(`Stage ${stage}: deployment ${deployment}, comments ${JSON.stringify(comments)}`);
}
