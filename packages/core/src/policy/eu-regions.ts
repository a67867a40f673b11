/**
 * Which `destination_region` spellings count as inside the EU for the `non_eu_destination`
 * condition. "EU" here means the EU/EEA, the area within which GDPR does not treat a
 * transfer as leaving. Matching ignores case and surrounding spaces. Anything not listed —
 * including the UK and Switzerland, and a missing region — counts as non-EU, so an unknown
 * spelling can only make a policy stricter.
 */

const AREA_NAMES = ['eu', 'eea', 'europe'];

/** ISO 3166-1 alpha-2 codes of the 27 EU states, `el` (the EU's own code for Greece), and the EEA states IS, LI, NO. */
const COUNTRY_CODES = [
  'at', 'be', 'bg', 'hr', 'cy', 'cz', 'dk', 'ee', 'fi', 'fr', 'de', 'gr', 'el', 'hu', 'ie', 'it',
  'lv', 'lt', 'lu', 'mt', 'nl', 'pl', 'pt', 'ro', 'sk', 'si', 'es', 'se', 'is', 'li', 'no',
];

/** AWS regions located in the EU (eu-west-2 is London and eu-central-2 Zurich, so both are absent). */
const AWS_REGIONS = ['eu-west-1', 'eu-west-3', 'eu-central-1', 'eu-north-1', 'eu-south-1', 'eu-south-2'];

/** Google Cloud regions located in the EU/EEA (europe-west2 is London, europe-west6 Zurich). */
const GOOGLE_CLOUD_REGIONS = [
  'europe-west1', 'europe-west3', 'europe-west4', 'europe-west8', 'europe-west9', 'europe-west10',
  'europe-west12', 'europe-central2', 'europe-north1', 'europe-north2', 'europe-southwest1',
];

/** Azure regions located in the EU/EEA. */
const AZURE_REGIONS = [
  'westeurope', 'northeurope', 'francecentral', 'francesouth', 'germanywestcentral', 'germanynorth',
  'swedencentral', 'swedensouth', 'italynorth', 'polandcentral', 'spaincentral', 'norwayeast',
  'norwaywest',
];

const EU_REGIONS: ReadonlySet<string> = new Set([
  ...AREA_NAMES,
  ...COUNTRY_CODES,
  ...AWS_REGIONS,
  ...GOOGLE_CLOUD_REGIONS,
  ...AZURE_REGIONS,
]);

/** Every accepted spelling, for documentation and error hints. */
export const EU_REGION_NAMES: readonly string[] = [...EU_REGIONS];

export function isEuRegion(region: string | undefined): boolean {
  if (region === undefined) return false;
  return EU_REGIONS.has(region.trim().toLowerCase());
}
