/** What the token pass hands the other stages: the window of units, the events of a chunk and the tables they are found with. */
export { AnchorStretches, combinedRule, stretchRule, type StretchRule } from './anchor-stretches.js';
export { NON_ASCII_UNIT, NO_UNITS, OTHER_BLOCK, asciiUnits } from './ascii-units.js';
export { ALNUM, SPECIAL, alnumAt, baseKinds } from './char-kind.js';
export { collectEvents, eventLists, punctuationPairs, tokenLengths, type EventLists, type EventTables, type ScanEvents } from './events.js';
export { HIT_STRIDE, LiteralTable, keyOffset } from './literal-table.js';
export { PositionList } from './position-list.js';
export { sharedTokenPass, tokenPassKey, type TokenPass } from './token-pass.js';
export type { Window } from './window.js';
