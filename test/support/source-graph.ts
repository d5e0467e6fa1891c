import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The repository root; every path below is relative to it. */
export const repoRoot = join(__dirname, '../..');

/** The folders of source code (not tests) that architecture tests read. */
export const sourceFolders = ['contract', 'functions', 'infra', 'web/src', 'scripts', 'bench'] as const;

/** Every TypeScript file under `folders`, relative to the root. */
export function sourceFiles(folders: readonly string[] = sourceFolders): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(repoRoot, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name))),
  );
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    source = ts.createSourceFile(
      file,
      readFileSync(join(repoRoot, file), 'utf8'),
      ts.ScriptTarget.ES2022,
      true,
      kind,
    );
    parsed.set(file, source);
  }
  return source;
}

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  ts.forEachChild(node, (child) => visit(child, each));
}

/** The text of every string literal and template piece in a file (comments are not literals). */
export function stringLiteralsOf(file: string): string[] {
  const found: string[] = [];
  visit(parse(file), (node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
  });
  return found;
}

/** The tsconfig aliases (`@contract/*`, `@/*`) as folders. */
const aliases: [prefix: string, folder: string][] = [
  ['@contract/', 'contract/'],
  ['@/', 'web/src/'],
];

function resolveFile(base: string): string | undefined {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(join(repoRoot, path)));
}

/**
 * The files of ours a file imports (static, dynamic, type-only and re-exports alike), relative to the root;
 * packages and non-code assets (CSS) are left out.
 */
export function importsOf(file: string): string[] {
  const specifiers: string[] = [];
  visit(parse(file), (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) specifiers.push(arg.text);
    }
  });
  return specifiers.flatMap((specifier) => {
    const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
    const base = specifier.startsWith('.')
      ? relative(repoRoot, resolve(repoRoot, dirname(file), specifier))
      : alias
        ? `${alias[1]}${specifier.slice(alias[0].length)}`
        : undefined;
    const target = base === undefined ? undefined : resolveFile(base);
    return target ? [target] : [];
  });
}

/** The import circles among `files`, each as its files in import order (found by a depth-first walk). */
export const importCircles = (files: readonly string[]): string[][] => circlesOf(files, importsOf);

/**
 * The circles of a graph: each as its nodes in arrow order, one for every arrow that closes a loop in a
 * depth-first walk (so none exactly when the graph has no loop). Arrows to nodes outside `nodes` are left out.
 */
export function circlesOf(
  nodes: readonly string[],
  arrowsFrom: (node: string) => readonly string[],
): string[][] {
  const inScope = new Set(nodes);
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const walk = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const target of arrowsFrom(node).filter((t) => inScope.has(t))) {
      if (state.get(target) === 'open') circles.push(stack.slice(stack.indexOf(target)));
      else if (!state.has(target)) walk(target);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of nodes) if (!state.has(node)) walk(node);
  return circles;
}
