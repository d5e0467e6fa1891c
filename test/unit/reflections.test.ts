import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { journalFilter } from '../../functions/store/receipts/journal-filter';
import { importsOf, repoRoot, sourceFiles } from '../support/source-graph';

const reflectionStore = 'functions/store/receipts/reflections.ts';
/** Whether a receipt carries a reflection (its key, projected to the receipt's id): never the words. */
const presenceStore = 'functions/store/shared/reflection-presence.ts';

describe('reflections stay private by construction', () => {
  it('only the reflections store (and the presence check) name their key, query or prefix', () => {
    const definitions = ['functions/store/platform/keys.ts', 'functions/store/platform/queries.ts'];
    const naming = sourceFiles(['functions', 'infra', 'scripts', 'bench']).filter(
      (file) =>
        !definitions.includes(file) &&
        /\b(keys\.reflection|queries\.reflections|prefixes\.reflection)\b/.test(
          readFileSync(join(repoRoot, file), 'utf8'),
        ),
    );
    expect(naming.sort()).toEqual([reflectionStore, presenceStore].sort());
    expect(readFileSync(join(repoRoot, presenceStore), 'utf8')).not.toMatch(/\btext\b|queries\./);
  });

  it('only the reflection routes and the account export read the store; the rest only count', () => {
    const readers = sourceFiles(['functions', 'infra', 'scripts', 'bench']).filter((file) =>
      importsOf(file).includes(reflectionStore),
    );
    // What each counting module takes: counts, members and whether a reflection exists, never its words.
    const counters: Record<string, string> = {
      'functions/digest/compose.ts': 'countReflections',
      'functions/store/receipts/reflection-recount.ts': 'countReflections, reflectedMembers',
    };
    expect(readers.sort()).toEqual(
      [
        ...Object.keys(counters),
        'functions/handlers/account.ts',
        'functions/handlers/receipts/reflections.ts',
      ].sort(),
    );
    for (const [file, names] of Object.entries(counters)) {
      const imported = /import \{([^}]*)\} from '(?:\.\/|[^']*\/receipts\/)reflections'/.exec(
        readFileSync(join(repoRoot, file), 'utf8'),
      )?.[1];
      expect([file, imported?.trim()]).toEqual([file, names]);
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
