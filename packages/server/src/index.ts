export { createApp, API_VERSION } from './app.js';
export { loadConfig, ConfigError, type ServerConfig } from './config.js';
export { startServer, type RunningServer, type StartOptions } from './server.js';
export { openSqliteStore, type SqliteStore } from './store/sqlite/index.js';
export type { AppDeps } from './deps.js';
export type { Store } from './store/types.js';
export { ApiError, ERROR_STATUS, type ErrorCode } from './http/errors.js';
