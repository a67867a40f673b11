/**
 * Units of text the tagger has read, summed over every document since the count was last set to
 * zero: each stage adds what it reads, so a test can hold the whole to a small multiple of the
 * text's length on hostile input instead of timing it.
 */
export const work = { units: 0 };
