export { nameWords } from './name-words.js';
export { MAX_NAME, MAX_VALUE, readAssignment, type Assignment } from './read-assignment.js';
export { AssignmentList } from './assignment-list.js';
export { AssignmentRules } from './assignment-rules.js';
