/**
 * The outcome of a run from its counts (DESIGN.md §4 "Error percentage"):
 * error percentage = erroneous cells ÷ (data rows × TDM columns) × 100 (0 when there are no cells);
 * the run is SUCCESSFUL iff no cell is erroneous or the percentage is strictly below
 * `error_config.error_threshold`; without `error_config` the threshold is 0 (no errors allowed).
 * SPEC.md §Errors: "Erroneous cells reach or exceed error_threshold percent → execution fails".
 */
import type { ErrorConfig } from '../types.ts';

export interface Outcome {
  successful: boolean;
  error_percentage: number;
  threshold: number;
}

/** Clamps a configured threshold to 0–100; a missing or non-numeric one is 0. */
export function thresholdOf(config: ErrorConfig | null | undefined): number {
  const t = config?.error_threshold;
  if (typeof t !== 'number' || Number.isNaN(t)) return 0;
  return Math.min(100, Math.max(0, t));
}

/** Decides the outcome; compares `erroneous × 100 < threshold × cells` to avoid rounding at the edge. */
export function outcomeOf(erroneousCells: number, cells: number, config: ErrorConfig | null | undefined): Outcome {
  const threshold = thresholdOf(config);
  const error_percentage = cells === 0 ? 0 : (erroneousCells / cells) * 100;
  const successful = erroneousCells === 0 || erroneousCells * 100 < threshold * cells;
  return { successful, error_percentage, threshold };
}

/** "12.5" / "0.0012" / "33.33": a percentage for messages, without float noise. */
export function formatPercent(value: number): string {
  if (value === 0) return '0';
  if (value >= 0.01) return String(Math.round(value * 100) / 100);
  return value.toPrecision(2);
}
