/**
 * The platform's language and its texts. The language is the person's choice in this browser
 * (Settings, or the choice on the sign-in page; kept in localStorage), else the browser's preferred
 * language when German, else English. It is set as the page's `lang` attribute, which the embedded
 * components follow (they have no `settings.language` here) and screen readers read the page in.
 */
import type { TemplateResult } from 'lit';
import { browserLanguage, languageOf, rich, translate, type Language, type TextValues } from '@ferry/embed';
import { PLATFORM_EN, type PlatformKey } from './texts-en.ts';
import { PLATFORM_DE } from './texts-de.ts';

const LANGUAGE_KEY = 'ferry.language';
const CATALOGS = { en: PLATFORM_EN, de: PLATFORM_DE };

/** The language chosen in this browser, or null when none was (the browser's language applies). */
export function chosenLanguage(): Language | null {
  try {
    return languageOf(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return null;
  }
}

/** The platform's language: the chosen one, else the browser's. */
export function platformLanguage(): Language {
  return chosenLanguage() ?? browserLanguage();
}

/** Sets the page's `lang` to the platform's language (at start and after a change). */
export function applyLanguage(): void {
  document.documentElement.lang = platformLanguage();
}

/** Keeps `language` as this browser's choice (null: follow the browser) and reloads the page in it. */
export function chooseLanguage(language: Language | null): void {
  if (language) localStorage.setItem(LANGUAGE_KEY, language);
  else localStorage.removeItem(LANGUAGE_KEY);
  applyLanguage();
  location.reload();
}

/** A platform text in the platform's language, placeholders filled. */
export function pt(key: PlatformKey, values?: TextValues): string {
  return translate(current(), key, values, null, CATALOGS);
}


/** The platform's language as a tag. */
function current(): Language {
  return languageOf(document.documentElement.lang) ?? 'en';
}

/** A platform text with markup (`**strong**`, `*em*`, `` `code` ``, `[words](/path)`) as a template; values stay plain text. */
export function prich(key: PlatformKey, values?: TextValues): TemplateResult {
  return rich(translate(current(), key, undefined, null, CATALOGS), values);
}
