import { WEB_DEBUG_ROUTES, WEB_PAGE_ROUTES } from '@turnout/domain';
import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

// The server serves the app only on the routes the domain lists (packages/server/src/http/
// web-app.ts): a route added here and not there would answer 404 on a reload.
describe('paths', () => {
  it('are the page routes the server knows, and the debug routes apart', () => {
    const { debug, ...pages } = paths;
    expect(Object.values(pages).map((route) => route.path)).toEqual([...WEB_PAGE_ROUTES]);
    expect(Object.values(debug).map((route) => route.path)).toEqual([...WEB_DEBUG_ROUTES]);
  });
});
