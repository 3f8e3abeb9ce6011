/** The web platform's entry: every ferry-* component, then the platform shell. */
import '@ferry/embed';
import './platform-app.ts';
