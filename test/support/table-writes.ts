import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const repoRoot = join(__dirname, '../..');
/** The module every table call goes through (functions/store/table.ts): its writes are recognised by name. */
const tableModule = 'functions/store/table.ts';

/** The IAM action each write of the table module needs (transactions: the kinds of write they hold). */
const singleWrites: Record<string, string> = {
  put: 'dynamodb:PutItem',
  update: 'dynamodb:UpdateItem',
  delete: 'dynamodb:DeleteItem',
};
const transactionWrites: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};
const tableFunctions: Record<string, string | null> = { batchDelete: 'dynamodb:BatchWriteItem' };

interface ParsedModule {
  declarations: Map<string, ts.Node>;
  /** Local name → the functions/ module and name it is imported from (relative imports only). */
  imports: Map<string, { file: string; name: string }>;
}

const parsed = new Map<string, ParsedModule>();

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(join(repoRoot, from)), specifier);
  const file = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
  return file ? relative(repoRoot, file) : null;
}

function parse(file: string): ParsedModule {
  const known = parsed.get(file);
  if (known) return known;
  const source = ts.createSourceFile(
    file,
    readFileSync(join(repoRoot, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const module: ParsedModule = { declarations: new Map(), imports: new Map() };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const target = resolveModule(file, statement.moduleSpecifier.text);
      const bindings = statement.importClause?.namedBindings;
      if (target && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          module.imports.set(element.name.text, { file: target, name });
        }
      }
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      module.declarations.set(statement.name.text, statement);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) module.declarations.set(declaration.name.text, declaration);
      }
    }
  }
  parsed.set(file, module);
  return module;
}

/**
 * The table writes a module's export can make, read off the code: every top-level declaration it reaches
 * through its own module and relative imports, and in them the table module's writes (`table.update(…)`,
 * `batchDelete(…)`) and transaction writes (`{ Update: … }`). An over-approximation by design: a reached
 * declaration counts whether or not the path that calls it is taken.
 */
export function tableWritesOf(file: string, exported = 'handler'): Set<string> {
  const actions = new Set<string>();
  const visited = new Set<string>();
  const pending: { file: string; name: string }[] = [{ file, name: exported }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const id = `${next.file}#${next.name}`;
    if (visited.has(id) || next.file === tableModule) continue;
    visited.add(id);
    const module = parse(next.file);
    const declaration = module.declarations.get(next.name);
    if (!declaration) continue;
    const refer = (name: string) => {
      const imported = module.imports.get(name);
      if (imported?.file === tableModule) {
        const action = tableFunctions[imported.name];
        if (action) actions.add(action);
      } else if (imported) pending.push(imported);
      else if (module.declarations.has(name)) pending.push({ file: next.file, name });
    };
    const visit = (node: ts.Node): void => {
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        module.imports.get(node.expression.text)?.file === tableModule &&
        module.imports.get(node.expression.text)?.name === 'table'
      ) {
        const action = singleWrites[node.name.text];
        if (action) actions.add(action);
      }
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
        const action = transactionWrites[node.name.text];
        if (action) actions.add(action);
      }
      // A property name (`x.name`, `{ name: … }`) is not a reference; everything else named may be.
      if (ts.isIdentifier(node) && !isPropertyName(node)) refer(node.text);
      ts.forEachChild(node, visit);
    };
    visit(declaration);
  }
  return actions;
}

function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isPropertyAccessExpression(parent)) return parent.name === node;
  if (ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent)) return parent.name === node;
  return false;
}
