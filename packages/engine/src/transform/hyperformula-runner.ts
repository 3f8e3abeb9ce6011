/**
 * Evaluates formulas the fast path does not compile, with HyperFormula: one engine per
 * transformation plan, one small sheet per formula, reused for every batch (DESIGN.md §4: never
 * one engine per row).
 *
 * Sheet layout of a formula with k inputs (the `{Column}` cells it reads, then `{value}` if used):
 * columns 0…k-1 hold the inputs of one row each, the formula sits in the last column of the sheet
 * in every one of {@link BLOCK_ROWS} rows and reads its own row. A batch is fed block by block with
 * evaluation suspended while the inputs are written, then the formula column is read back.
 *
 * Inputs keep their kind: text is written with a leading apostrophe so that HyperFormula stores
 * it as text (`"007"` stays text, `"12/01/2020"` is not turned into a date, `"=1+1"` is no formula);
 * numbers and logicals stay; a Date is written as `DD/MM/YYYY hh:mm:ss.sss` text without the
 * apostrophe, which HyperFormula parses into a typed date serial; '' is an empty cell.
 *
 * Limits (SECURITY.md "formula abuse"): the sheet is at most {@link BLOCK_ROWS} rows by the widest
 * formula's columns, regular expressions and wildcards are off, undo is off, REPT/SUBSTITUTE are
 * guarded (./hyperformula-plugin.ts), formula length and nesting are capped by the compiler, and
 * the time spent in HyperFormula per batch is bounded by a deadline checked between blocks
 * (a single block cannot be interrupted; the engine runs in a worker thread for that).
 */
import { DetailedCellError, HyperFormula, type CellValue as CellValueOut, type RawCellContent, type SimpleCellAddress } from 'hyperformula';
import { EngineError, type CellValue, type Row } from '../types.ts';
import { DATE_FORMATS, dateInputText, serialOfDate, TIME_FORMATS } from './formula-dates.ts';
import { printFormula } from './formula-print.ts';
import { walkFormula, type FormulaNode } from './formula-syntax.ts';
import { ensureFerryLanguage, FERRY_LANGUAGE, ferryFunctionPlugins } from './hyperformula-plugin.ts';
import { EPSILON, formulaError, PRECISION_ROUNDING, RichNumber, type ErrorCode, type FormulaValue } from './formula-values.ts';

/** Rows evaluated per block (the sheet's height). */
export const BLOCK_ROWS = 128;

/** One formula's inputs: which input columns (by index) feed it, and whether it reads `{value}`. */
export interface FormulaSlots {
  columns: number[];
  usesValue: boolean;
}

/** A row to evaluate: its input cells and the target value so far. */
export interface FormulaRowInput {
  row: Row;
  value: CellValue;
}

interface SheetFormula {
  tree: FormulaNode;
  slots: FormulaSlots;
  sheet: number;
}

const COLUMN_LETTERS = (i: number): string => {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
};

/** A cell value as HyperFormula should store it (see the module docstring). */
export function hyperFormulaInput(cell: CellValue | undefined): RawCellContent {
  if (typeof cell === 'string') return cell === '' ? null : `'${cell}`;
  if (cell instanceof Date) {
    // As text HyperFormula parses into a typed date, so that `{Date} + 1` is still a date.
    const text = dateInputText(cell);
    if (text !== undefined) return text;
    const serial = serialOfDate(cell);
    return Number.isFinite(serial) ? serial : '#NUM!';
  }
  if (cell === undefined) return null;
  return cell;
}

/** The slots of a tree: input columns in first-use order, and `{value}`. */
export function formulaSlots(tree: FormulaNode): FormulaSlots {
  const columns: number[] = [];
  let usesValue = false;
  for (const node of walkFormula(tree)) {
    if (node.type === 'column' && !columns.includes(node.index)) columns.push(node.index);
    if (node.type === 'value') usesValue = true;
  }
  return { columns, usesValue };
}

/**
 * A HyperFormula engine with Ferry's configuration: the limits of the module docstring, Ferry's
 * functions (./hyperformula-plugin.ts), date formats of ./formula-dates.ts, and the rounding and
 * epsilon the fast path mirrors (./formula-values.ts).
 */
export function createHyperFormula(maxRows: number, maxColumns: number): HyperFormula {
  ensureFerryLanguage();
  return HyperFormula.buildEmpty({
    licenseKey: 'gpl-v3',
    language: FERRY_LANGUAGE,
    functionPlugins: ferryFunctionPlugins(),
    maxRows,
    maxColumns,
    useRegularExpressions: false,
    useWildcards: false,
    useArrayArithmetic: false,
    undoLimit: 0,
    dateFormats: DATE_FORMATS,
    timeFormats: TIME_FORMATS,
    smartRounding: true,
    precisionEpsilon: EPSILON,
    precisionRounding: PRECISION_ROUNDING,
  });
}

/**
 * A value HyperFormula handed out, in the fast path's terms: errors as FormulaError, numbers whose
 * detailed type is a date, date-time or time as RichNumber, the rest unchanged.
 */
