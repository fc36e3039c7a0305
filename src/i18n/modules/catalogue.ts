/**
 * Messages of the catalogue screens: resources.<name>.* and app.catalogue.*, plus API error codes under messages
 * (merged into app.messages). en is the source; ru must have the same keys (a unit test checks).
 */
import type { Widen } from './types';

export const en = {
  resources: {},
  app: {},
  messages: {},
};

export const ru: Widen<typeof en> = {
  resources: {},
  app: {},
  messages: {},
};
