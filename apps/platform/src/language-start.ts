/** Sets the page's `lang` to the platform's language before anything renders (imported first by main.ts). */
import { applyLanguage } from './i18n.ts';

applyLanguage();
