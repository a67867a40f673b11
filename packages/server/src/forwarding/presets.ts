/**
 * Presets for known log systems (docs/api-contract.md, forwarding destinations): they change only the form's labels and
 * the scheme word put before the credential. What is sent on the wire is the same for all.
 * The dashboard bundles this module; the server stores a destination's preset id so a later
 * rotation applies the same scheme word.
 */
export interface DestinationPreset {
  id: string;
  name: string;
  urlLabel: string;
  urlPlaceholder: string;
  headerName: string;
  credentialLabel: string;
  /** Written before the credential, e.g. `Splunk ` for a HEC token; empty when the value is sent as is. */
  scheme: string;
}

export const PRESETS = [
  {
    id: 'splunk-hec',
    name: 'Splunk HTTP Event Collector',
    urlLabel: 'HEC endpoint URL',
    urlPlaceholder: 'https://splunk.example.com:8088/services/collector/raw',
    headerName: 'Authorization',
    credentialLabel: 'HEC token',
    scheme: 'Splunk ',
  },
  {
    id: 'elastic',
    name: 'Elastic',
    urlLabel: 'Index or data stream URL',
    urlPlaceholder: 'https://elastic.example.com:9200/logs-preflight-default/_doc',
    headerName: 'Authorization',
    credentialLabel: 'Encoded API key',
    scheme: 'ApiKey ',
  },
  {
    id: 'datadog',
    name: 'Datadog',
    urlLabel: 'Logs intake URL',
    urlPlaceholder: 'https://http-intake.logs.datadoghq.com/api/v2/logs',
    headerName: 'DD-API-KEY',
    credentialLabel: 'API key',
    scheme: '',
  },
  {
    id: 'sentinel',
    name: 'Microsoft Sentinel',
    urlLabel: 'Logs ingestion URL (data collection endpoint and rule)',
    urlPlaceholder: 'https://dce.example.ingest.monitor.azure.com/dataCollectionRules/…/streams/…?api-version=2023-01-01',
    headerName: 'Authorization',
    credentialLabel: 'Access token',
    scheme: 'Bearer ',
  },
  {
    id: 'sumo-logic',
    name: 'Sumo Logic',
    urlLabel: 'HTTP source URL',
    urlPlaceholder: 'https://endpoint.collection.sumologic.com/receiver/v1/http/…',
    headerName: 'Authorization',
    credentialLabel: 'Source token (leave empty when the URL carries it)',
    scheme: '',
  },
  {
    id: 'cribl',
    name: 'Cribl Stream (HTTP source)',
    urlLabel: 'HTTP source URL',
    urlPlaceholder: 'https://cribl.example.com:10080/cribl/_bulk',
    headerName: 'Authorization',
    credentialLabel: 'Auth token',
    scheme: '',
  },
  {
    id: 'generic',
    name: 'Generic HTTPS receiver',
    urlLabel: 'Receiver URL',
    urlPlaceholder: 'https://logs.example.com/ingest',
    headerName: 'Authorization',
    credentialLabel: 'Header value',
    scheme: '',
  },
] as const satisfies readonly DestinationPreset[];

export type PresetId = (typeof PRESETS)[number]['id'];
export const PRESET_IDS = PRESETS.map((p) => p.id) as [PresetId, ...PresetId[]];

export const presetById = (id: string | null | undefined): DestinationPreset =>
  PRESETS.find((p) => p.id === id) ?? PRESETS[PRESETS.length - 1];

/** The header value to store: the scheme word, then the credential, unless the user typed the scheme already. */
export function headerValue(preset: DestinationPreset, credential: string): string {
  const value = credential.trim();
  if (value === '' || preset.scheme === '') return value;
  return value.toLowerCase().startsWith(preset.scheme.toLowerCase()) ? value : preset.scheme + value;
}
