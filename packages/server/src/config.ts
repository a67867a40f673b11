import { z } from 'zod';
import type { AllowedPorts } from './forwarding/validation.js';

/**
 * Every setting comes from a `PREFLIGHT_*` environment variable with a documented default;
 * command-line flags override the environment (see cli/serve.ts).
 */
const envSchema = z.object({
  /** TCP port; 0 picks a free one. */
  PREFLIGHT_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Interface to listen on; set 0.0.0.0 inside a container. */
  PREFLIGHT_HOST: z.string().min(1).default('127.0.0.1'),
  /** Folder holding the SQLite database; created when missing. */
  PREFLIGHT_DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… selects PostgreSQL instead of the SQLite file (any number of replicas may share it). */
  PREFLIGHT_DATABASE_URL: z
    .string()
    .refine(isPostgresUrl, 'must be a postgres:// or postgresql:// URL, e.g. postgres://user:password@host:5432/preflight?sslmode=verify-full')
    .optional(),
  /** PEM file of the authorities PostgreSQL's certificate must chain to. */
  PREFLIGHT_DATABASE_CA_FILE: z.string().optional(),
  /** PostgreSQL connections each server process keeps open at most. */
  PREFLIGHT_DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(1000).default(10),
  /** PostgreSQL: months of audit log kept, whole months dropped past it; 0 keeps everything. */
  PREFLIGHT_AUDIT_RETENTION_MONTHS: z.coerce.number().int().min(0).max(1200).default(0),
  /** Public address used in links (masked_file_url, docs); defaults to http://localhost:<port>. */
  PREFLIGHT_BASE_URL: z.url().optional(),
  /** Fixed administrator key; when unset one is generated on first start and printed once. */
  PREFLIGHT_ADMIN_KEY: z
    .string()
    .regex(/^pfa_[0-9A-Za-z]{32,}$/, 'must be pfa_ followed by at least 32 letters or digits')
    .optional(),
  PREFLIGHT_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest accepted request body in bytes (text and files); larger answers 413. */
  PREFLIGHT_MAX_BODY_BYTES: z.coerce.number().int().positive().default(10 * 1024 * 1024),
  /** Web origins (scheme://host[:port], comma-separated) whose pages may call the check, license and audit-upload routes. */
  PREFLIGHT_CORS_ORIGINS: z
    .string()
    .default('')
    .transform((list) => list.split(',').map((o) => o.trim()).filter((o) => o !== ''))
    .refine((origins) => origins.every(isOrigin), 'must be comma-separated origins such as https://app.example.com or chrome-extension://<id>'),
  /** The model provider the gateway forwards to (https://api.openai.com, https://api.anthropic.com, a vLLM or Ollama server); unset, no gateway routes. */
  PREFLIGHT_GATEWAY_UPSTREAM: z.url({ protocol: /^https?$/ }).optional(),
  /** Policy key for gateway calls that send no X-Service-API-Key, so callers need only change their base URL. */
  PREFLIGHT_GATEWAY_POLICY_KEY: z.string().regex(/^pfp_[0-9A-Za-z]{32,}$/, 'must be a policy key (pfp_…)').optional(),
  /** How long the gateway waits for the provider's answer to begin. */
  PREFLIGHT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().default(300_000),
  /** Worker threads for large text checks and file checks; 0 picks one fewer than the cores (at least one). */
  PREFLIGHT_CHECK_THREADS: z.coerce.number().int().min(0).max(64).default(0),
  /** Large checks that may wait for a thread; more answer 503 with Retry-After. */
  PREFLIGHT_CHECK_QUEUE: z.coerce.number().int().min(1).max(10_000).default(64),
  /** Requests per minute per API key; 0 turns the limit off. */
  PREFLIGHT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(6000),
  /** Base64 of 32 bytes sealing stored secrets; when unset a key file `master.key` (mode 0600) is created in the data dir. */
  PREFLIGHT_MASTER_KEY: z.string().optional(),
  /** Comma-separated earlier master keys, so values sealed before a rotation stay readable. */
  PREFLIGHT_PREVIOUS_MASTER_KEYS: z.string().optional(),
  /** How often the forwarding worker looks for due deliveries. */
  PREFLIGHT_FORWARD_INTERVAL_MS: z.coerce.number().int().positive().default(10_000),
  /** Time-out of one delivery to a forwarding destination. */
  PREFLIGHT_FORWARD_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Waits after the first, second, … failed delivery, comma-separated ms; the third failure dead-letters, so two are used. */
  PREFLIGHT_FORWARD_BACKOFF_MS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be comma-separated milliseconds')
    .default('60000,120000,240000')
    .transform((list) => list.split(',').map(Number)),
  /** 1 lets destinations resolve to private, loopback or link-local addresses (tests, self-hosted receivers). */
  PREFLIGHT_ALLOW_PRIVATE_DESTINATIONS: z.enum(['0', '1']).default('0'),
  /** Ports a destination URL may use besides 443, comma-separated, or `any` (e.g. 8088 for Splunk HEC). */
  PREFLIGHT_FORWARD_PORTS: z
    .string()
    .regex(/^(any|\d{1,5}(,\d{1,5})*)$/, 'must be comma-separated port numbers or any')
    .default('443')
    .transform((list): AllowedPorts => (list === 'any' ? 'any' : [443, ...list.split(',').map(Number).filter((p) => p !== 443)]))
    .refine((ports) => ports === 'any' || ports.every((p) => p >= 1 && p <= 65535), 'ports must be between 1 and 65535'),
  /** PEM file of extra certificate authorities trusted for forwarding destinations. */
  PREFLIGHT_FORWARD_CA_FILE: z.string().optional(),
});

