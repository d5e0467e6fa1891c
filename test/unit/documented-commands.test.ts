import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../infra/paths';
import { commandsIn, documentedCommands as shownCommands } from '../support/docs-commands';
import { documentedCommands, type Proof } from '../support/documented-commands';

/**
 * Every shell command the README, docs/ and bench/README.md show is proven to work as shown: it has an entry in
 * test/support/documented-commands.ts saying how, and every npm script it names exists.
 */
const shown = shownCommands();
const where = (command: string) =>
  shown
    .filter((c) => c.command === command)
    .map((c) => `${c.file}:${c.line}`)
    .join(', ');

/** The files a proof names, which must exist. */
const filesOf = (proof: Proof) =>
  'test' in proof ? [proof.test] : 'workflow' in proof ? [proof.workflow] : [];

describe('documented commands', () => {
  it('finds the commands the pages show', () => {
    expect(shown.length).toBeGreaterThan(20);
    expect(shown.map((c) => c.command)).toEqual(
      expect.arrayContaining(['npm install && npm start', 'npm test']),
    );
  });

  it('proves every shell command the docs show (test/support/documented-commands.ts)', () => {
    const unproven = [...new Set(shown.map((c) => c.command))].filter(
      (command) => !(command in documentedCommands),
    );
    if (unproven.length)
      throw new Error(
        `Commands shown in the docs with no entry in test/support/documented-commands.ts (add each, with how it is proven: a test, a workflow, a quick run, a dry form, or why only by hand):\n${unproven
          .map((command) => `  ${JSON.stringify(command)}  (${where(command)})`)
          .join('\n')}`,
      );
  });

  it('lists no command the docs no longer show', () => {
    const commands = new Set(shown.map((c) => c.command));
    expect(Object.keys(documentedCommands).filter((command) => !commands.has(command))).toEqual([]);
  });

  it('names only files that exist as proofs', () => {
    const missing = Object.entries(documentedCommands).flatMap(([command, proof]) =>
      filesOf(proof)
        .filter((file) => !existsSync(join(repoRoot, file)))
        .map((file) => `${command}: ${file}`),
    );
    expect(missing).toEqual([]);
  });

  it('names only npm scripts that package.json has', () => {
    const { scripts } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const named = shown.flatMap((c) =>
      [...c.command.matchAll(/\bnpm (?:run ([\w:.-]+)|(start|test)\b)/g)].map((m) => ({
        script: (m[1] ?? m[2])!,
        at: `${c.file}:${c.line}`,
      })),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((n) => !Object.hasOwn(scripts, n.script))).toEqual([]);
  });
});

describe('reading commands from Markdown', () => {
  const page = [
    'Run `npm run bench -- --photos` or `LOG_LEVEL=info npm',
    'start`; not `npm` alone, nor `node_modules/.bin/node`.',
    '',
    '   ```sh',
    '   npm run stage:deploy      # the stage of the current branch',
    '   # a comment line',
    '',
    '   node -e "',
    "   console.log('# not a comment')\"",
    '   npx cdk synth \\',
    '     --quiet',
    '   ```',
    '',
    '```ts',
    'npm run not-a-shell-block',
    '```',
  ].join('\n');

  it('takes each command of a sh block, without comments, joining quoted and continued lines', () => {
    expect(commandsIn(page, 'page.md').map((c) => [c.command, c.line])).toEqual([
      ['npm run stage:deploy', 5],
      [`node -e " console.log('# not a comment')"`, 8],
      ['npx cdk synth --quiet', 10],
      ['npm run bench -- --photos', 1],
      ['LOG_LEVEL=info npm start', 1],
    ]);
  });
});
