import type { Schemas } from '@preflight/client';

/** Record shapes, generated from the service's OpenAPI document by the client package (types only). */
export type Org = Schemas['Organization'];
export type OrgSettings = Schemas['OrgSettings'];
export type CreatedOrg = Schemas['CreatedOrganization'];
export type License = Schemas['License'];
export type Policy = Schemas['Policy'];
export type RuleInput = NonNullable<Schemas['CreatePolicy']['rules']>[number];
export type CheckResult = Schemas['PreflightResult'];
export type AuditItem = Schemas['AuditItem'];
export type AuditList = Schemas['AuditList'];
export type OrgAnalytics = Schemas['OrganizationAnalytics'];
export type Timeseries = Schemas['AnalyticsTimeseries'];
export type Detections = Schemas['AnalyticsDetections'];
export type ForwardingDestination = Schemas['ForwardingDestination'];
export type ProbeResult = Schemas['ForwardingTestResult'];
export type DeadLetterPage = Schemas['ForwardingDeadLetterPage'];

export interface Page<T> {
  items: T[];
  limit: number;
  offset: number;
  total: number;
}

/** The form choices the server publishes at /dashboard/vocabulary.json (see ../vocabulary.ts). */
export interface Vocabulary {
  categories: string[];
  data_types: string[];
  destinations: string[];
  actions: string[];
  conditions: string[];
  data_regions: string[];
  retention_modes: string[];
  decisions: string[];
  detected_types: { type: string; label: string }[];
  sources: string[];
}
export type ManagementKey = Schemas['ManagementKey'];
