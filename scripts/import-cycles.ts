// `npm run lint` runs this: no circle of imports among the project's own modules. A circle makes the load
// order decide what a module sees of another (undefined at first), and ties folders that should depend one
// way. Type-only imports and dynamic import() are left out: neither runs when the module loads.
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
const inProject = (file: string) =>
  file.startsWith(root) && !file.includes(`${path.sep}node_modules${path.sep}`);

/** The modules a file loads when it runs: its imports and re-exports that are not types only. */
function loadedModules(file: string): string[] {
  const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typesOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typesOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const typesOnly =
        statement.isTypeOnly ||
        (statement.exportClause &&
          ts.isNamedExports(statement.exportClause) &&
          statement.exportClause.elements.every((element) => element.isTypeOnly));
      if (!typesOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers.flatMap((specifier) => {
    const resolved = ts.resolveModuleName(specifier, file, config.options, ts.sys).resolvedModule;
    return resolved && inProject(resolved.resolvedFileName) ? [path.resolve(resolved.resolvedFileName)] : [];
  });
}

const graph = new Map(
  config.fileNames.map((file) => [path.resolve(file), loadedModules(path.resolve(file))]),
);

/** Tarjan's strongly connected components: every group of modules that reach each other. */
function circles(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const found = circles();

/**
 * Folders depend one way too: src/<side>/<folder> (client/lib, client/routes, shared/api, shared/giving, ...)
 * never import each other both ways, tests aside (a test may draw from anywhere).
 */
const folderOf = (file: string) => path.relative(root, file).split(path.sep).slice(0, 3).join('/');
const isTest = (file: string) => /\.test\.tsx?$|[\\/]testing[\\/]/.test(file);
const folderEdges = new Map<string, string>();
for (const [file, nexts] of graph)
  for (const next of nexts) {
    const [from, to] = [folderOf(file), folderOf(next)];
    if (from === to || isTest(file) || isTest(next) || folderEdges.has(`${from} ${to}`)) continue;
    folderEdges.set(`${from} ${to}`, `${path.relative(root, file)} → ${path.relative(root, next)}`);
  }
const folderCircles = [...folderEdges].filter(([key]) => {
  const [from, to] = key.split(' ');
  return from! < to! && folderEdges.has(`${to} ${from}`);
});
for (const [key, why] of folderCircles) {
  const [from, to] = key.split(' ');
  console.error(
    `Folders ${from} and ${to} import each other:\n  ${why}\n  ${folderEdges.get(`${to} ${from}`)}`,
  );
}
for (const group of found) {
  console.error(`Import circle of ${group.length} modules:`);
  for (const file of group.sort()) {
    const inGroup = (graph.get(file) ?? []).filter((next) => group.includes(next));
    console.error(
      `  ${path.relative(root, file)} → ${inGroup.map((next) => path.relative(root, next)).join(', ')}`,
    );
  }
}
if (found.length > 0 || folderCircles.length > 0) {
  console.error(
    `\n${found.length + folderCircles.length} import circle(s): break each by moving what both sides need into one module, on the side that is imported.`,
  );
  process.exit(1);
}
console.log(`No import circle among ${graph.size} modules.`);
