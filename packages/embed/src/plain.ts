/**
 * The plain-script bundle's entry (`ferry-embed.js`, `window.FerryEmbed`): every element with its
 * English texts. Another language's texts are a script beside this one (`ferry-embed-de.js`),
 * loaded when an element first needs them — or included by the page itself after this script, so
 * that it loads at once.
 */
import { registerTexts, setTextsLoader, type Language, type Texts } from './base/i18n.ts';

export * from './elements.ts';

/** Where this script came from: the texts' scripts are beside it. */
const SCRIPT_SRC: string | null = (document.currentScript as HTMLScriptElement | null)?.src || null;

/** Texts scripts that ran before this one leave their texts here. */
const early = (globalThis as { __ferryTexts?: Partial<Record<Language, Texts>> }).__ferryTexts ?? {};
for (const [language, texts] of Object.entries(early)) registerTexts(language as Language, texts as Texts);

setTextsLoader((language) => new Promise<void>((resolve, reject) => {
  // The page may include the texts itself (after this script): wait for that one.
  const included = [...document.querySelectorAll('script')].find((s) => s.src.endsWith(`/ferry-embed-${language}.js`));
  if (included) {
    included.addEventListener('load', () => resolve());
    included.addEventListener('error', () => reject(new Error(`ferry-embed-${language}.js could not be loaded`)));
    return;
  }
  if (!SCRIPT_SRC) return reject(new Error('the plain script does not know where it came from'));
  const script = document.createElement('script');
  script.src = new URL(`ferry-embed-${language}.js`, SCRIPT_SRC).href;
  script.crossOrigin = 'anonymous';
  script.onload = () => resolve();
  script.onerror = () => reject(new Error(`ferry-embed-${language}.js could not be loaded`));
  document.head.append(script);
}));
