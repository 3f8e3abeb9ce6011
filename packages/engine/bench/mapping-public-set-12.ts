/**
 * The twelfth held-out set of the mapping benchmark (`npm run bench:mapping`, docs/mapping.md
 * "Benchmark"): headers that nobody working on Ferry wrote, from three open-source programs none of
 * the other sets use, in domains the matcher was not tuned for: a sports club's member register,
 * sign-ups for club events, conference registrations and programmes, and ticket discount codes. Most
 * of it is not English (German, French, Spanish, Italian, Dutch and Portuguese, 12 of its 17 files).
 * It was built as the next round's clean measure.
 *
 * How it was built, in this order, and committed before the matcher was run on it:
 * 1. Target data models were written first, from scratch, as a sports club, an event organiser and a
 *    conference office importing such files would write their own (English keys and labels, a
 *    description where a label alone would leave a person guessing, no `alternativeMatches`): club
 *    members, event participants, conference talks and discount codes. Some of their columns have
 *    no source in any file (a member's team, membership type and fee, a participant's arrival and
 *    departure, a talk's room, how often a code was used), as a company's model has more than one
 *    export fills.
 * 2. The headers were taken verbatim from files written by real programs, used by none of held-out
 *    2 to 11 (every `source` line of those sets checked) nor among the programs whose interface
 *    translations the matcher reads:
 *    · Admidio 5 (open-source member management for clubs and associations; repository snapshot of
 *      2026-08-22, commit de13dd8), a role's member list exported as CSV (Groups & roles → list →
 *      Export; also xlsx/ods with the same header). In modules/groups-roles/lists_show.php the
 *      header row is `$list->getColumnNames()` (plus SYS_GROUP_ROLE_MEMBERSHIP under the "all
 *      members" filter), and ListConfiguration::getColumnNames (src/Roles/Entity/ListConfiguration.php)
 *      names a profile-field column by the field's `usf_name`, translated by
 *      Language::translateIfTranslationStrId when it is a string id, and a special column
 *      (mem_begin, mem_end, mem_duration, mem_leader, mem_approved, mem_count_guests, mem_comment,
 *      usr_login_name, usr_photo, usr_uuid, usr_timestamp_create/change, usr_usr_id_create/change,
 *      mem_timestamp_change) by `$gL10n->get('SYS_…')`. The default profile fields and their
 *      string ids (SYS_LASTNAME … SYS_WEBSITE, SYS_DATA_PROTECTION_PERMISSION and the social
 *      networks) are those install/install_steps/start_installation.php creates. Each header here is
 *      that string id's text in languages/<lang>.xml (en, de, fr, es, it, nl, pt), read with a
 *      script that parsed the XML files, `\'` unescaped as Language.php does (the Portuguese consent
 *      text keeps its two zero-width spaces, as the file has them). Columns whose string a locale
 *      lacks were left out of that language's file. A user picks a list's columns; each file is one
 *      such selection in the user's order. An event's participants are the members of the event's
 *      role, exported by the same code: their Start (mem_begin) is the day they signed up, the
 *      participation status, additional seats and comment are theirs, a change date there is
 *      mem_timestamp_change.
 *    · Indico (conference management, CERN; snapshot of 2026-08-21, commit b8f1fde), two spreadsheet
 *      exports whose headers are not translated: the registrants list
 *      (generate_spreadsheet_from_registrations in indico/modules/events/registration/util.py: "ID",
 *      "Name", then the form's fields by title, then the chosen static columns "Registration date" …
 *      "Tags"; the personal-data fields of the default form are titled by PersonalDataType.__titles__
 *      in registration/models/items.py), and the contributions list (`headers` of
 *      generate_spreadsheet_from_contributions in indico/modules/events/contributions/util.py, with
 *      its author, board-number and keyword columns).
 *    · Hi.Events (event ticketing; snapshot of 2024-08-07, commit 11310bf), the attendee and promo
 *      code exports, whose `headings()` in backend/app/Exports/AttendeesExport.php and
 *      PromoCodesExport.php are fixed English strings (an attendee export's custom questions, titled
 *      by the organiser, left out).
 * 3. Each header was labelled with the TDM column a person would map it to, or null when none fits
 *    (decided from the header, the field's meaning in the program and the TDM alone): Admidio's
 *    unique ID (the only identifier of a member in its export) is the member number; its Start and
 *    End of the club's members role are the membership's start and end, of an event's role Start is
 *    the registration date; its Leader flag is the group-leader flag of a member and null for an
 *    event participant (a leader of an event's role manages the sign-ups); the group/role membership
 *    column ("Member", "Former member") the membership status; the change date of a member the last
 *    update, of a participant the last modification; created-at, created-by, changed-by, website,
 *    photo and social-network columns null; a participant's mobile is the phone where the file has
 *    no other phone. Indico's Name is the participant's full name, Affiliation the organisation,
 *    Position the job title, Title (Mr, Dr, …) and Address null, Registration state the status,
 *    Created by and Tags null; of a contribution, Description is the abstract, Date the scheduled
 *    start, Type the talk type, Presenters the speakers and Presenters (email) their e-mails,
 *    Authors the authors, the affiliation columns, the co-authors and Materials null. Hi.Events'
 *    ID is the registration ID, its Public ID and Short ID (other identifiers of the same attendee)
 *    null, Ticket ID (the ticket type the attendee holds) the ticket type; a promo code's ID,
 *    Created At and Updated At null.
 * 4. Then the set was committed, and only then the matcher was run on it. It is not used to tune
 *    anything; its misses are reported as they are.
 *
 * Values: 20 per column, generated by kind (./mapping-bench.ts) or sampled from the lists below,
 * written in the style of the export (Admidio's yes/no and participation texts in the file's
 * language, Indico's states and prices as it renders them, Hi.Events' statuses as its enum values); a
 * free-text or identifier column (names, comments, codes, titles, identifiers) draws from at least
 * eight distinct values, so that it does not look like a category.
 */
