/** The postcode areas of the UK and the Crown dependencies (Royal Mail), the letters that open an outward code. */
const AREAS = new Set(
  ('AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX FK FY ' +
    'G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP NR ' +
    'NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA ' +
    'WC WD WF WN WR WS WV YO ZE').split(' '),
);

/**
 * UK postcode: an outward code (area letters, a district of one or two digits or a digit and a
 * letter) and an inward code (a digit and two letters, never C, I, K, M, O or V).
 */
export function isValidUkPostcode(value: string): boolean {
  const parts = /^([A-Z]{1,2})(\d[A-Z\d]?) ?\d[ABD-HJLNP-UW-Z]{2}$/.exec(value);
  return parts !== null && AREAS.has(parts[1]);
}
