export { checkText, type CheckTextOptions } from './check-text.js';
export { createChecker, type Checker, type CheckerOptions } from './checker.js';
export type { DetectedType } from './detected.js';
export type { CheckRequest, CheckResult } from './result.js';
export { articleFor, withArticle } from './article.js';
