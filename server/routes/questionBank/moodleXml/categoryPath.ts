/*
 * The category path of Moodle's category "questions": `$course$/top/Default for Physics/Mechanics`.
 * The first segment names the context (`$course$`, `$system$`, `$module$`, `$cat1$`…) and `top`
 * is the context's hidden root (Moodle 3.5 on; older files lack it): neither is a name a person
 * gave, so the bank keeps the rest. A slash inside a name is written doubled
 * (qformat_default::split_category_path and assemble_category_path), with a space against a
 * slash at either end so that it cannot merge with the separator; names are trimmed on reading.
 */

const CONTEXT = /^\$[a-z0-9_]*\$$/i;

/** Category names from the top, without the context and `top`; empty for a path that names no category. */
export function readCategoryPath(path: string): string[] {
  const names: string[] = [];
  let name = '';
  for (let i = 0; i < path.length; i++) {
    if (path[i] !== '/') name += path[i];
    else if (path[i + 1] === '/') {
      name += '/';
      i++;
    } else {
      names.push(name);
      name = '';
    }
  }
  names.push(name);
  const trimmed = names.map((n) => n.trim()).filter((n) => n !== '');
  if (trimmed.length && CONTEXT.test(trimmed[0])) trimmed.shift();
  if (trimmed[0] === 'top') trimmed.shift();
  return trimmed;
}

function escapeName(name: string): string {
  const doubled = name.replaceAll('/', '//');
  return `${doubled.startsWith('/') ? ' ' : ''}${doubled}${doubled.endsWith('/') ? ' ' : ''}`;
}

/** The path Moodle's import reads: in the course's context, under its hidden `top`. */
export function writeCategoryPath(names: string[]): string {
  return ['$course$', 'top', ...names.map(escapeName)].join('/');
}
