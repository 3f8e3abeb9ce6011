/**
 * A formula number with HyperFormula's subtype (./formula-values.ts describes the value model): its
 * own module so that the date parsing (./formula-dates.ts), which makes these, and the coercions
 * (./formula-values.ts), which call that parsing, do not import each other.
 */

/** HyperFormula's number subtypes other than a plain number. */
export type NumberKind = 'DATE' | 'TIME' | 'DATETIME' | 'PERCENT' | 'CURRENCY';

/** A number with a subtype (a date serial, a percentage, …). Immutable. */
export class RichNumber {
  readonly v: number;
  readonly kind: NumberKind;
  constructor(v: number, kind: NumberKind) {
    this.v = v;
    this.kind = kind;
  }
}
