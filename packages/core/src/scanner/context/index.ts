/** What the context stage hands the other stages: the words near a match, its column header and its label. */
export { ColumnHeaders } from './column-headers.js';
export { wordNear } from './context-lookup.js';
export { contextFrom, contextTo } from './context-range.js';
export { LABEL_GAP, isLabelled } from './label.js';
export { NearbyWords, type WindowWordReader, type WordTables } from './nearby-words.js';
export { OtherScriptWords } from './other-script-words.js';
export { WordHits } from './word-hits.js';
export { continuesNumber, numberSignKinds, numberSigns, PART_OF_LONGER_VALUE, STRONG_SIGNS } from './number-evidence.js';
