import type * as zm from 'zod/mini';

/**
 * The zod functions the policy schemas are written with. Core builds its schemas with zod/mini's,
 * bundled, so importing core loads none of zod's hundred modules. The service passes zod's own
 * functions of the same names, which build the same schemas as zod classes that its OpenAPI
 * document is generated from.
 */
export type SchemaBuilder = Pick<
  typeof zm,
  | 'strictObject'
  | 'array'
  | 'string'
  | 'enum'
  | 'boolean'
  | 'number'
  | 'int'
  | 'optional'
  | '_default'
  | 'minLength'
  | 'maxLength'
  | 'trim'
  | 'regex'
  | 'gte'
  | 'lte'
  | 'refine'
  | 'superRefine'
>;