const SSLMODES = ['disable', 'allow', 'prefer', 'require', 'verify-ca', 'verify-full'];

/** Never echoed: the URL holds the password. */
function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    const sslmode = url.searchParams.get('sslmode');
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '' && (sslmode === null || SSLMODES.includes(sslmode));
  } catch {
    return false;
  }
}

/** `https://app.example.com` or `http://localhost:5173`: a scheme, a host and an optional port, nothing else. */
/** A browser extension's origin (the URL parser reports those as opaque): its service worker uploads audit events. */
const EXTENSION_ORIGIN = /^(chrome-extension|moz-extension):\/\/[0-9a-z-]{16,64}$/;

function isOrigin(value: string): boolean {
  if (EXTENSION_ORIGIN.test(value)) return true;
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Set: PostgreSQL instead of SQLite. */
  database?: DatabaseConfig;
  baseUrl?: string;
  adminKey?: string;
  logLevel: z.infer<typeof envSchema>['PREFLIGHT_LOG_LEVEL'];
  maxBodyBytes: number;
  /** Origins whose pages may call the check, license and audit-upload routes (CORS). */
  corsOrigins: string[];
  /** Check pool threads; 0 means one fewer than the cores. */
  checkThreads: number;
  checkQueue: number;
  rateLimitPerMinute: number;
  masterKey?: string;
  previousMasterKeys?: string;
  forwarding: ForwardingConfig;
  gateway: GatewayConfig;
}

export interface DatabaseConfig {
  url: string;
  caFile?: string;
  poolSize: number;
  auditRetentionMonths: number;
}

export interface GatewayConfig {
  upstream?: string;
  policyKey?: string;
  timeoutMs: number;
}

export interface ForwardingConfig {
  intervalMs: number;
  timeoutMs: number;
  backoffMs: number[];
  allowPrivateDestinations: boolean;
  /** Ports destination URLs may use; 443 is always among them. */
  allowedPorts: AllowedPorts;
  caFile?: string;
}

export class ConfigError extends Error {
  readonly code = 'INVALID_CONFIG';
  constructor(readonly settings: string[]) {
    super(`Invalid settings: ${settings.join(', ')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment; `overrides` (from flags) win over it. Values are never echoed in errors. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} (${issue.message})`));
  }
  const e = parsed.data;
  const config: ServerConfig = {
    port: e.PREFLIGHT_PORT,
    host: e.PREFLIGHT_HOST,
    dataDir: e.PREFLIGHT_DATA_DIR,
    database:
      e.PREFLIGHT_DATABASE_URL === undefined
        ? undefined
        : {
            url: e.PREFLIGHT_DATABASE_URL,
            caFile: e.PREFLIGHT_DATABASE_CA_FILE,
            poolSize: e.PREFLIGHT_DATABASE_POOL_SIZE,
            auditRetentionMonths: e.PREFLIGHT_AUDIT_RETENTION_MONTHS,
          },
    baseUrl: e.PREFLIGHT_BASE_URL,
    adminKey: e.PREFLIGHT_ADMIN_KEY,
    logLevel: e.PREFLIGHT_LOG_LEVEL,
    maxBodyBytes: e.PREFLIGHT_MAX_BODY_BYTES,
    corsOrigins: e.PREFLIGHT_CORS_ORIGINS,
    checkThreads: e.PREFLIGHT_CHECK_THREADS,
    checkQueue: e.PREFLIGHT_CHECK_QUEUE,
    rateLimitPerMinute: e.PREFLIGHT_RATE_LIMIT_PER_MINUTE,
    masterKey: e.PREFLIGHT_MASTER_KEY,
    previousMasterKeys: e.PREFLIGHT_PREVIOUS_MASTER_KEYS,
    forwarding: {
      intervalMs: e.PREFLIGHT_FORWARD_INTERVAL_MS,
      timeoutMs: e.PREFLIGHT_FORWARD_TIMEOUT_MS,
      backoffMs: e.PREFLIGHT_FORWARD_BACKOFF_MS,
      allowPrivateDestinations: e.PREFLIGHT_ALLOW_PRIVATE_DESTINATIONS === '1',
      allowedPorts: e.PREFLIGHT_FORWARD_PORTS,
      caFile: e.PREFLIGHT_FORWARD_CA_FILE,
    },
    gateway: {
      upstream: e.PREFLIGHT_GATEWAY_UPSTREAM,
      policyKey: e.PREFLIGHT_GATEWAY_POLICY_KEY,
      timeoutMs: e.PREFLIGHT_GATEWAY_TIMEOUT_MS,
    },
  };
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  return { ...config, ...defined };
}

function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith('PREFLIGHT_') && value !== undefined && value !== '') out[name] = value;
  }
  return out;
}
