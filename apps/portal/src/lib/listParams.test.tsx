import type { ListState } from '@partner-portal/forms/list-screen';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listQuery, readListState, useListParams, writeListState } from './listParams.ts';

const options = { filters: ['status', 'warehouse'], defaultOrdering: '-created_at' };

describe('readListState / writeListState', () => {
  it('reads page, size, search, ordering and filters, with defaults for what is missing', () => {
    expect(readListState(new URLSearchParams(''), options)).toEqual({
      page: 1,
      pageSize: 20,
      search: '',
      ordering: '-created_at',
      filters: {},
    });
    expect(
      readListState(
        new URLSearchParams('page=3&page_size=50&search=hub&ordering=name&status=doa&other=1'),
        options,
      ),
    ).toEqual({ page: 3, pageSize: 50, search: 'hub', ordering: 'name', filters: { status: 'doa' } });
  });

  it('falls back on a page or page size that is not a whole number in range', () => {
    const state = readListState(new URLSearchParams('page=-2&page_size=500'), options);
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(20);
    expect(readListState(new URLSearchParams('page=abc&page_size=0'), options).page).toBe(1);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const state: ListState = {
      page: 2,
      pageSize: 20,
      search: ' pune ',
      ordering: '-created_at',
      filters: { status: 'in_transit', warehouse: '' },
    };
    const next = writeListState(new URLSearchParams('theme=dark&status=doa&warehouse=4'), state, options);
    expect(next.toString()).toBe('theme=dark&status=in_transit&page=2&search=pune');
  });

  it('prefixes the names for a second list on the same page', () => {
    const state: ListState = {
      page: 4,
      pageSize: 10,
      search: 'x',
      ordering: 'name',
      filters: { status: 'a' },
    };
    const written = writeListState(new URLSearchParams(), state, { prefix: 'doa', filters: ['status'] });
    expect(written.toString()).toBe(
      'doa_page=4&doa_page_size=10&doa_search=x&doa_ordering=name&doa_status=a',
    );
    expect(readListState(written, { prefix: 'doa', filters: ['status'] })).toEqual(state);
    expect(readListState(written, { filters: ['status'] }).page).toBe(1);
  });

  it('maps the state to the list call query', () => {
    expect(listQuery({ page: 2, pageSize: 20, search: '  ', ordering: '', filters: {} })).toEqual({
      page: 2,
      page_size: 20,
    });
    expect(listQuery({ page: 1, pageSize: 5, search: 'hub', ordering: '-name', filters: {} })).toEqual({
      page: 1,
      page_size: 5,
      search: 'hub',
      ordering: '-name',
    });
  });
});

describe('useListParams', () => {
  it('keeps the state in the URL', () => {
    let location = '';
    function Spy() {
      const current = useLocation();
      location = `${current.pathname}${current.search}`;
      return null;
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/spare-management?page=2&status=doa']}>
        {children}
        <Spy />
      </MemoryRouter>
    );
    const { result } = renderHook(() => useListParams(options), { wrapper });
    expect(result.current.state).toMatchObject({ page: 2, filters: { status: 'doa' } });
    expect(result.current.query).toEqual({ page: 2, page_size: 20, ordering: '-created_at' });
    act(() => result.current.setState({ ...result.current.state, page: 3, ordering: 'name' }, 'page'));
    expect(location).toBe('/spare-management?page=3&status=doa&ordering=name');
    expect(result.current.query).toEqual({ page: 3, page_size: 20, ordering: 'name' });
  });
});
