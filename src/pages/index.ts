import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteDef } from '../domain/routes';

/** Screens by route key, each lazy-loaded. A key not listed shows the Placeholder. */
export const SCREENS: Record<string, LazyExoticComponent<ComponentType<{ route: RouteDef }>>> = {
  workplace: lazy(() => import('./Workplace')),
  not_found: lazy(() => import('./NotFound')),
  // screens: catalogue (issue 3)
  // screens: money (issue 4)
};

export const Placeholder = lazy(() => import('./Placeholder'));
export const SignIn = lazy(() => import('./SignIn'));
