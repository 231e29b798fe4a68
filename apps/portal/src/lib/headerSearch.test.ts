import type { NavGroup } from '@partner-portal/ui/shell';
import { describe, expect, it } from 'vitest';
import { decideSearch } from './headerSearch.ts';

const menu: NavGroup[] = [
  {
    id: 'tickets',
    label: 'Tickets',
    items: [
      { id: 'ticket-list', label: 'Ticket List', href: '/ticket-list' },
      { id: 'create-ticket', label: 'Create Ticket', href: '/create-ticket' },
    ],
  },
  { id: 'tasks', items: [{ id: 'escalate-tasks', label: 'Escalate Tasks', href: '/escalate-tasks' }] },
];

describe('decideSearch (header search, issue 20)', () => {
  it("'Products' opens the role's record list filtered by the query", () => {
    expect(decideSearch(' TKT-300010 ', 'products', 'coordinator', menu)).toEqual({
      kind: 'go',
      href: '/ticket-list?search=TKT-300010',
    });
    expect(decideSearch('Pune & Co', 'products', 'qc', [])).toEqual({
      kind: 'go',
      href: '/qc-ticket-list?search=Pune+%26+Co',
    });
  });

  it("'Apps' and 'Blogs' open a page of the user's menu: the exact title first, then a title containing the query", () => {
    expect(decideSearch('ticket list', 'apps', 'coordinator', menu)).toEqual({
      kind: 'go',
      href: '/ticket-list',
    });
    expect(decideSearch('escal', 'blogs', 'coordinator', menu)).toEqual({
      kind: 'go',
      href: '/escalate-tasks',
    });
    expect(decideSearch('create', 'apps', 'coordinator', menu)).toEqual({
      kind: 'go',
      href: '/create-ticket',
    });
  });

  it('falls back to the pages for a role without a record list, then to the records, else nothing', () => {
    expect(decideSearch('escalate', 'products', 'finance_user', menu)).toEqual({
      kind: 'go',
      href: '/escalate-tasks',
    });
    expect(decideSearch('Kavya', 'apps', 'coordinator', menu)).toEqual({
      kind: 'go',
      href: '/ticket-list?search=Kavya',
    });
    expect(decideSearch('payables', 'apps', 'finance_user', menu)).toEqual({ kind: 'none' });
    expect(decideSearch('   ', 'products', 'coordinator', menu)).toEqual({ kind: 'none' });
  });
});
