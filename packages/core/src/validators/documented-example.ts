/**
 * Keys that vendors print in their documentation as examples: pasted from a tutorial, they are
 * no one's secret. AWS ends its example access key ids with `EXAMPLE` and its example secret
 * keys with `EXAMPLEKEY`.
 */
const AWS_EXAMPLE = /EXAMPLE(?:KEY)?$/;

export function isDocumentedAwsExample(value: string): boolean {
  return AWS_EXAMPLE.test(value);
}
