import { resolveStage } from '../../infra/stage';

describe('resolveStage', () => {
  it('takes -c stage=<name> and sanitises it to [a-z0-9-]', () => {
    expect(resolveStage('Feature/Photo_Upload')).toBe('feature-photo-upload');
    expect(resolveStage('--pr.42--')).toBe('pr-42');
    expect(resolveStage('a-very-long-branch-name-x-and-more')).toBe('a-very-long-branch-name');
  });

  it('falls back to dev when nothing usable is left (e.g. a detached HEAD)', () => {
    expect(resolveStage('HEAD')).toBe('dev');
    expect(resolveStage('///')).toBe('dev');
  });

  it('uses the git branch without -c stage', () => {
    expect(resolveStage(undefined)).toMatch(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/);
  });
});
