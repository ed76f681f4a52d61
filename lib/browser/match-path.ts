// Route patterns as the original site's router understood them: `/a/:param`, a trailing `*`,
// with `exact` (whole path), `strict` (trailing slash matters) and `sensitive` (case matters).
export type MatchOptions = { path: string; exact?: boolean; strict?: boolean; sensitive?: boolean };
export type PathMatch = { path: string; url: string; isExact: boolean; params: Record<string, string> };

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile({ path, exact = false, strict = false, sensitive = false }: MatchOptions) {
  const keys: string[] = [];
  let source = '';
  for (const part of path.split('/').slice(1)) {
    if (part === '*') {
      keys.push('0');
      source += '(?:/(.*))?';
    } else if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      keys.push(part.slice(1, optional ? -1 : undefined));
      source += optional ? '(?:/([^/]+))?' : '/([^/]+)';
    } else {
      source += '/' + escapeRegExp(part);
    }
  }
  if (path === '/' || path === '') source = '';
  const trailing = strict ? '' : '(?:/(?=$))?';
  const end = exact ? '$' : strict ? '(?=/|$)' : '(?:/(?=$))?(?=/|$)';
  const regexp = new RegExp(`^${source}${exact ? trailing : ''}${end}`, sensitive ? '' : 'i');
  return { regexp, keys };
}

export function matchPath(pathname: string, options: MatchOptions | string): PathMatch | null {
  const opts = typeof options === 'string' ? { path: options } : options;
  const { regexp, keys } = compile(opts);
  const match = regexp.exec(pathname);
  if (!match) {
    if ((opts.path === '/' || opts.path === '') && !opts.exact) {
      return { path: opts.path, url: '/', isExact: pathname === '/', params: {} };
    }
    return null;
  }
  const [url, ...values] = match;
  const isExact = pathname === url;
  if (opts.exact && !isExact) return null;
  const params: Record<string, string> = {};
  keys.forEach((key, i) => {
    if (values[i] !== undefined) params[key] = decodeURIComponent(values[i]);
  });
  return { path: opts.path, url: opts.path === '/' && url === '' ? '/' : url, isExact, params };
}