import { tdmColumn, type PublicSetFile, type PublicTdmColumn } from './mapping-public-set.ts';

const col = tdmColumn;

/** The target data models of this set, written before any header was read. */
export const HELD_OUT_12_TDMS = {
  club_members: [
    col('member_id', 'Member number', 'string', 'The club\'s identifier of the member'),
    col('first_name', 'First name', 'string'),
    col('last_name', 'Last name', 'string'),
    col('date_of_birth', 'Date of birth', 'date'),
    col('gender', 'Gender', 'string'),
    col('email', 'Email', 'email'),
    col('phone', 'Phone', 'phone', 'Landline or main phone number'),
    col('mobile_phone', 'Mobile phone', 'phone'),
    col('street', 'Street address', 'string'),
    col('postal_code', 'Postal code', 'string'),
    col('city', 'City', 'string'),
    col('country', 'Country', 'string'),
    col('membership_type', 'Membership type', 'string', 'Adult, junior, family, honorary, …'),
    col('team', 'Team or section', 'string', 'The team, section or training group the member belongs to'),
    col('is_group_leader', 'Group leader', 'boolean', 'Whether the member leads (coaches, captains) the team or group'),
    col('membership_start', 'Member since', 'date', 'Date the membership began'),
    col('membership_end', 'Membership end', 'date', 'Date the membership ended or ends; empty while it runs'),
    col('membership_length', 'Length of membership', 'string', 'How long the person has been a member, e.g. "3 years 2 months"'),
    col('membership_status', 'Membership status', 'string', 'Active or former member'),
    col('membership_fee', 'Annual fee', 'float'),
    col('data_processing_consent', 'Data processing consent', 'boolean', 'Whether the member consented to the processing of their personal data'),
    col('portal_username', 'Portal username', 'string', 'Login name for the club\'s member portal'),
    col('notes', 'Notes', 'string'),
    col('last_updated', 'Last updated', 'datetime', 'When the member\'s record was last changed'),
  ],
  event_participants: [
    col('registration_id', 'Registration ID', 'string', 'Identifier of the registration (one per participant)'),
    col('event_id', 'Event', 'string', 'Identifier of the event the registration is for'),
    col('participant_name', 'Participant name', 'string', 'Full name of the participant'),
    col('first_name', 'First name', 'string'),
    col('last_name', 'Last name', 'string'),
    col('email', 'Email', 'email'),
    col('phone', 'Phone', 'phone'),
    col('organisation', 'Organisation', 'string', 'Company, university or institution the participant comes from'),
    col('job_title', 'Job title', 'string'),
    col('country', 'Country', 'string'),
    col('ticket_type', 'Ticket type', 'string', 'The ticket or registration category the participant holds'),
    col('price', 'Price paid', 'float'),
    col('registration_date', 'Registered on', 'datetime', 'When the participant signed up'),
    col('registration_status', 'Registration status', 'string', 'Confirmed, pending, cancelled, …'),
    col('payment_date', 'Paid on', 'datetime'),
    col('checked_in', 'Checked in', 'boolean', 'Whether the participant was admitted at the entrance'),
    col('checked_in_at', 'Check-in time', 'datetime'),
    col('extra_guests', 'Additional guests', 'int', 'Number of people the participant brings along'),
    col('arrival_date', 'Arrival date', 'date', 'Arrival day for accommodation booked with the registration'),
    col('departure_date', 'Departure date', 'date', 'Departure day for accommodation booked with the registration'),
    col('comment', 'Comment', 'string', 'The participant\'s remark'),
    col('last_modified', 'Last modified', 'datetime', 'When the registration was last changed'),
  ],
  conference_talks: [
    col('talk_id', 'Talk ID', 'string'),
    col('title', 'Title', 'string'),
    col('abstract', 'Abstract', 'string', 'Summary of the talk'),
    col('talk_type', 'Format', 'string', 'Talk, poster, workshop, keynote, …'),
    col('session', 'Session', 'string', 'The programme session the talk is scheduled in'),
    col('track', 'Track', 'string', 'The thematic track of the programme'),
    col('scheduled_start', 'Starts at', 'datetime'),
    col('duration', 'Duration', 'string'),
    col('room', 'Room', 'string'),
    col('speakers', 'Speakers', 'string', 'Names of the people presenting'),
    col('speaker_emails', 'Speaker emails', 'string'),
    col('authors', 'Authors', 'string', 'Names of the (main) authors of the work presented'),
    col('keywords', 'Keywords', 'string'),
    col('programme_code', 'Programme code', 'string', 'Short code printed in the programme booklet'),
    col('poster_board', 'Poster board', 'string', 'Board number where a poster hangs'),
  ],
  discount_codes: [
    col('code', 'Code', 'string', 'What the buyer types at checkout'),
    col('discount_value', 'Discount', 'float', 'Amount or percentage taken off'),
    col('discount_type', 'Discount type', 'string', 'Percentage or fixed amount'),
    col('max_uses', 'Usage limit', 'int', 'How many times the code may be redeemed'),
    col('times_used', 'Times used', 'int'),
    col('valid_from', 'Valid from', 'datetime'),
    col('valid_until', 'Valid until', 'datetime'),
    col('event_id', 'Event', 'string', 'Identifier of the event the code applies to'),
  ],
} satisfies Record<string, PublicTdmColumn[]>;

