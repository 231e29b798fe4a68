import { lazy, type ComponentType } from 'react';
import { ROUTES, type RouteModule, type RouteModuleProps } from '../config/routes.ts';

type RouteModuleExports = Record<string, ComponentType<RouteModuleProps> | undefined>;

/**
 * Every route module file (`routes/<Name>Route.tsx`), each loaded on demand as its own chunk, so the
 * first paint of /portals and /signin fetches only what they show.
 */
const loaders = import.meta.glob<RouteModuleExports>('../routes/*Route.tsx');

/**
 * The loader of route module `name`: the file `routes/<name>.tsx`, whose export `<name>` is the
 * component. Throws (at start-up, from {@link routeModules}) when a row of the route table names a
 * module that has no file.
 */
export function routeModuleLoader(name: RouteModule): () => Promise<ComponentType<RouteModuleProps>> {
  const load = loaders[`../routes/${name}.tsx`];
  if (!load) throw new Error(`The route table names ${name}, but routes/${name}.tsx does not exist.`);
  return () =>
    load().then((exports) => {
      const component = exports[name];
      if (!component) throw new Error(`routes/${name}.tsx does not export ${name}.`);
      return component;
    });
}

/**
 * The lazy component of each module the route table (config/routes.ts) names, one per module:
 * a row names its module and nothing else needs editing to add a route.
 */
export const routeModules: ReadonlyMap<RouteModule, ComponentType<RouteModuleProps>> = new Map(
  [...new Set(ROUTES.map((route) => route.module))].map((name) => {
    const load = routeModuleLoader(name);
    return [name, lazy(() => load().then((component) => ({ default: component })))] as const;
  }),
);
