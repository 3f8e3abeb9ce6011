/**
 * The part of `gettext-parser` (10.x, which ships no type declarations) that ./ui-catalog-derive.ts
 * uses: parsing a `.po` or `.mo` catalog into its messages, grouped by context ('' when none), then msgid.
 */
declare module 'gettext-parser' {
  interface PoMessage {
    msgctxt?: string;
    msgid: string;
    msgid_plural?: string;
    /** The translation; one per plural form. Empty strings when not translated. */
    msgstr: string[];
  }
  interface PoCatalog {
    charset: string;
    headers: Record<string, string>;
    translations: Record<string, Record<string, PoMessage>>;
  }
  const gettextParser: {
    po: { parse(input: Buffer | string, options?: { defaultCharset?: string; validation?: boolean }): PoCatalog };
    /** A compiled (`.mo`) catalog; `defaultCharset` applies when its header names none. */
    mo: {
      parse(input: Buffer, defaultCharset?: string): PoCatalog;
      /** Writes a compiled catalog (tests build small `.mo` files with it). */
      compile(catalog: { charset: string; headers: Record<string, string>; translations: Record<string, Record<string, PoMessage>> }): Buffer;
    };
  };
  export default gettextParser;
}
