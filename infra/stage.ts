import { createHash } from 'node:crypto';

/** The branch that deploys production; its stage is `prod`. */
export const mainBranch = 'main';
export const prodStage = 'prod';

/** Names no branch but the main one may take: they would update production or look like it. */
export const reservedStages: readonly string[] = ['prod', 'production', 'local'];

/**
 * The longest stage name. Every derived name fits AWS limits with room to spare: stack names
 * (`Receipts-<stage>-Monitoring`, ≤ 128, `[A-Za-z][A-Za-z0-9-]*`), the table (`receipts-<stage>`, 3–255),
 * the user pool and API names (≤ 128), and a bucket name (`receipts-<stage>-<12-digit account>-xxxxx`, ≤ 63)
 * if one is ever set explicitly.
 */
export const maxStageLength = 32;
const hashLength = 8;

/** What a stage name looks like: lowercase letters, digits and single inner dashes. */
export const stageNamePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const endsLikeHash = new RegExp(`-[0-9a-f]{${hashLength}}$`);

export class StageNameError extends Error {
  override name = 'StageNameError';
}

/**
 * The stage of a git ref (`feature/x`, `refs/heads/feature/x`). The main branch is `prod`. A ref that is
 * already a clean stage name (lowercase, digits, single dashes, short) is used as it is; any other ref keeps
 * a readable prefix plus a hash of the whole ref, so two refs never share a stage (`Feature/X` and
 * `feature-x`, or two long names that start alike). Names that impersonate production are refused.
 */
export function stageName(ref: string): string {
  const branch = ref.replace(/^refs\/heads\//, '');
  if (branch === mainBranch) return prodStage;
  const clean = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!clean) throw new StageNameError(`The ref "${ref}" has no letters or digits to name a stage`);
  if (reservedStages.includes(clean) || clean === 'head')
    throw new StageNameError(
      `The ref "${ref}" would become the stage "${clean}", which only ${mainBranch} may use`,
    );
  const verbatim = clean === branch && clean.length <= maxStageLength && !endsLikeHash.test(clean);
  if (verbatim) return clean;
  const hash = createHash('sha256').update(branch).digest('hex').slice(0, hashLength);
  const prefix = clean.slice(0, maxStageLength - hashLength - 1).replace(/-+$/, '');
  return prefix ? `${prefix}-${hash}` : `s-${hash}`;
}

/** Checks a stage name given directly (`-c stage=<name>`, the nightly sweep): never production. */
export function assertEphemeralStage(stage: string): string {
  if (!stageNamePattern.test(stage) || stage.length > maxStageLength)
    throw new StageNameError(
      `"${stage}" is not a stage name: lowercase letters, digits and inner dashes, at most ${maxStageLength}`,
    );
  if (reservedStages.includes(stage))
    throw new StageNameError(`"${stage}" is only deployed from the ${mainBranch} branch`);
  return stage;
}
