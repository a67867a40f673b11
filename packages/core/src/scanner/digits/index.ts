/** What the digit prefilter hands the other stages: the candidate digit tokens by pattern, and the automaton the token pass walks. */
export { leadCharacters, type DigitAutomaton } from './digit-automaton.js';
export { EMPTY_LEAD, charLead, concatLead, repeatLead, unionLead, type DigitLead } from './digit-lead.js';
export { DigitPrefilter, type LiveTokens } from './digit-prefilter.js';
export type { PackedAutomaton } from './packed-automaton.js';
export { EMPTY_FRAGMENT, charFragment, concatFragments, repeatFragment, unionFragments, unitClassesOf, type Fragment, type UnitClasses } from './prefix-automaton.js';
