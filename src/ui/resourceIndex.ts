import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
// an icon the menu already loads: the entry bundle stays as small as before
import LabelIcon from '@mui/icons-material/Label';
import { ROUTES, type RouteDef, type RouteKey } from '../domain/routes';
import { screenOf } from '../layout/Screen';
import { preloadedLazy } from '../layout/preloaded';

/** One view of a resource: the key of its route in the table and the import of its screen's module. */
export type ResourceView = [routeKey: RouteKey, load: () => Promise<{ default: ComponentType<{ route: RouteDef }> }>];

/**
 * What `src/App.tsx` spreads into a react-admin `<Resource>`, mounted at `path`. A resource has one name,
 * the route key of its list: the dataProvider (src/providers/resources.ts) and the i18n
 * (`resources.<name>.*`) use it too, while the URL is the route table's (SPEC.md's), e.g. the resource
 * `customers` lives at /management/customers.
 */
export interface ResourceIndex {
  name: RouteKey;
  path: string;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  icon: ComponentType;
  // react-admin's own RaRecord: each resource's record type is wider than what it prints
  recordRepresentation: string | ((record: RaRecord) => string);
}

/**
 * The index of a resource folder from its parts: each view is the screen of its route of the table
 * (`screenOf`: guarded), its module loaded when first shown; the icon is the label unless told, a record is named by its
 * `name` unless told.
 */
export function resourceIndex({
  list,
  create,
  edit,
  icon = LabelIcon,
  recordRepresentation = 'name',
}: {
  list: ResourceView;
  create?: ResourceView;
  edit?: ResourceView;
  icon?: ComponentType;
  recordRepresentation?: ResourceIndex['recordRepresentation'];
}): ResourceIndex {
  const view = (v?: ResourceView) => (v ? screenOf(v[0], preloadedLazy(v[0], v[1])) : undefined);
  const name = list[0];
  const route = ROUTES.find((r) => r.key === name);
  if (!route) throw new Error(`No route "${name}" in src/domain/routes.ts`);
  return { name, path: route.path, list: view(list), create: view(create), edit: view(edit), icon, recordRepresentation };
}
