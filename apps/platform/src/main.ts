/** The web platform's entry: every ferry-* component, then the platform shell. */
import './language-start.ts';
import '@ferry/embed';
import './access-pages.ts';
import './settings-page.ts';
import './template-pages.ts';
import './customer-pages.ts';
import './platform-app.ts';
