import { circlesOf, importCircles, importsOf, sourceFiles } from '../support/source-graph';

/** The site's features, each under web/src/features/<feature>/ (STYLE.md: a feature never reaches into another). */
const featureOf = (file: string) => /^web\/src\/features\/([^/]+)\//.exec(file)?.[1];

/**
 * Floors inside functions/. In each folder, every file and every subfolder beside it is a room (a subfolder is
 * one room, whatever it holds), and an arrow runs from a room to each room beside it that one of its files
 * imports. A room stands on the floor above all it imports; one that imports nothing beside it is on the
 * ground floor. An arrow then runs back up (to a room on its own floor or above) exactly where rooms reach
 * each other round a loop, so a folder whose rooms make no loop has every import running down. What several
 * rooms share moves beneath them all (as `functions/store/shared/` holds what every store concern uses).
 */
const roomOf = (folder: string, file: string) => `${folder}/${file.slice(folder.length + 1).split('/')[0]}`;

/** The loops of rooms in `folder` (none where all its imports run down), each as one file → file per arrow. */
function roomLoops(folder: string, files: readonly string[]): string[] {
  const arrows = new Map<string, Map<string, string>>();
  for (const file of files.filter((f) => f.startsWith(`${folder}/`))) {
    const from = roomOf(folder, file);
    for (const target of importsOf(file).filter((t) => t.startsWith(`${folder}/`))) {
      const to = roomOf(folder, target);
      if (to === from) continue;
      if (!arrows.has(from)) arrows.set(from, new Map());
      if (!arrows.get(from)!.has(to)) arrows.get(from)!.set(to, `${file} → ${target}`);
    }
  }
  return circlesOf([...arrows.keys()], (room) => [...(arrows.get(room)?.keys() ?? [])]).map((loop) =>
    loop.map((room, i) => arrows.get(room)!.get(loop[(i + 1) % loop.length]!)!).join(', '),
  );
}

describe('the import graph', () => {
  it('no feature imports another feature: what two share lives in web/src/lib or web/src/components', () => {
    const offending = sourceFiles(['web/src']).flatMap((file) => {
      const feature = featureOf(file);
      if (!feature) return [];
      return importsOf(file)
        .filter((target) => featureOf(target) && featureOf(target) !== feature)
        .map((target) => `${file} → ${target}`);
    });
    expect(offending).toEqual([]);
  });

  it('the shared site code imports no feature', () => {
    const offending = sourceFiles(['web/src/lib', 'web/src/components']).flatMap((file) =>
      importsOf(file)
        .filter((target) => featureOf(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('inside functions/, imports run one way: in no folder do rooms import each other round a loop', () => {
    const files = sourceFiles(['functions']);
    const folders = new Set(
      files.flatMap((file) => {
        const parts = file.split('/').slice(0, -1);
        return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
      }),
    );
    expect([...folders].flatMap((folder) => roomLoops(folder, files))).toEqual([]);
  });

  it('has no import circles anywhere in the source (type-only imports count)', () => {
    expect(importCircles(sourceFiles()).map((circle) => [...circle, circle[0]].join(' → '))).toEqual([]);
  });
});
