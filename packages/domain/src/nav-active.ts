/** Which one menu entry is the current page: at most one entry is highlighted at a time. */
import type { NavItem, NavLink } from './nav';
import { isDashboardPath } from './shell';

export type NavLocation = { pathname: string; search?: string };

type Rank = { exactPath: boolean; matched: number; missing: number };

const splitPath = (path: string): [string, URLSearchParams] => {
  const at = path.indexOf('?');
  return at < 0 ? [path, new URLSearchParams()] : [path.slice(0, at), new URLSearchParams(path.slice(at + 1))];
};

/**
 * How well a link fits the location, or null when it does not. The path must be the page's path or a parent of
 * it (a plan's own page keeps 'Membership Plans' lit); a query the link carries that the page contradicts
 * (?tab=invite on ?tab=print) rules it out.
 */
function rank(link: NavLink, pathname: string, current: URLSearchParams): Rank | null {
  const [path, query] = splitPath(link.path);
  const exactPath = path === pathname;
  if (!exactPath && !pathname.startsWith(`${path}/`)) return null;
  let matched = 0;
  let missing = 0;
  for (const [key, value] of query) {
    const here = current.get(key);
    if (here === null) missing++;
    else if (here === value) matched++;
    else return null;
  }
  return { exactPath, matched, missing };
}

/** Better first: the page's own path over a parent's, more of the link's query present, fewer of it absent. */
const better = (a: Rank, b: Rank) =>
  a.exactPath !== b.exactPath ? a.exactPath : a.matched !== b.matched ? a.matched > b.matched : a.missing < b.missing;

const linksOf = (items: readonly NavItem[]): NavLink[] =>
  items.flatMap((i) => (i.kind === 'group' ? i.children : [i])).filter((l) => !l.disabled && !l.external);

/**
 * The one entry to highlight: the entry that fits the page best (on /account/marketing?tab=invite that is
 * 'Invite Patient', not also 'Marketing Portal' and 'Printable form'); with none, the area's dashboard entry on the
 * spec's dashboard paths (spec 01 section 2 'Shell elements'). `dashboardKey` names that entry (default: the first).
 */
export function activeNavLink(
  items: readonly NavItem[],
  { pathname, search = '' }: NavLocation,
  dashboardKey?: string,
): NavLink | null {
  const current = new URLSearchParams(search);
  let best: { link: NavLink; rank: Rank } | null = null;
  for (const link of linksOf(items)) {
    const r = rank(link, pathname, current);
    if (r && (!best || better(r, best.rank))) best = { link, rank: r };
  }
  if (best) return best.link;
  if (!isDashboardPath(pathname)) return null;
  const links = linksOf(items);
  return (dashboardKey ? links.find((l) => l.key === dashboardKey) : links[0]) ?? null;
}
