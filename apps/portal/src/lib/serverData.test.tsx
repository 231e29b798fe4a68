import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readServerData,
  SERVER_DATA_ID,
  serverDataJson,
  setHydratingPage,
  useServerRendered,
  type ServerRenderedPage,
} from './serverData.tsx';

const PATH = '/usd_form/t-1/101';
const page: ServerRenderedPage = {
  path: PATH,
  data: [{ name: 'v1 </script><script>alert(1)</script>' }],
  draftKey: 'unstructured-data:t-1:101',
};

/** The page as apps/server sends a field form it rendered: #root marked and the data block. */
function serverRenderedPage(block = serverDataJson(page)) {
  document.body.innerHTML = `<div id="root" data-prerendered="${PATH}"></div><script type="application/json" id="${SERVER_DATA_ID}">${block}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
  setHydratingPage(false);
});

describe('server-rendered field forms (issue 21)', () => {
  it('reads the data block back as it was written, a closing script tag in the data included', () => {
    expect(serverDataJson(page)).not.toContain('</script>');
    serverRenderedPage();
    expect(readServerData()).toEqual(page);
    serverRenderedPage('{not json');
    expect(readServerData()).toBeNull();
  });

  it('gives the route its data, hydrating, when the page was rendered for its path', () => {
    setHydratingPage(true);
    serverRenderedPage();
    const { result } = renderHook(() => useServerRendered<unknown[]>(PATH));
    expect(result.current).toEqual({ data: page.data, hydrating: true });
  });

  it('keeps the data when the app renders the page anew (another language, a draft)', () => {
    setHydratingPage(false);
    serverRenderedPage();
    const { result } = renderHook(() => useServerRendered<unknown[]>(PATH));
    expect(result.current).toEqual({ data: page.data, hydrating: false });
  });

  it('gives nothing to a route on another path, or without a data block', () => {
    serverRenderedPage();
    expect(renderHook(() => useServerRendered('/usd_form/t-2/101')).result.current).toBeNull();
    document.body.innerHTML = '';
    expect(renderHook(() => useServerRendered(PATH)).result.current).toBeNull();
  });
});
