import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from '../support/source-graph';

/** The folders of code, the tests included, whose comments and strings are read. */
const folders = ['contract', 'functions', 'infra', 'web', 'scripts', 'bench', 'test'];

/** Code and style files: what a reader opens, not data or installed packages. */
const code = /\.(tsx?|[cm]?js|css|html|java)$/;
const notOurs = /(^|\/)(node_modules|dist|cdk\.out|\.local)\//;
/** This file writes examples of what it looks for. */
const thisFile = relative(repoRoot, __filename);

function codeFiles(): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(repoRoot, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && code.test(entry.name))
      .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)))
      .filter((file) => !notOurs.test(file) && file !== thisFile),
  );
}

/** "issue 22", "(issue 28)", "issues 13": a tracker's number, which says nothing to a reader of the code. */
const issueNumber = /\bissues? #?\d+/i;

describe('comments say the rule, not the issue it came from', () => {
  it('no comment or string in the code names an issue by its number', () => {
    const found = codeFiles().flatMap((file) =>
      readFileSync(join(repoRoot, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (issueNumber.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('sees an issue number however it is written', () => {
    for (const line of ['// Limits (issue 22)', '/** Issue 28: only verified owners */', 'issues 13 and 22'])
      expect(issueNumber.test(line)).toBe(true);
    for (const line of ['a token issued before', '/repos/o/r/issues/7/comments', 'color: #666'])
      expect(issueNumber.test(line)).toBe(false);
  });
});
