import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

/** The modules src/boot.ts started loading as the page opened, by name (a route key, or 'layout'). */
const loading = new Map<string, Promise<unknown>>();
/** Those of them that have arrived. */
const loaded = new Map<string, unknown>();

/**
 * Starts loading the module of the screen named `key` (src/boot.ts, before React renders anything). A
 * screen declared with `preloadedLazy` under the same key then finds it.
 */
export function preload(key: string, load: () => Promise<unknown>): void {
  if (loading.has(key)) return;
  const promise = load().then((module) => {
    loaded.set(key, module);
    return module;
  });
  loading.set(key, promise);
  promise.catch(() => loading.delete(key));
}

/**
 * React's `lazy`, but a screen whose module src/boot.ts has already loaded renders at once: React.lazy
 * suspends on a first render even when the import has resolved long before (a promise cannot be read
 * synchronously), and each suspension costs the first screen a render of the whole page on an old till
 * (about 300 ms at 4x CPU). Given a thenable that calls back at once, it does not suspend.
 */
export function preloadedLazy<P>(key: string, load: () => Promise<Module<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => {
    const module = loaded.get(key) as Module<P> | undefined;
    if (module) return { then: (resolve: (m: Module<P>) => void) => resolve(module) } as unknown as Promise<Module<P>>;
    return (loading.get(key) as Promise<Module<P>> | undefined) ?? load();
  });
}
