/** One replacement in a module's source: `code.slice(start, end)` (UTF-16 offsets) becomes `text`. */
export interface SourceEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * `code` with every edit applied, in one pass (the build transforms' edits: ./minify-templates.ts,
 * ./compact-texts.ts). Edits may come in any order; they must not overlap (an overlap throws, as it
 * would mean a transform read the syntax tree wrong).
 */
export function applyEdits(code: string, edits: readonly SourceEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let at = 0;
  for (const e of sorted) {
    if (e.start < at || e.end < e.start) throw new Error(`overlapping or reversed edit at ${e.start}–${e.end}`);
    parts.push(code.slice(at, e.start), e.text);
    at = e.end;
  }
  parts.push(code.slice(at));
  return parts.join('');
}
