import type { Role } from '@partner-portal/api/roles';
import type { NavGroup, SearchCategory } from '@partner-portal/ui/shell';
import { defineMessages } from 'react-intl';
import { hrefTo } from '../config/paths.ts';
import type { RouteId } from '../config/routes.ts';

/**
 * The list each role searches its records in from the header (a list route that keeps its search
 * in the URL as `?search=`). Roles without one search the pages of their menu only.
 */
export const RECORD_SEARCH: Partial<Record<Role, RouteId>> = {
  admin: 'ticketList',
  project_manager: 'ticketList',
  coordinator: 'ticketList',
  qc: 'qcTicketList',
};

/** The header search's own texts. */
export const searchMessages = defineMessages<{ noMatch: { query: string } }>({
  noMatch: { id: 'portal.search.noMatch', defaultMessage: 'No page or record of yours matches “{query}”.' },
});

/** Where a header search leads: a page of the menu, a record list filtered by the query, or nowhere. */
export type SearchOutcome = { kind: 'go'; href: string } | { kind: 'none' };

const folded = (text: string) => text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').trim();

/**
 * Decides where the header search box (operations §2 'Shell': search with categories Products,
 * Apps and Blogs) leads. 'Apps' and 'Blogs' search the pages of the user's menu by their title
 * (an exact title first, else the first title containing the query); 'Products' searches the
 * role's records ({@link RECORD_SEARCH}: the list opens filtered by the query), and the pages
 * when the role has no record list. Issue 20: "search over the routes and records the user may
 * open": only the user's own menu and lists are searched, so nothing leads to a refused page.
 */
export function decideSearch(
  query: string,
  category: SearchCategory,
  role: string | null,
  navGroups: readonly NavGroup[],
): SearchOutcome {
  const wanted = folded(query);
  if (!wanted) return { kind: 'none' };
  const records = role ? RECORD_SEARCH[role as Role] : undefined;
  if (category === 'products' && records) {
    return { kind: 'go', href: `${hrefTo(records)}?${new URLSearchParams({ search: query.trim() })}` };
  }
  const pages = navGroups.flatMap((group) => group.items);
  const page =
    pages.find((item) => folded(item.label) === wanted) ??
    pages.find((item) => folded(item.label).includes(wanted));
  if (page) return { kind: 'go', href: page.href };
  if (records)
    return { kind: 'go', href: `${hrefTo(records)}?${new URLSearchParams({ search: query.trim() })}` };
  return { kind: 'none' };
}
