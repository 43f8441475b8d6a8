import { act, renderHook } from '@testing-library/react';
import { useLocalListState } from './use-local-list-state.js';

describe('useLocalListState', () => {
  it('starts at page 1 with the filters given', () => {
    const { result } = renderHook(() => useLocalListState<{ status?: string }>({}));
    expect(result.current.page).toBe(1);
    expect(result.current.filters).toEqual({});
  });

  it('pages, and starts again at page 1 when a filter changes, keeping the other filters', () => {
    const { result } = renderHook(() => useLocalListState<{ status?: string; kind?: string }>({ kind: 'order' }));
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.setFilters({ status: 'sent' }));
    expect(result.current.filters).toEqual({ kind: 'order', status: 'sent' });
    expect(result.current.page).toBe(1);
  });
});
