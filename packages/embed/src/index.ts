/**
 * @ferry/embed — Ferry's embeddable components as web components (MIT). Importing this module
 * defines every `ferry-*` element, with its texts in English and German; see docs/components.md
 * for each element's properties, settings, callbacks, events and CSS. (The plain-script bundle
 * `ferry-embed.js` is built from plain.ts: it loads the German texts when an element needs them.)
 */
import { DE } from './base/texts-de.ts';
import { registerTexts } from './base/i18n.ts';

export * from './elements.ts';
export { DE as textsDe };

registerTexts('de', DE);