/** One file of this set. */
export type HeldOut12File = PublicSetFile<keyof typeof HELD_OUT_12_TDMS>;

const seq = (prefix: string, n: number, start = 1): string[] => Array.from({ length: n }, (_, i) => `${prefix}${start + i * 7}`);

const YES_NO_EN = ['Yes', 'No', 'No', 'No'];
const YES_NO_DE = ['Ja', 'Nein', 'Nein', 'Nein'];
const YES_NO_FR = ['Oui', 'Non', 'Non', 'Non'];
const YES_NO_ES = ['Si', 'No', 'No', 'No'];
const YES_NO_IT = ['Sì', 'No', 'No', 'No'];
const YES_NO_NL = ['Ja', 'Nee', 'Nee', 'Nee'];
const YES_NO_PT = ['Sim', 'Não', 'Não', 'Não'];
const TRUE_FALSE = ['True', 'False', 'True', 'True'];
const GENDER_EN = ['Male', 'Female', 'Diverse', ''];
const GENDER_DE = ['Männlich', 'Weiblich', 'Divers', ''];
const GENDER_FR = ['Masculin', 'Féminin', ''];
const GENDER_ES = ['Masculino', 'Feminino', ''];
const GENDER_IT = ['Maschio', 'Femmmina', ''];
const GENDER_NL = ['Mannelijk', 'Vrouwelijk', ''];
const GENDER_PT = ['Masculino', 'Feminino', ''];
const MEMBER_EN = ['Member', 'Member', 'Member', 'Former member'];
const MEMBER_DE = ['Mitglied', 'Mitglied', 'Mitglied', 'Ehemaliges Mitglied'];
const PART_DE = ['Ich nehme teil', 'Unter Vorbehalt', 'Abgesagt', 'Eingeladen'];
const PART_FR = ['Je participe', 'Avec réserves', 'Annulé', 'Invité'];
const PART_ES = ['Asistiré', 'participar en reserva', 'Participación cancelada', 'Invitado'];
const PART_NL = ['Ik neem deel', 'Ik neem misschien deel', 'Geannuleerd', 'Uitgenodigd'];
const PART_PT = ['Eu participo', 'Eu poderei participar', 'Participação cancelada', 'Convidado'];
const GUESTS = ['0', '0', '0', '1', '2', '3'];
const DURATION_DE = ['1 Jahr', '2 Jahre', '3 Jahre 4 Monate', '7 Monate', '12 Jahre 1 Monat', '5 Jahre', '9 Jahre 11 Monate', '2 Monate', '18 Jahre', '4 Jahre 6 Monate'];
const DURATION_EN = ['1 year', '2 years', '3 years 4 months', '7 months', '12 years 1 month', '5 years', '9 years 11 months', '2 months', '18 years', '4 years 6 months'];
const USERNAMES = ['mmueller', 'anna.k', 'jdupont', 'tvdberg', 'lrossi', 'pgarcia', 'kimh', 'srocha', 'coach_ben', 'ella2009', 'fkrause', 'mjansen'];
const UUIDS = ['3f1c9b2e-8a4d-4c1e-9f0a-2b7d6e5c4a11', '9a0e7d44-1c2b-4f3e-8d5a-6b7c8d9e0f12', 'c47a1e90-5b3d-4a2f-b1e8-0d9c8b7a6f13', '0b8d2f61-7e4c-43a9-a5d2-1e3f4a5b6c14', '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a15', 'd2c3b4a5-6e7f-4819-9a0b-c1d2e3f4a516', '7f8e9d0c-1b2a-4c3d-8e4f-5a6b7c8d9e17', 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c18', '6c5d4e3f-2a1b-4098-b7c6-d5e4f3a2b119', 'e9f8a7b6-c5d4-4e3f-a2b1-c0d9e8f7a620'];
const SOCIAL = ['', '', 'vfl.jugend', 'anna_k', 'jdupont', '', 'tvdberg', 'luca.rossi', 'pgarcia', 'kim.h'];
const PHOTO_FR = ['Photo de profil', '', 'Photo de profil'];
const PHOTO_NL = ['Profielfoto', '', 'Profielfoto'];
const PHOTO_ES = ['Foto de usuario', '', 'Foto de usuario'];
const COMMENTS_EN = ['', 'Knee injury, no matches until May', 'Pays in cash', 'Referee licence 2025', 'Sister of Ella', '', 'Moved to Leeds', 'Assistant coach U12', 'Reduced fee (student)', 'Honorary member', 'Needs receipt'];
const COMMENTS_DE = ['', 'Komme etwas später', 'Bringe Kuchen mit', 'Fahre mit dem Rad', 'Vegetarisch bitte', 'Nur am Samstag', 'Mit Kinderwagen', 'Kann Fahrdienst übernehmen', 'Allergie: Nüsse', 'Brauche eine Quittung'];
const COMMENTS_FR = ['', 'J\'arrive vers 19h', 'Végétarien', 'Je peux covoiturer', 'Avec ma fille', 'Seulement le samedi', 'Allergie aux arachides', 'Je ramène le matériel', 'Besoin d\'un reçu', 'Premier tournoi'];
const COMMENTS_NL = ['', 'Ik kom iets later', 'Vegetarisch graag', 'Kan rijden', 'Met mijn zoon', 'Alleen zaterdag', 'Allergie: noten', 'Neem ballen mee', 'Graag een bonnetje', 'Eerste keer'];
const COMMENTS_IT = ['', 'Arrivo alle 20', 'Vegetariano', 'Posso dare un passaggio', 'Con mia figlia', 'Solo sabato', 'Allergia alle noci', 'Porto i palloni', 'Serve la ricevuta', 'Prima volta'];
const COMMENTS_PT = ['', 'Chego às 19h', 'Vegetariano', 'Posso dar boleia', 'Com a minha filha', 'Só no sábado', 'Alergia a frutos secos', 'Levo as bolas', 'Preciso de recibo', 'Primeira vez'];
const REG_IDS = seq('', 20, 3);
const AFFILIATIONS = ['CERN', 'University of Geneva', 'ETH Zürich', 'DESY', 'INFN Pisa', 'Nikhef', 'CNRS / IN2P3', 'University of Lisbon', 'KIT', 'Imperial College London', 'Fermilab', 'EPFL'];
const POSITIONS = ['PhD student', 'Postdoc', 'Professor', 'Research physicist', 'Software engineer', 'Technician', 'Lecturer', 'Master student', 'Group leader', 'Administrator'];
const TITLES = ['Mr', 'Ms', 'Dr', 'Prof.', 'Mrs', ''];
const INDICO_STATES = ['Completed', 'Completed', 'Pending', 'Unpaid', 'Withdrawn', 'Rejected'];
const INDICO_PRICES = ['CHF 0.00', 'CHF 350.00', 'CHF 450.00', 'CHF 150.00', 'CHF 350.00', 'CHF 90.00'];
const INDICO_TAGS = ['', '', 'speaker', 'VIP', 'invoice sent', 'student', 'visa letter', 'organiser'];
const CONTRIB_IDS = seq('', 20, 12);
const TALK_TITLES = ['Status of the ATLAS Phase-2 upgrade', 'Machine learning for jet tagging', 'First results from the new beam line', 'A scalable event store for detector data', 'Cosmic ray background in underground labs', 'Timing detectors with 20 ps resolution', 'Open data: five years on', 'Calibration of the forward calorimeter', 'Neutrino mass ordering: global fits', 'Radiation-hard silicon sensors', 'Outreach with virtual reality', 'Software training for early-career researchers'];
const DURATIONS = ['20 minutes', '15 minutes', '30 minutes', '1 hour', '45 minutes', '25 minutes', '10 minutes', '1 hour 30 minutes'];
const TALK_TYPES = ['Talk', 'Poster', 'Plenary', 'Invited talk', 'Lightning talk', 'Workshop'];
const SESSIONS = ['Opening session', 'Detectors I', 'Detectors II', 'Computing', 'Poster session', 'Neutrino physics', 'Closing session', 'Parallel A', 'Parallel B'];
const TRACKS = ['Track 1: Detector R&D', 'Track 2: Software and Computing', 'Track 3: Physics Results', 'Track 4: Education and Outreach', 'Track 5: Accelerators'];
const NAME_AFFILIATIONS = ['Maria Keller (DESY)', 'Jean Martin (CNRS / IN2P3)', 'Luca Bianchi (INFN Pisa)', 'Sofia Costa (University of Lisbon)', 'Pieter de Vries (Nikhef)', 'Ana López (IFIC Valencia)', 'Tom Walker (Imperial College London)', 'Eva Novak (CERN)', 'Jonas Berg (KIT)', 'Chloé Dubois (EPFL)'];
const NAME_EMAILS = ['Maria Keller <maria.keller@desy.de>', 'Jean Martin <jean.martin@in2p3.fr>', 'Luca Bianchi <luca.bianchi@pi.infn.it>', 'Sofia Costa <scosta@ulisboa.pt>', 'Pieter de Vries <pdevries@nikhef.nl>', 'Ana López <ana.lopez@ific.uv.es>', 'Tom Walker <t.walker@imperial.ac.uk>', 'Eva Novak <eva.novak@cern.ch>', 'Jonas Berg <jonas.berg@kit.edu>', 'Chloé Dubois <chloe.dubois@epfl.ch>'];
const EMPTY = [''];
const PROGRAM_CODES = ['MO-01', 'MO-02', 'MO-03', 'TU-01', 'TU-02', 'TU-P05', 'WE-01', 'WE-P12', 'TH-03', 'FR-01', 'TU-P17', 'WE-04'];
const BOARDS = ['', '', 'P-01', 'P-02', 'P-14', 'P-23', 'P-31', 'P-08', 'P-40', 'P-11', 'P-19'];
const KEYWORDS = ['calorimetry', 'machine learning, tracking', 'neutrinos', 'silicon detectors', 'outreach', 'GPU, trigger', 'open data', 'timing', 'radiation hardness', 'cosmic rays, background'];
const HIE_STATUS = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'CANCELLED', 'AWAITING_PAYMENT'];
const TICKET_IDS = ['11', '12', '12', '13', '15'];
const EVENT_IDS = ['4', '4', '4', '7'];
const PUBLIC_IDS = ['A-7KD2QX', 'A-9MZ1LP', 'A-3RT8VB', 'A-6HN4WC', 'A-2FJ7YE', 'A-8QS5KA', 'A-4LD9TM', 'A-1XC6PR', 'A-5BV3NG', 'A-0WE2HU'];
const SHORT_IDS = ['7KD2QX', '9MZ1LP', '3RT8VB', '6HN4WC', '2FJ7YE', '8QS5KA', '4LD9TM', '1XC6PR', '5BV3NG', '0WE2HU'];
const PROMO_CODES = ['EARLYBIRD', 'STUDENT24', 'SPEAKER', 'VOLUNTEER', 'GROUP10', 'PRESS', 'FRIENDS', 'LASTCALL', 'SUMMER15', 'VIPGUEST'];
const DISCOUNTS = ['10', '15', '20', '25', '50', '100', '5', '12.5'];
const DISCOUNT_TYPES = ['PERCENTAGE', 'PERCENTAGE', 'FIXED', 'NONE'];
const MAX_USES = ['', '50', '100', '10', '200', '25', '', '5'];

