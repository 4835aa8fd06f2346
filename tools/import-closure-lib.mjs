// The project files a module loads at run time: its static and dynamic imports of project files
// ("./x", "../x", "@/x"), followed transitively. Type-only imports are left out, as the compiler
// erases them; node_modules and the generated Prisma client (lib/generated) are not followed.
// Used by tools/import-closure.mjs and test/import-closure.test.ts.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export const root = path.resolve(import.meta.dirname, "..");

const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js"];
const SKIPPED = [path.join(root, "node_modules") + path.sep, path.join(root, "lib", "generated") + path.sep];

/** True for an import whose every binding is a type, which TypeScript elides. */
function isTypeOnlyImport(node) {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  if (clause.name || !bindings || !ts.isNamedImports(bindings)) return false;
  return bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

function isTypeOnlyExport(node) {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return Boolean(clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly));
}

const parsed = new Map();

/** The module specifiers a file loads at run time (parsed once per file and change). */
export function specifiersOf(file) {
  const mtime = fs.statSync(file).mtimeMs;
  const cached = parsed.get(file);
  if (cached?.mtime === mtime) return cached.found;
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!isTypeOnlyImport(node)) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!isTypeOnlyExport(node)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsed.set(file, { mtime, found });
  return found;
}

const isFile = (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile();

/** The project file a specifier names, or null for packages and anything outside the project. */
export function resolveSpecifier(specifier, fromFile) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith("./") || specifier.startsWith("../")) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  if (SKIPPED.some((prefix) => (base + path.sep).startsWith(prefix))) return null;
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  for (const candidate of candidates) {
    if (isFile(candidate)) return candidate;
  }
  throw new Error(`Cannot resolve "${specifier}" from ${path.relative(root, fromFile)}`);
}

/** The sorted project-relative paths of every project file the entries load, entries included. */
export function importClosure(entries) {
  const seen = new Set();
  const queue = entries.map((entry) => path.resolve(root, entry));
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of specifiersOf(file)) {
      const resolved = resolveSpecifier(specifier, file);
      if (resolved && !seen.has(resolved)) queue.push(resolved);
    }
  }
  return [...seen].map((file) => path.relative(root, file)).sort();
}

/** Every route handler under app/api (route.ts), project-relative. */
export function apiRouteFiles(dir = path.join(root, "app", "api")) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "route.ts")
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
