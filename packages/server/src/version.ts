/** The API's version, in a module of its own so the CLI's SARIF output can name it without loading the app. */
export const API_VERSION = '0.1.0';