/** The files of this set. */
export const HELD_OUT_12_FILES: HeldOut12File[] = [
  {
    name: 'admidio-members-de.csv', language: 'de', tdm: 'club_members',
    source: 'Admidio 5 (club membership management), Groups & roles → list of a role → Export → CSV, German (25 columns, the "all members" filter, which adds the membership column)',
    columns: [
      ['Nachname', 'last_name', 'last'],
      ['Vorname', 'first_name', 'first'],
      ['Geburtstag', 'date_of_birth', 'date'],
      ['Geschlecht', 'gender', GENDER_DE],
      ['Straße', 'street', 'street'],
      ['PLZ', 'postal_code', 'postcode'],
      ['Ort', 'city', 'city'],
      ['Land', 'country', 'country'],
      ['Telefon', 'phone', 'phone'],
      ['Handy', 'mobile_phone', 'phone'],
      ['E-Mail', 'email', 'email'],
      ['Webseite', null, 'url'],
      ['Ich willige in die Verarbeitung der Daten ein.', 'data_processing_consent', YES_NO_DE],
      ['Beginn', 'membership_start', 'date'],
      ['Ende', 'membership_end', 'date'],
      ['Dauer der Mitgliedschaft', 'membership_length', DURATION_DE],
      ['Leiter:innen', 'is_group_leader', YES_NO_DE],
      ['Anmeldename', 'portal_username', USERNAMES],
      ['Angelegt am', null, 'datetime'],
      ['Geändert am', 'last_updated', 'datetime'],
      ['Geändert von', null, 'full'],
      ['Eindeutige Admidio-ID', 'member_id', UUIDS],
      ['Facebook', null, SOCIAL],
      ['Instagram', null, SOCIAL],
      ['Rollen-/Gruppenmitgliedschaft', 'membership_status', MEMBER_DE],
    ],
  },
  {
    name: 'admidio-members-fr.csv', language: 'fr', tdm: 'club_members',
    source: 'Admidio 5 (club membership management), Groups & roles → list of a role → Export → CSV, French (24 columns)',
    columns: [
      ['Nom de famille', 'last_name', 'last'],
      ['Prénom', 'first_name', 'first'],
      ['Anniversaire', 'date_of_birth', 'date'],
      ['Sexe', 'gender', GENDER_FR],
      ['Rue', 'street', 'street'],
      ['Code postal', 'postal_code', 'postcode'],
      ['Ville', 'city', 'city'],
      ['Pays', 'country', 'country'],
      ['Téléphone', 'phone', 'phone'],
      ['Mobile', 'mobile_phone', 'phone'],
      ['Courriel', 'email', 'email'],
      ['Page Web', null, 'url'],
      ['Je consens au traitement de mes données.', 'data_processing_consent', YES_NO_FR],
      ['Début', 'membership_start', 'date'],
      ['Fin', 'membership_end', 'date'],
      ['Responsable', 'is_group_leader', YES_NO_FR],
      ['Nom d\'utilisateur', 'portal_username', USERNAMES],
      ['Date de création', null, 'datetime'],
      ['Modifié par', null, 'full'],
      ['Modifié le', 'last_updated', 'datetime'],
      ['ID Admidio unique', 'member_id', UUIDS],
      ['Photo', null, PHOTO_FR],
      ['Facebook', null, SOCIAL],
      ['Mastodon', null, SOCIAL],
    ],
  },
  {
    name: 'admidio-members-nl.csv', language: 'nl', tdm: 'club_members',
    source: 'Admidio 5 (club membership management), Groups & roles → list of a role → Export → CSV, Dutch (21 columns)',
    columns: [
      ['Achternaam', 'last_name', 'last'],
      ['Voornaam', 'first_name', 'first'],
      ['Geboortedatum', 'date_of_birth', 'date'],
      ['Geslacht', 'gender', GENDER_NL],
      ['Straat', 'street', 'street'],
      ['Postcode', 'postal_code', 'postcode'],
      ['Plaats', 'city', 'city'],
      ['Land', 'country', 'country'],
      ['Telefoon', 'phone', 'phone'],
      ['Mobiel', 'mobile_phone', 'phone'],
      ['E-mail', 'email', 'email'],
      ['Ik geef toestemming voor de verwerking van de gegevens.', 'data_processing_consent', YES_NO_NL],
      ['Vanaf', 'membership_start', 'date'],
      ['Einde', 'membership_end', 'date'],
      ['Leider', 'is_group_leader', YES_NO_NL],
      ['Gebruikersnaam', 'portal_username', USERNAMES],
      ['Gemaakt op', null, 'datetime'],
      ['Laatst gewijzigd', 'last_updated', 'datetime'],
      ['Gewijzigd door', null, 'full'],
      ['Uniek ID', 'member_id', UUIDS],
      ['Foto', null, PHOTO_NL],
    ],
  },
  {
    name: 'admidio-members-pt.csv', language: 'pt', tdm: 'club_members',
    source: 'Admidio 5 (club membership management), Groups & roles → list of a role → Export → CSV, Portuguese (22 columns)',
    columns: [
      ['Primeiro nome', 'first_name', 'first'],
      ['Sobrenome', 'last_name', 'last'],
      ['Data de nascimento', 'date_of_birth', 'date'],
      ['Gênero', 'gender', GENDER_PT],
      ['E-mail', 'email', 'email'],
      ['Telefone', 'phone', 'phone'],
      ['Móvel', 'mobile_phone', 'phone'],
      ['Rua', 'street', 'street'],
      ['Código postal', 'postal_code', 'postcode'],
      ['Cidade', 'city', 'city'],
      ['País', 'country', 'country'],
      ['Eu autorizo \u200b\u200bo tratamento dos dados.', 'data_processing_consent', YES_NO_PT],
      ['Início', 'membership_start', 'date'],
      ['Fim', 'membership_end', 'date'],
      ['Líder', 'is_group_leader', YES_NO_PT],
      ['Nome de usuário', 'portal_username', USERNAMES],
      ['Criado por', null, 'full'],
      ['Criada em', null, 'datetime'],
      ['Alterado por', null, 'full'],
      ['Última modificação', 'last_updated', 'datetime'],
      ['Sítio web', null, 'url'],
      ['Comentar', 'notes', COMMENTS_PT],
    ],
  },
  {
    name: 'admidio-members-es.csv', language: 'es', tdm: 'club_members',
    source: 'Admidio 5 (club membership management), Groups & roles → list of a role → Export → CSV, Spanish (19 columns: the locale has no strings for a membership\'s end, the change date and the unique ID)',
    columns: [
      ['Apellido', 'last_name', 'last'],
      ['Nombre', 'first_name', 'first'],
      ['Calle', 'street', 'street'],
      ['Codigó Postal', 'postal_code', 'postcode'],
      ['Lugar', 'city', 'city'],
      ['Pais', 'country', 'country'],
      ['Teléfono', 'phone', 'phone'],
      ['Celular', 'mobile_phone', 'phone'],
      ['Cumpleaños', 'date_of_birth', 'date'],
      ['Sexo', 'gender', GENDER_ES],
      ['E-Mail', 'email', 'email'],
      ['Página web', null, 'url'],
      ['Empezar', 'membership_start', 'date'],
      ['Lider', 'is_group_leader', YES_NO_ES],
      ['Nombre del usuario', 'portal_username', USERNAMES],
      ['Fecha de creación', null, 'datetime'],
      ['Cambiado por', null, 'full'],
      ['Foto', null, PHOTO_ES],
      ['Facebook', null, SOCIAL],
    ],
  },
  {
    name: 'admidio-members-it.csv', language: 'it', tdm: 'club_members',
    source: 'Admidio 5 (club membership management), Groups & roles → list of a role → Export → CSV, Italian (18 columns: the locale has no string for the street)',
    columns: [
      ['Cognome', 'last_name', 'last'],
      ['Nome', 'first_name', 'first'],
      ['Data di nascita', 'date_of_birth', 'date'],
      ['Sesso', 'gender', GENDER_IT],
      ['CAP', 'postal_code', 'postcode'],
      ['Luogo', 'city', 'city'],
      ['Nazione', 'country', 'country'],
      ['Telefono', 'phone', 'phone'],
      ['Cellulare', 'mobile_phone', 'phone'],
      ['Email', 'email', 'email'],
      ['Sito web', null, 'url'],
      ['Avvia', 'membership_start', 'date'],
      ['Fine', 'membership_end', 'date'],
      ['Leader', 'is_group_leader', YES_NO_IT],
      ['Username', 'portal_username', USERNAMES],
      ['Creato su', null, 'datetime'],
      ['Ultima revisione', 'last_updated', 'datetime'],
      ['Commento', 'notes', COMMENTS_IT],
    ],
  },
  {
    name: 'admidio-members-en.csv', language: 'en', tdm: 'club_members',
    source: 'Admidio 5 (club membership management), Groups & roles → list of a role → Export → CSV, English (19 columns, the "all members" filter)',
    columns: [
      ['Surname', 'last_name', 'last'],
      ['First name', 'first_name', 'first'],
      ['Birthday', 'date_of_birth', 'date'],
      ['Gender', 'gender', GENDER_EN],
      ['Street', 'street', 'street'],
      ['Postal code', 'postal_code', 'postcode'],
      ['City', 'city', 'city'],
      ['Country', 'country', 'country'],
      ['Phone', 'phone', 'phone'],
      ['Mobile', 'mobile_phone', 'phone'],
      ['E-mail', 'email', 'email'],
      ['Start', 'membership_start', 'date'],
      ['End', 'membership_end', 'date'],
      ['Duration of membership', 'membership_length', DURATION_EN],
      ['Leader', 'is_group_leader', YES_NO_EN],
      ['Group/role membership', 'membership_status', MEMBER_EN],
      ['Unique Admidio-ID', 'member_id', UUIDS],
      ['Last modified', 'last_updated', 'datetime'],
      ['Comment', 'notes', COMMENTS_EN],
    ],
  },
  {
    name: 'admidio-event-participants-de.csv', language: 'de', tdm: 'event_participants',
    source: 'Admidio 5, Events → participants of an event (the event\'s role list) → Export → CSV, German (10 columns)',
    columns: [
      ['Vorname', 'first_name', 'first'],
      ['Nachname', 'last_name', 'last'],
      ['E-Mail', 'email', 'email'],
      ['Handy', 'phone', 'phone'],
      ['Beginn', 'registration_date', 'date'],
      ['Status der teilnehmenden Person', 'registration_status', PART_DE],
      ['Zusätzliche Plätze', 'extra_guests', GUESTS],
      ['Kommentar', 'comment', COMMENTS_DE],
      ['Leiter:innen', null, YES_NO_DE],
      ['Geändert am', 'last_modified', 'datetime'],
    ],
  },
  {
    name: 'admidio-event-participants-fr.csv', language: 'fr', tdm: 'event_participants',
    source: 'Admidio 5, Events → participants of an event (the event\'s role list) → Export → CSV, French (10 columns)',
    columns: [
      ['Prénom', 'first_name', 'first'],
      ['Nom de famille', 'last_name', 'last'],
      ['Courriel', 'email', 'email'],
      ['Téléphone', 'phone', 'phone'],
      ['Ville', null, 'city'],
      ['Début', 'registration_date', 'date'],
      ['Statut des participants', 'registration_status', PART_FR],
      ['Places supplémentaires', 'extra_guests', GUESTS],
      ['Commentaire', 'comment', COMMENTS_FR],
      ['Modifié le', 'last_modified', 'datetime'],
    ],
  },
  {
    name: 'admidio-event-participants-nl.csv', language: 'nl', tdm: 'event_participants',
    source: 'Admidio 5, Events → participants of an event (the event\'s role list) → Export → CSV, Dutch (10 columns)',
    columns: [
      ['Voornaam', 'first_name', 'first'],
      ['Achternaam', 'last_name', 'last'],
      ['E-mail', 'email', 'email'],
      ['Mobiel', 'phone', 'phone'],
      ['Plaats', null, 'city'],
      ['Vanaf', 'registration_date', 'date'],
      ['Status deelnemer', 'registration_status', PART_NL],
      ['Extra plaatsen', 'extra_guests', GUESTS],
      ['Reactie', 'comment', COMMENTS_NL],
      ['Leider', null, YES_NO_NL],
    ],
  },
  {
    name: 'admidio-event-participants-es.csv', language: 'es', tdm: 'event_participants',
    source: 'Admidio 5, Events → participants of an event (the event\'s role list) → Export → CSV, Spanish (8 columns)',
    columns: [
      ['Nombre', 'first_name', 'first'],
      ['Apellido', 'last_name', 'last'],
      ['E-Mail', 'email', 'email'],
      ['Celular', 'phone', 'phone'],
      ['Empezar', 'registration_date', 'date'],
      ['Estado de los participantes', 'registration_status', PART_ES],
      ['Sillas adicionales', 'extra_guests', GUESTS],
      ['Lider', null, YES_NO_ES],
    ],
  },
  {
    name: 'admidio-event-participants-pt.csv', language: 'pt', tdm: 'event_participants',
    source: 'Admidio 5, Events → participants of an event (the event\'s role list) → Export → CSV, Portuguese (9 columns)',
    columns: [
      ['Primeiro nome', 'first_name', 'first'],
      ['Sobrenome', 'last_name', 'last'],
      ['E-mail', 'email', 'email'],
      ['Telefone', 'phone', 'phone'],
      ['Início', 'registration_date', 'date'],
      ['Estado do participante', 'registration_status', PART_PT],
      ['Assentos adicionais', 'extra_guests', GUESTS],
      ['Comentar', 'comment', COMMENTS_PT],
      ['Alterado por', null, 'full'],
    ],
  },
  {
    name: 'admidio-event-participants-it.csv', language: 'it', tdm: 'event_participants',
    source: 'Admidio 5, Events → participants of an event (the event\'s role list) → Export → CSV, Italian (8 columns: the locale has no string for the participation status or the additional seats)',
    columns: [
      ['Nome', 'first_name', 'first'],
      ['Cognome', 'last_name', 'last'],
      ['Email', 'email', 'email'],
      ['Cellulare', 'phone', 'phone'],
      ['Avvia', 'registration_date', 'date'],
      ['Commento', 'comment', COMMENTS_IT],
      ['Leader', null, YES_NO_IT],
      ['Ultima revisione', 'last_modified', 'datetime'],
    ],
  },
  {
    name: 'indico-registrations.csv', language: 'en', tdm: 'event_participants',
    source: 'Indico (conference management), Registration → registrants list → Export → CSV, English (20 columns: the personal-data fields of the default form and the registration details)',
    columns: [
      ['ID', 'registration_id', REG_IDS],
      ['Name', 'participant_name', 'full'],
      ['First Name', 'first_name', 'first'],
      ['Last Name', 'last_name', 'last'],
      ['Email Address', 'email', 'email'],
      ['Affiliation', 'organisation', AFFILIATIONS],
      ['Position', 'job_title', POSITIONS],
      ['Title', null, TITLES],
      ['Address', null, 'street'],
      ['Phone Number', 'phone', 'phone'],
      ['Country', 'country', 'country'],
      ['Registration date', 'registration_date', 'datetime'],
      ['Modification date', 'last_modified', 'datetime'],
      ['Registration state', 'registration_status', INDICO_STATES],
      ['Created by', null, 'full'],
      ['Price', 'price', INDICO_PRICES],
      ['Checked in', 'checked_in', TRUE_FALSE],
      ['Check-in date', 'checked_in_at', 'datetime'],
      ['Payment date', 'payment_date', 'datetime'],
      ['Tags', null, INDICO_TAGS],
    ],
  },
  {
    name: 'indico-contributions.csv', language: 'en', tdm: 'conference_talks',
    source: 'Indico, Contributions → Export → CSV, English (21 columns: with authors, board numbers and keywords)',
    columns: [
      ['Id', 'talk_id', CONTRIB_IDS],
      ['Title', 'title', TALK_TITLES],
      ['Description', 'abstract', 'text'],
      ['Date', 'scheduled_start', 'datetime'],
      ['Duration', 'duration', DURATIONS],
      ['Type', 'talk_type', TALK_TYPES],
      ['Session', 'session', SESSIONS],
      ['Track', 'track', TRACKS],
      ['Presenters', 'speakers', 'full'],
      ['Presenters (affiliation)', null, NAME_AFFILIATIONS],
      ['Presenters (email)', 'speaker_emails', NAME_EMAILS],
      ['Materials', null, EMPTY],
      ['Program Code', 'programme_code', PROGRAM_CODES],
      ['Authors', 'authors', 'full'],
      ['Authors (affiliation)', null, NAME_AFFILIATIONS],
      ['Authors (email)', null, NAME_EMAILS],
      ['Co-Authors', null, 'full'],
      ['Co-Authors (affiliation)', null, NAME_AFFILIATIONS],
      ['Co-Authors (email)', null, NAME_EMAILS],
      ['Board number', 'poster_board', BOARDS],
      ['Keywords', 'keywords', KEYWORDS],
    ],
  },
  {
    name: 'hi-events-attendees.xlsx', language: 'en', tdm: 'event_participants',
    source: 'Hi.Events (event ticketing), Attendees → Export (AttendeesExport), English (its 13 fixed columns, no custom questions)',
    columns: [
      ['ID', 'registration_id', 'id'],
      ['First Name', 'first_name', 'first'],
      ['Last Name', 'last_name', 'last'],
      ['Email', 'email', 'email'],
      ['Status', 'registration_status', HIE_STATUS],
      ['Is Checked In', 'checked_in', YES_NO_EN],
      ['Checked In At', 'checked_in_at', 'datetime'],
      ['Ticket ID', 'ticket_type', TICKET_IDS],
      ['Event ID', 'event_id', EVENT_IDS],
      ['Public ID', null, PUBLIC_IDS],
      ['Short ID', null, SHORT_IDS],
      ['Created Date', 'registration_date', 'datetime'],
      ['Last Updated Date', 'last_modified', 'datetime'],
    ],
  },
  {
    name: 'hi-events-promo-codes.xlsx', language: 'en', tdm: 'discount_codes',
    source: 'Hi.Events, Promo codes → Export (PromoCodesExport), English (its 9 columns)',
    columns: [
      ['ID', null, 'id'],
      ['Code', 'code', PROMO_CODES],
      ['Discount', 'discount_value', DISCOUNTS],
      ['Discount Type', 'discount_type', DISCOUNT_TYPES],
      ['Max Allowed Uses', 'max_uses', MAX_USES],
      ['Expiry Date', 'valid_until', 'datetime'],
      ['Event ID', 'event_id', EVENT_IDS],
      ['Created At', null, 'datetime'],
      ['Updated At', null, 'datetime'],
    ],
  },
];
