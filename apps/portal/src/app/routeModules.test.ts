// vitest-isolate: after every route module is loaded, jsdom's document has no root element (seen
// once the chat routes' modules load); later files in a shared page would find none.
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../config/routes.ts';

const { routeModuleLoader, routeModules } = await import('./routeModules.ts');

describe('route modules', () => {
  it('loads the component every row of the route table names, from routes/<name>.tsx', async () => {
    const names = [...new Set(ROUTES.map((route) => route.module))];
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) {
      const component = await routeModuleLoader(name)();
      expect(typeof component, name).toBe('function');
      expect(component.name, name).toBe(name);
    }
    expect([...routeModules.keys()].sort()).toEqual([...names].sort());
  });

  it('refuses a module that has no file', () => {
    expect(() => routeModuleLoader('MissingRoute')).toThrow(
      'The route table names MissingRoute, but routes/MissingRoute.tsx does not exist.',
    );
  });
});
