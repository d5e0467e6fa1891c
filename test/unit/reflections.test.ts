import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { journalFilter } from '../../functions/store/receipts/journal-filter';
import { importsOf, repoRoot, sourceFiles } from '../support/source-graph';

const reflectionStore = 'functions/store/receipts/reflections.ts';

describe('reflections stay private by construction', () => {
  it('only the reflections store names their key, query or prefix (keys.ts and queries.ts define them)', () => {
    const definitions = ['functions/store/platform/keys.ts', 'functions/store/platform/queries.ts'];
    const naming = sourceFiles(['functions', 'infra', 'scripts', 'bench']).filter(
      (file) =>
        !definitions.includes(file) &&
        /\b(keys\.reflection|queries\.reflections|prefixes\.reflection)\b/.test(
          readFileSync(join(repoRoot, file), 'utf8'),
        ),
    );
    expect(naming).toEqual([reflectionStore]);
  });

  it('only the reflection routes and the account export read the store; the own dashboard and digest only count', () => {
    const readers = sourceFiles(['functions', 'infra', 'scripts', 'bench']).filter((file) =>
      importsOf(file).includes(reflectionStore),
    );
    const counters = ['functions/digest/compose.ts', 'functions/store/dashboard/dashboard.ts'];
    expect(readers.sort()).toEqual([
      counters[0],
      'functions/handlers/account.ts',
      'functions/handlers/receipts/reflections.ts',
      counters[1],
    ]);
    for (const file of counters) {
      const imported = /import \{([^}]*)\} from '[^']*\/receipts\/reflections'/.exec(
        readFileSync(join(repoRoot, file), 'utf8'),
      )?.[1];
      expect([file, imported?.trim()]).toEqual([file, 'countReflections']);
    }
  });
});

describe('the journal filter', () => {
  it('is no filter for the whole journal', () => {
    expect(journalFilter({})).toBeUndefined();
  });

  it('matches the category, the goal, or both, by attribute names', () => {
    expect(journalFilter({ category: 'Other' })).toEqual({
      expression: '#category = :category',
      names: { '#category': 'category' },
      values: { ':category': 'Other' },
    });
    expect(journalFilter({ goal: 'Public Speaking', category: 'Work' })).toEqual({
      expression: '#category = :category AND #goal = :goal',
      names: { '#category': 'category', '#goal': 'goal' },
      values: { ':category': 'Work', ':goal': 'Public Speaking' },
    });
  });
});
