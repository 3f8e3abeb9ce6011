/**
 * Evaluates formulas the fast path does not compile, with HyperFormula: one small engine and sheet
 * per formula, built once per transformation plan and reused for every batch (DESIGN.md §4: never
 * one engine per row). Separate engines keep a formula HyperFormula fails on from disturbing the
 * others.
 *
 * Sheet layout of a formula with k inputs (the `{Column}` cells it reads, then `{value}` if used):
 * columns 0…k-1 hold the inputs of one row each, the formula sits in column k in every one of
 * {@link BLOCK_ROWS} rows and reads its own row. A batch is fed block by block with evaluation
 * suspended while the inputs are written, then the formula column is read back. When HyperFormula
 * throws on a block, that block's rows are evaluated one by one on a one-row sheet.
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

interface FormulaEngine {
  tree: FormulaNode;
  slots: FormulaSlots;
  /** Input columns plus the formula column. */
  width: number;
  /** The block sheet: BLOCK_ROWS rows of inputs and formula. */
  block?: HyperFormula;
  /** Set when building the block sheet threw: rows are then evaluated one by one. */
  blockBroken?: boolean;
  /** A one-row sheet for rows evaluated one by one. */
  single?: HyperFormula;
}

const VALUE_ERROR = formulaError('VALUE');

export class HyperFormulaRunner {
  private readonly formulas: FormulaEngine[] = [];
  private checker: HyperFormula | undefined;

  /** Registers a formula; returns its handle. */
  add(tree: FormulaNode, slots: FormulaSlots): number {
    this.formulas.push({ tree, slots, width: slots.columns.length + (slots.usesValue ? 1 : 0) + 1 });
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

  /** Whether HyperFormula parses the formula text (parsing only: nothing is evaluated). */
  validate(handle: number): boolean {
    this.checker ??= createHyperFormula(1, 1);
    return this.checker.validateFormula(this.formulaText(handle));
  }

  /**
   * Evaluates a registered formula on rows. Results are HyperFormula's exported values: numbers
   * already rounded, dates as RichNumber (DATE, TIME, DATETIME), errors as FormulaError. A row
   * HyperFormula throws on (it does, e.g., for TEXT with more than 100 decimals) is #VALUE!.
   * Throws EngineError LIMIT_EXCEEDED when `deadline` (a performance.now() time) has passed.
   */
  evaluate(handle: number, inputs: FormulaRowInput[], deadline = Infinity): FormulaValue[] {
    const f = this.formulas[handle];
    const out: FormulaValue[] = new Array(inputs.length);
    for (let start = 0; start < inputs.length; start += BLOCK_ROWS) {
      const chunk = inputs.slice(start, start + BLOCK_ROWS);
      let values: FormulaValue[] | undefined;
      if (!f.blockBroken) {
        try {
          values = this.evaluateBlock(f, chunk);
        } catch {
          // The engine may be half-way through an evaluation: start a fresh one next time.
          f.block?.destroy();
          f.block = undefined;
        }
      }
      values ??= chunk.map((input) => this.evaluateSingle(f, input));
      for (let i = 0; i < values.length; i++) out[start + i] = values[i];
      if (performance.now() > deadline) {
        throw new EngineError('LIMIT_EXCEEDED', 'formula evaluation took longer than the time allowed for one batch', { rows: inputs.length });
      }
    }
    return out;
  }

  private inputLine(f: FormulaEngine, input: FormulaRowInput): RawCellContent[] {
    const { columns, usesValue } = f.slots;
    const line: RawCellContent[] = new Array(f.width - 1);
    for (let j = 0; j < columns.length; j++) line[j] = hyperFormulaInput(input.row[columns[j]]);
    if (usesValue) line[columns.length] = hyperFormulaInput(input.value);
    return line;
  }

  private blockEngine(f: FormulaEngine): HyperFormula {
    if (f.block) return f.block;
    const hf = createHyperFormula(BLOCK_ROWS, f.width);
    try {
      const sheet = hf.getSheetId(hf.addSheet('formula')) as number;
      const lines: RawCellContent[][] = [];
      for (let r = 0; r < BLOCK_ROWS; r++) {
        const line: RawCellContent[] = new Array(f.width).fill(null);
        line[f.width - 1] = this.formulaText(this.formulas.indexOf(f), r);
        lines.push(line);
      }
      hf.setCellContents({ sheet, col: 0, row: 0 }, lines);
    } catch (e) {
      hf.destroy();
      f.blockBroken = true;
      throw e;
    }
    f.block = hf;
    return hf;
  }

  private evaluateBlock(f: FormulaEngine, chunk: FormulaRowInput[]): FormulaValue[] {
    const hf = this.blockEngine(f);
    if (f.width > 1) {
      const lines = chunk.map((input) => this.inputLine(f, input));
      hf.suspendEvaluation();
      try {
        hf.setCellContents({ sheet: 0, col: 0, row: 0 }, lines);
      } finally {
        hf.resumeEvaluation();
      }
    }
    const col = f.width - 1;
    const results = hf.getRangeValues({ start: { sheet: 0, col, row: 0 }, end: { sheet: 0, col, row: chunk.length - 1 } });
    return results.map((line, i) => exportedValue(hf, line[0], { sheet: 0, col, row: i }));
  }

  /** One row on a one-row sheet, inputs and formula written together; a throw gives #VALUE!. */
  private evaluateSingle(f: FormulaEngine, input: FormulaRowInput): FormulaValue {
    try {
      if (!f.single) {
        f.single = createHyperFormula(1, f.width);
        f.single.addSheet('formula');
      }
      const hf = f.single;
      hf.setCellContents({ sheet: 0, col: 0, row: 0 }, [[...this.inputLine(f, input), this.formulaText(this.formulas.indexOf(f))]]);
      const address = { sheet: 0, col: f.width - 1, row: 0 };
      return exportedValue(hf, hf.getCellValue(address), address);
    } catch {
      f.single?.destroy();
      f.single = undefined;
      return VALUE_ERROR;
    }
  }

  /** Releases the engine validate() uses. */
  releaseChecker(): void {
    this.checker?.destroy();
    this.checker = undefined;
  }

  /** Releases every engine. */
  dispose(): void {
    for (const f of this.formulas) {
      f.block?.destroy();
      f.single?.destroy();
      f.block = undefined;
      f.single = undefined;
    }
    this.checker?.destroy();
    this.checker = undefined;
  }
}
