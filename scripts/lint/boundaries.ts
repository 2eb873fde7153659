import { dirname, relative, resolve, sep } from 'node:path';
import type { Rule } from 'eslint';

/**
 * The import boundaries of docs/architecture.md, as one ESLint rule:
 * - a server module imports another module only through its `index.ts`;
 * - a SPA feature imports no other feature and nothing of `app/`;
 * - `lib`, `components` and `state` import no feature.
 * Paths are resolved against the importing file, so `../x/y.js` and `../x/y` read alike.
 */

export interface Boundary {
  /** Where the importing file lives and where the import points, relative to the project root. */
  from: string;
  to: string;
}

const segments = (path: string) => path.split(sep).join('/').split('/');

/** Why the import `to` may not be made from `from`, or null when it may. */
export function boundaryBreach({ from, to }: Boundary): string | null {
  const source = segments(from);
  const target = segments(to);
  if (source[0] === 'server' && source[1] === 'modules' && target[0] === 'server' && target[1] === 'modules') {
    const [own, other] = [source[2], target[2]];
    if (source.length > 3 && target.length > 3 && own !== other && !/^index(\.[jt]s)?$/.test(target.slice(3).join('/'))) {
      return `server module "${own}" imports "${target.slice(2).join('/')}": import another module only through its index.ts`;
    }
    return null;
  }
  if (source[0] !== 'web' || source[1] !== 'src' || target[0] !== 'web' || target[1] !== 'src') return null;
  const [area, name] = [source[2], source[3]];
  const [targetArea, targetName] = [target[2], target[3]];
  if (area === 'features' && targetArea === 'features' && name !== targetName) {
    return `feature "${name}" imports feature "${targetName}": share it through lib/ or components/`;
  }
  if (area === 'features' && targetArea === 'app') return `feature "${name}" imports app/: features do not know the app shell`;
  if ((area === 'lib' || area === 'components' || area === 'state') && targetArea === 'features') {
    return `${area}/ imports feature "${targetName}": shared code knows no feature`;
  }
  return null;
}

/** The ESLint rule over every static import, export-from and dynamic import with a literal path. */
export const boundariesRule: Rule.RuleModule = {
  meta: { type: 'problem', docs: { description: 'Imports cross only the boundaries docs/architecture.md allows' }, schema: [] },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    const check = (node: Rule.Node, specifier: unknown) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const from = relative(root, file);
      const to = relative(root, resolve(dirname(file), specifier));
      const breach = boundaryBreach({ from, to });
      if (breach) context.report({ node, message: breach });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