export function exportedValue(hf: HyperFormula, v: CellValueOut, address: SimpleCellAddress): FormulaValue {
  if (v instanceof DetailedCellError) return formulaError(v.type as ErrorCode);
  if (typeof v !== 'number') return v;
  const kind = hf.getCellValueDetailedType(address);
  if (kind === 'NUMBER_DATE') return new RichNumber(v, 'DATE');
  if (kind === 'NUMBER_DATETIME') return new RichNumber(v, 'DATETIME');
  if (kind === 'NUMBER_TIME') return new RichNumber(v, 'TIME');
  return v;
}

export class HyperFormulaRunner {
  private hf: HyperFormula | undefined;
  private readonly formulas: SheetFormula[] = [];
  private width = 2;

  /** Registers a formula; returns its handle. Adding after evaluation started rebuilds the engine. */
  add(tree: FormulaNode, slots: FormulaSlots): number {
    this.reset();
    this.formulas.push({ tree, slots, sheet: -1 });
    this.width = Math.max(this.width, slots.columns.length + (slots.usesValue ? 1 : 0) + 1);
    return this.formulas.length - 1;
  }

  /** The HyperFormula text of a registered formula in row `row` (0-based) of its sheet. */
  formulaText(handle: number, row = 0): string {
    const f = this.formulas[handle];
    const valueSlot = f.slots.columns.length;
    return printFormula(f.tree, (n) => {
      const slot = n.type === 'value' ? valueSlot : f.slots.columns.indexOf((n as { index: number }).index);
      return `${COLUMN_LETTERS(slot)}${row + 1}`;
    });
  }

  /** Whether HyperFormula parses the formula text. */
  validate(handle: number): boolean {
    return this.engine().validateFormula(this.formulaText(handle));
  }

  private engine(): HyperFormula {
    if (this.hf) return this.hf;
    const hf = createHyperFormula(BLOCK_ROWS, this.width);
    const formulaColumn = this.width - 1;
    for (let h = 0; h < this.formulas.length; h++) {
      const f = this.formulas[h];
      f.sheet = hf.getSheetId(hf.addSheet(`f${h}`)) as number;
      const block: RawCellContent[][] = [];
      for (let r = 0; r < BLOCK_ROWS; r++) {
        const line: RawCellContent[] = new Array(this.width).fill(null);
        line[formulaColumn] = this.formulaText(h, r);
        block.push(line);
      }
      hf.setCellContents({ sheet: f.sheet, col: 0, row: 0 }, block);
    }
    this.hf = hf;
    return hf;
  }

  /**
   * Evaluates a registered formula on rows. Results are HyperFormula's exported values: numbers
   * already rounded, dates as RichNumber (DATE, TIME, DATETIME), errors as FormulaError.
   * Throws EngineError LIMIT_EXCEEDED when more than `deadline` (a performance.now() time) passes.
   */
  evaluate(handle: number, inputs: FormulaRowInput[], deadline = Infinity): FormulaValue[] {
    const out: FormulaValue[] = new Array(inputs.length);
    for (let start = 0; start < inputs.length; start += BLOCK_ROWS) {
      const chunk = inputs.slice(start, start + BLOCK_ROWS);
      let values: FormulaValue[];
      try {
        values = this.evaluateBlock(handle, chunk);
      } catch {
        values = this.evaluateOneByOne(handle, chunk);
      }
      for (let i = 0; i < values.length; i++) out[start + i] = values[i];
      if (performance.now() > deadline) {
        throw new EngineError('LIMIT_EXCEEDED', 'formula evaluation took longer than the time allowed for one batch', { rows: inputs.length });
      }
    }
    return out;
  }

  private evaluateBlock(handle: number, chunk: FormulaRowInput[]): FormulaValue[] {
    const hf = this.engine();
    const f = this.formulas[handle];
    const { columns, usesValue } = f.slots;
    const block: RawCellContent[][] = new Array(chunk.length);
    for (let i = 0; i < chunk.length; i++) {
      const { row, value } = chunk[i];
      const line: RawCellContent[] = new Array(columns.length + (usesValue ? 1 : 0));
      for (let j = 0; j < columns.length; j++) line[j] = hyperFormulaInput(row[columns[j]]);
      if (usesValue) line[columns.length] = hyperFormulaInput(value);
      block[i] = line;
    }
    if (block[0].length > 0) {
      hf.suspendEvaluation();
      try {
        hf.setCellContents({ sheet: f.sheet, col: 0, row: 0 }, block);
      } finally {
        hf.resumeEvaluation();
      }
    }
    const col = this.width - 1;
    const results = hf.getRangeValues({ start: { sheet: f.sheet, col, row: 0 }, end: { sheet: f.sheet, col, row: chunk.length - 1 } });
    const out: FormulaValue[] = new Array(chunk.length);
    for (let i = 0; i < chunk.length; i++) out[i] = exportedValue(hf, results[i][0], { sheet: f.sheet, col, row: i });
    return out;
  }

  /** After HyperFormula threw on a block: a fresh engine, row by row; a row that throws is #VALUE!. */
  private evaluateOneByOne(handle: number, chunk: FormulaRowInput[]): FormulaValue[] {
    this.reset();
    return chunk.map((input) => {
      try {
        return this.evaluateBlock(handle, [input])[0];
      } catch {
        this.reset();
        return formulaError('VALUE');
      }
    });
  }

  private reset(): void {
    this.hf?.destroy();
    this.hf = undefined;
  }

  /** Releases the engine. */
  dispose(): void {
    this.reset();
  }
}

