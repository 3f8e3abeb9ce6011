/**
 * The translation function of the components (and of the platform, which adds its own texts).
 *
 * - Texts have keys; English (texts-en.ts) is the source, German (texts-de.ts) is typed to have
 *   every English key, so a missing German text fails the typecheck.
 * - English is always there; another language's texts are registered (`registerTexts`) by the ES
 *   module entry at once, and by the plain script when first needed: it loads `ferry-embed-de.js`
 *   beside itself (`setTextsLoader`), and the elements show English until it has arrived.
 * - The language: `settings.language` when given (`en` or `de`); else the `lang` attribute of the
 *   nearest element around the component (through shadow roots, up to `<html lang>`) when it names
 *   German or English; else the browser's preferred languages (the first of them that is German or
 *   English); else English.
 * - `settings.i18nOverrides` replaces any text by its key, in every language.
 * - `{name}` placeholders are filled from the values; a text `one form|other form` is chosen by the
 *   value `count` (the first form for exactly 1, the second otherwise).
 */
import { EN, type TextKey } from './texts-en.ts';

export { EN, type TextKey };

/** The languages the interface is written in. */
export const LANGUAGES = ['en', 'de'] as const;
/** A language the interface is written in. */
export type Language = (typeof LANGUAGES)[number];

/** Values filled into a text's `{name}` placeholders. */
export type TextValues = Record<string, string | number>;
/** The translation function: the text of a key in the chosen language, placeholders filled. */
export type Translate = (key: TextKey, values?: TextValues) => string;

/** A language's texts: every key of the English ones. */
export type Texts = { readonly [K in TextKey]: string };

const CATALOGS: Partial<Record<Language, Readonly<Record<string, string>>>> = { en: EN };
let loader: ((language: Language) => Promise<void>) | null = null;
const loading = new Map<Language, Promise<void>>();

/** Makes `texts` the texts of `language` (the entries and the German script call it). */
export function registerTexts(language: Language, texts: Texts): void {
  CATALOGS[language] = texts;
}

/** Whether the texts of `language` are there. */
export function hasTexts(language: Language): boolean {
  return CATALOGS[language] !== undefined;
}

/** How texts not registered yet are fetched (the plain script: a script beside itself). */
export function setTextsLoader(load: (language: Language) => Promise<void>): void {
  loader = load;
}

/**
 * Fetches the texts of `language` once (through the loader); settles when they are there, or when
 * they cannot be had (no loader, a failed load: English stays).
 */
export function loadTexts(language: Language): Promise<void> {
  if (hasTexts(language) || !loader) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loader(language).catch(() => undefined);
    loading.set(language, pending);
  }
  return pending;
}

/** The language a tag such as `de-CH` or `en` names, or null when the interface is not written in it. */
export function languageOf(tag: string | null | undefined): Language | null {
  const base = String(tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : null;
}

/** The first of the browser's preferred languages that the interface is written in; English when none is. */
export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return 'en';
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return 'en';
}

/** The `lang` attribute of the nearest element around `node` (crossing shadow roots), as a language. */
export function pageLanguage(node: Node | null): Language | null {
  let current: Node | null = node;
  while (current) {
    if (current instanceof Element && current.hasAttribute('lang')) return languageOf(current.getAttribute('lang'));
    const parent: Node | null = current.parentNode;
    current = parent instanceof ShadowRoot ? parent.host : parent;
  }
  return null;
}

/** The language to show: the one asked for, else the page's, else the browser's. */
export function resolveLanguage(asked: unknown, node: Node | null = null): Language {
  return languageOf(typeof asked === 'string' ? asked : null) ?? pageLanguage(node) ?? browserLanguage();
}

/** Fills `{name}` placeholders; for `one|other` texts chooses the form by `values.count`. */
export function format(text: string, values: TextValues = {}): string {
  let chosen = text;
  const bar = text.indexOf('|');
  if (bar >= 0 && typeof values.count === 'number') chosen = values.count === 1 ? text.slice(0, bar) : text.slice(bar + 1);
  return chosen.replace(/\{(\w+)\}/g, (m, k: string) => {
    if (!(k in values)) return m;
    const v = values[k]!;
    return typeof v === 'number' ? v.toLocaleString() : v;
  });
}

/**
 * The text of `key` in `language` (an override first, then the language's catalog, then English),
 * with its placeholders filled. `catalog` adds texts of the caller's own (the platform's).
 */
export function translate(language: Language, key: string, values?: TextValues, overrides?: Readonly<Record<string, string>> | null, catalogs?: Record<Language, Readonly<Record<string, string>>>): string {
  const text = overrides?.[key] ?? catalogs?.[language]?.[key] ?? CATALOGS[language]?.[key] ?? catalogs?.en?.[key] ?? EN[key as TextKey] ?? key;
  return format(text, values);
}
