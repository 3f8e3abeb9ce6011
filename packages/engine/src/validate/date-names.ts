/**
 * Month and weekday names accepted in date text, lower case: English, German, French, Spanish,
 * Italian, Dutch and Portuguese, full and abbreviated (a trailing `.` is a separator to the scanner,
 * so `Jan.` and `janv.` work). Accented words are also listed without accents.
 */

const MONTH_SPELLINGS: ReadonlyArray<readonly string[]> = [
  ['jan', 'january', 'januar', 'jänner', 'janner', 'janvier', 'janv', 'ene', 'enero', 'gen', 'gennaio', 'januari', 'janeiro'],
  ['feb', 'february', 'febr', 'februar', 'feber', 'février', 'fevrier', 'févr', 'fevr', 'fév', 'fev', 'febrero', 'febbraio', 'februari', 'fevereiro'],
  ['mar', 'march', 'mär', 'mar', 'märz', 'marz', 'maerz', 'mars', 'marzo', 'mrt', 'maart', 'março', 'marco'],
  ['apr', 'april', 'avril', 'avr', 'abr', 'abril', 'aprile'],
  ['may', 'mai', 'mayo', 'mag', 'maggio', 'mei', 'maio'],
  ['jun', 'june', 'juni', 'juin', 'junio', 'giu', 'giugno', 'junho'],
  ['jul', 'july', 'juli', 'juillet', 'juil', 'julio', 'lug', 'luglio', 'julho'],
  ['aug', 'august', 'août', 'aout', 'ago', 'agosto', 'augustus'],
  ['sep', 'sept', 'september', 'septembre', 'septiembre', 'set', 'settembre', 'setembro'],
  ['oct', 'october', 'okt', 'oktober', 'octobre', 'octubre', 'ott', 'ottobre', 'out', 'outubro'],
  ['nov', 'november', 'novembre', 'noviembre', 'novembro'],
  ['dec', 'december', 'dez', 'dezember', 'décembre', 'decembre', 'déc', 'dic', 'diciembre', 'dicembre', 'dezembro'],
];

/** Month name → month number 1–12. */
export const MONTHS: ReadonlyMap<string, number> = new Map(
  MONTH_SPELLINGS.flatMap((names, i) => names.map((name) => [name, i + 1] as const)),
);

/**
 * Weekday names, skipped when they prefix a date (`Fri, 12 Jan 2024`); the weekday is not checked
 * against the date. Spanish `mar` (martes) is left out: it is March.
 */
export const WEEKDAYS: ReadonlySet<string> = new Set([
  'mon', 'monday', 'tue', 'tues', 'tuesday', 'wed', 'wednesday', 'thu', 'thur', 'thurs', 'thursday',
  'fri', 'friday', 'sat', 'saturday', 'sun', 'sunday',
  'mo', 'montag', 'di', 'dienstag', 'mi', 'mittwoch', 'do', 'donnerstag', 'fr', 'freitag', 'sa', 'samstag', 'sonnabend', 'so', 'sonntag',
  'lun', 'lundi', 'mardi', 'mer', 'mercredi', 'jeu', 'jeudi', 'ven', 'vendredi', 'sam', 'samedi', 'dim', 'dimanche',
  'lunes', 'martes', 'mié', 'mie', 'miércoles', 'miercoles', 'jue', 'jueves', 'vie', 'viernes', 'sáb', 'sab', 'sábado', 'sabado', 'dom', 'domingo',
  'lunedì', 'lunedi', 'martedì', 'martedi', 'mercoledì', 'mercoledi', 'giovedì', 'giovedi', 'venerdì', 'venerdi', 'sabato', 'domenica',
  'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag',
]);

/** Little words between parts of a date-time (`12 Jan 2024 at 10:00`, `am 12.01.2024 um 10:00`). */
export const CONNECTORS: ReadonlySet<string> = new Set(['t', 'at', 'on', 'um', 'der', 'den', 'le', 'à', 'el', 'de', 'del', 'of', 'the', 'op', 'om', 'uhr']);
