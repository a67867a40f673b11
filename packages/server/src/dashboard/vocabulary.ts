import { ACTIONS, CATEGORIES, CONDITIONS, DATA_TYPES, DECISIONS, DESTINATIONS, detectorTypes } from '@preflight/core';
import { SOURCE_TYPES } from '../licensing/reported-events.js';
import { OrgSettingsSchema } from '../routes/orgs.js';

/**
 * The choices the dashboard's forms offer, read from the same definitions that validate
 * requests, so the page never carries its own copy of a list.
 */
export function dashboardVocabulary() {
  const settings = OrgSettingsSchema.shape;
  return {
    categories: [...CATEGORIES],
    data_types: [...DATA_TYPES],
    destinations: [...DESTINATIONS],
    actions: [...ACTIONS],
    conditions: [...CONDITIONS],
    data_regions: [...settings.data_region.unwrap().options],
    retention_modes: [...settings.retention_mode.unwrap().options],
    // The audit log's facets.
    decisions: [...DECISIONS, 'REJECTED'],
    detected_types: detectorTypes().map((t) => ({ type: t.type, label: t.label.one })),
    sources: [...SOURCE_TYPES],
  };
}

export type DashboardVocabulary = ReturnType<typeof dashboardVocabulary>;
