/** react-admin resource name -> API path under /api (SPEC.md section 7). Later resources add a line here. */
export const RESOURCE_PATHS: Record<string, string> = {
  places: 'company/v1/places',
  // resources: catalogue (issue 3)
  // resources: money (issue 4)
};

export function resourcePath(resource: string): string {
  const path = RESOURCE_PATHS[resource];
  if (!path) throw new Error(`Unknown resource "${resource}": add it to src/providers/resources.ts`);
  return path;
}
