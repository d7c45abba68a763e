/**
 * A mark that ends a sentence or clause: "!", "?", ";" or a full stop that is not a decimal point.
 * "temp was 38.4 this morning" is one clause; splitting at the point would leave "38" and "4".
 */
export const SENTENCE_STOP = String.raw`(?:[!?;]|(?<!\d)\.|\.(?!\d))`;
