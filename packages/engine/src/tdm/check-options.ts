/**
 * The TDM check of a category column's `optionConfiguration` (types.ts `OptionConfiguration`,
 * DESIGN.md §4 OPTION_MAPPING). Lenient input: options as plain strings (`"red"` → label and value
 * `red`), numeric values, a missing label (→ the value), `layers` in any case. Refused: no options,
 * an option without a value, two options whose values are equal ignoring case (matching ignores
 * case, so they could never be told apart), unknown layers, a threshold outside 0–1.
 */
import type { CategoryOption, OptionConfiguration, OptionMappingConfiguration } from '../types.ts';
import { isRecord, own, Problems, scalarText, TDM_LIMITS } from './tdm-problems.ts';

const LAYERS = ['EXACT', 'FUZZY', 'SMART'] as const;

function readOption(raw: unknown, path: string, name: string, problems: Problems): CategoryOption | undefined {
  const simple = scalarText(raw);
  if (simple !== undefined) {
    if (simple.trim() === '') {
      problems.add(path, `${name}: an option's value must not be empty`);
      return undefined;
    }
    return { label: simple.trim(), value: simple.trim() };
  }
  if (!isRecord(raw)) {
    problems.add(path, `${name}: each option must be an object with "value" (and "label")`);
    return undefined;
  }
  const value = scalarText(own(raw, 'value'))?.trim();
  if (!value) {
    problems.add(`${path}.value`, `${name}: an option needs a non-empty "value"`);
    return undefined;
  }
  const rawLabel = own(raw, 'label');
  const label = scalarText(rawLabel)?.trim() || value;
  if (rawLabel !== undefined && rawLabel !== null && scalarText(rawLabel) === undefined) {
    problems.add(`${path}.label`, `${name}: an option's "label" must be text`);
  }
  if (value.length > TDM_LIMITS.optionTextLength || label.length > TDM_LIMITS.optionTextLength) {
    problems.add(path, `${name}: option texts are limited to ${TDM_LIMITS.optionTextLength} characters`);
    return undefined;
  }
  const option: CategoryOption = { label, value };
  const type = own(raw, 'type');
  if (typeof type === 'string' && type.trim() !== '') option.type = type.trim();
  const alternatives = own(raw, 'alternativeMatches');
  if (alternatives !== undefined && alternatives !== null) {
    const list = Array.isArray(alternatives) ? alternatives : [alternatives];
    const texts = list.slice(0, TDM_LIMITS.alternativeMatchesPerOption).map(scalarText);
    if (texts.some((t) => t === undefined) || list.length > TDM_LIMITS.alternativeMatchesPerOption) {
      problems.add(`${path}.alternativeMatches`, `${name}: "alternativeMatches" must be a list of at most ${TDM_LIMITS.alternativeMatchesPerOption} texts`);
    } else {
      const cleaned = (texts as string[]).map((t) => t.trim()).filter((t) => t !== '');
      if (cleaned.length > 0) option.alternativeMatches = [...new Set(cleaned)];
    }
  }
  return option;
}

function readMappingConfiguration(raw: unknown, path: string, name: string, problems: Problems): OptionMappingConfiguration | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isRecord(raw)) {
    problems.add(path, `${name}: "mappingConfiguration" must be an object`);
    return undefined;
  }
  const result: OptionMappingConfiguration = { layers: ['EXACT', 'FUZZY'] };
  const layers = own(raw, 'layers');
  if (layers !== undefined && layers !== null) {
    const list = Array.isArray(layers) ? layers : [layers];
    const read = list.map((l) => (typeof l === 'string' ? l.trim().toUpperCase() : l));
    const unknown = read.filter((l) => !(LAYERS as readonly unknown[]).includes(l));
    if (unknown.length > 0 || read.length === 0) {
      problems.add(`${path}.layers`, `${name}: "layers" must list some of ${LAYERS.join(', ')}; got ${JSON.stringify(layers)}`);
    } else result.layers = [...new Set(read as OptionMappingConfiguration['layers'])];
  }
  const threshold = own(raw, 'threshold');
  if (threshold !== undefined && threshold !== null) {
    const value = typeof threshold === 'string' && threshold.trim() !== '' ? Number(threshold) : threshold;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
      problems.add(`${path}.threshold`, `${name}: "threshold" must be a number from 0 to 1; got ${JSON.stringify(threshold)}`);
    } else result.threshold = value;
  }
  return result;
}

/** Checks a category column's option configuration; returns the normalised form. */
export function checkOptionConfiguration(raw: unknown, path: string, name: string, problems: Problems): OptionConfiguration | undefined {
  if (raw === undefined || raw === null) {
    problems.add(path, `${name}: a category column needs "optionConfiguration" with its options`);
    return undefined;
  }
  // Lenient: a bare array of options.
  const record: Record<string, unknown> | undefined = Array.isArray(raw) ? { options: raw } : isRecord(raw) ? raw : undefined;
  if (!record) {
    problems.add(path, `${name}: "optionConfiguration" must be an object with "options"`);
    return undefined;
  }
  const rawOptions = own(record, 'options');
  if (!Array.isArray(rawOptions) || rawOptions.length === 0) {
    problems.add(`${path}.options`, `${name}: a category column needs at least one option`);
    return undefined;
  }
  if (rawOptions.length > TDM_LIMITS.options) {
    problems.add(`${path}.options`, `${name}: at most ${TDM_LIMITS.options} options`);
    return undefined;
  }
  const options: CategoryOption[] = [];
  const seen = new Map<string, number>();
  rawOptions.forEach((rawOption, i) => {
    const option = readOption(rawOption, `${path}.options[${i}]`, name, problems);
    if (!option) return;
    const folded = option.value.toLowerCase();
    const first = seen.get(folded);
    if (first !== undefined) {
      problems.add(`${path}.options[${i}].value`, `${name}: option value ${JSON.stringify(option.value)} repeats option ${first + 1} (values must differ, ignoring case)`);
      return;
    }
    seen.set(folded, i);
    options.push(option);
  });
  const result: OptionConfiguration = { options };
  const mapping = readMappingConfiguration(own(record, 'mappingConfiguration'), `${path}.mappingConfiguration`, name, problems);
  if (mapping) result.mappingConfiguration = mapping;
  return result;
}
