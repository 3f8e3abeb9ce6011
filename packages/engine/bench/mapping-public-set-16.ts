/**
 * The sixteenth held-out set of the mapping benchmark (`npm run bench:mapping`, docs/mapping.md
 * "Benchmark"), built as a TUNING set: headers that nobody working on Ferry wrote, from two
 * open-source school programs none of the other sets use, in education: student records and
 * enrolments, gradebook and final-grade exports, attendance reports and course lists. Most of it
 * is not English (French, Spanish, Portuguese, German, Italian and Dutch, 15 of its 18 files; 290 columns, 187 labelled).
 *
 * How it was built, in this order (the matcher was not run, the mapping code not read):
 * 1. Target data models were written first, from scratch, as a school group importing such files
 *    would write its own (English keys and labels, a description where a label alone would leave a
 *    person guessing, no `alternativeMatches`): students, grades, attendance and courses. Some of
 *    their columns have no source in any file (a guardian's phone and email, a grade's course
 *    code, due date, credits, GPA and graded-on date, an attendance record's date, period,
 *    recorder and minutes late, a course's credits, teacher, capacity, seats and language).
 *    (They were written after scouting which exports the two programs have, during which the
 *    English column lists of some of those exports were seen; no header was collected or
 *    labelled before the models were written.)
 * 2. The headers were taken verbatim from files written by real programs, none of them among the
 *    `source` lines of held-out 2 to 14 nor among the programs the brief excluded:
 *    · RosarioSIS (student information system; github.com/francoisjacquet/rosariosis, snapshot
 *      commit b695142 of 2024-10-19, ROSARIO_VERSION 12.0). Its lists are exported by ListOutput
 *      (functions/ListOutput.fnc.php), each header the column's label with HTML removed and a
 *      `<br />` turned into a space. Labels are gettext `_()` strings translated by
 *      locale/<ll_CC>.utf8/LC_MESSAGES/rosariosis.po (de_DE, fr_FR, es_ES, it_IT, nl_NL,
 *      pt_BR), read with a script that parsed them; untranslated and fuzzy entries fall back to the
 *      English msgid, which is why the Italian and Dutch files have "RosarioSIS ID", "Street",
 *      "City", "Enrollment Start Date", "Submission". Exports used:
 *      - Students → Advanced Report → export (modules/misc/Export.php, lines 180–233): the ticked
 *        fields, labels `_('Display Name')`, `_('First Name')`, `_('Middle Name')`,
 *        `_('Last Name')`, `sprintf(_('%s ID'), Config('NAME'))` (NAME is "RosarioSIS"),
 *        `_('Grade Level')`, `_('School')`, `_('School Number')`, `_('Rolling / Retention
 *        Options')`, `_('Calendar')`, `_('Username')`, `_('Enrollment Start Date')`, `_('Enrollment
 *        End Date')`, `_('Enrollment Code')`, `_('Drop Code')`, `_('Street')`, `_('City')`,
 *        `_('State')`, `_('Zip Code')`, `_('Home Phone')`, `_('Contacts')`, `_('Last Login')`,
 *        `_('Mailing Address')`, `_('Mailing City')`, then each ticked student field by its title
 *        (ParseMLField): the install's default fields (rosariosis.sql) are translated for French,
 *        Spanish and Brazilian Portuguese by rosariosis_fr.sql, rosariosis_es.sql and
 *        rosariosis_pt_BR.sql ("Sexe", "Surnom", "Numéro d'identification", "Origen étnico",
 *        "Tem atestado médico", …); a German or Italian install has no such file, so its fields keep
 *        the English titles "Gender" and "Birthdate". A user ticks the boxes; each file is one
 *        such selection (French 26, Spanish 25, Portuguese 24, German 22, Italian 19, Dutch 17).
 *      - Grades → Gradebook, one assignment, inactive students included (modules/Grades/Grades.php
 *        lines 355–552): Student, School Status, Course Status, Points, Percent, Letter, Comment,
 *        Submission (Dutch: the catalogue translates Letter as "Brief" and Comment as "Hoe").
 *      - Grades → Final Grades (modules/Grades/FinalGrades.php lines 141–177) with teacher, period
 *        absences, percents and comments ticked for one marking period: Student, Course, Teacher,
 *        `_('Abs<br />YTD / MP')`, "%", the marking period's title (French install: "Trimestre 1"),
 *        Comments.
 *      - Attendance → Average Daily Attendance (modules/Attendance/Percent.php lines 195–203).
 *      - Scheduling → Schedule of a student, read-only (modules/Scheduling/Schedule.php lines
 *        282–299): Course, `_('Period') . ' ' . _('Days') . ' - ' . _('Short Name') . ' - ' .
 *        _('Teacher')`, Room, Term, Enrolled, Dropped.
 *    · Gibbon (school platform; github.com/GibbonEdu/core, snapshot commit c153137 of 2025-05-23,
 *      version.php 30.0.00; its i18n submodule github.com/GibbonEdu/i18n at the commit the core
 *      pins, ff58b93 of 2025-05-20, i18n/<ll_CC>/LC_MESSAGES/gibbon.po, read with a script that
 *      parsed them, fuzzy entries treated as untranslated). Two kinds of export:
 *      - report tables exported to a spreadsheet (src/Tables/Renderer/SpreadsheetRenderer.php: one
 *        header per column, its `__()` label; the row-counter column, whose label is empty, left
 *        out): Students → Students by Form Group in the extended view
 *        (modules/Students/report_students_byFormGroup.php lines 107–150: Form Group, Student,
 *        Gender, Age, Nationality, Transport, House, Locker, Medical), Admissions → New Students
 *        (modules/Admissions/report_students_new.php lines 117–134), Attendance → Students Not
 *        Present (modules/Attendance/report_studentsNotPresent_byDate.php lines 118–138);
 *      - System Admin → Export with data (modules/System Admin/export_run.php), whose header row is
 *        each field's `name` in resources/imports/<type>.yml, untranslated: usersFull.yml (all 68
 *        fields), markbookEntry.yml (13) and courses.yml (8).
 *      The Italian strings were kept as the catalogue has them (Start Date reads "Dato Inizio",
 *      Parents "Parente"); the Portuguese Gibbon files use pt_BR (pt_PT's catalogue has many
 *      fuzzy entries). Headers a file would repeat were avoided by the selection.
 * 3. Each header was labelled with the TDM column a person would map it to, or null when none fits
 *    (decided from the header, the field's meaning in the program and the TDM alone; where a file
 *    has two columns for one target, the one that holds what the target describes, the other
 *    null). Non-obvious decisions:
 *    - RosarioSIS students: Display Name ("Last, First") the full name; the ID the student ID;
 *      Enrollment Start/End Date the enrolment and leaving dates; Enrollment Code and Drop Code
 *      (short codes of why a student was enrolled or dropped) null, not the enrolment status;
 *      School Number, Calendar, Rolling / Retention Options, Last Login, Ethnicity, Physician, its
 *      phone and Preferred Hospital null; Contacts (the names of the student's contacts) the
 *      guardian; Street the street and Mailing Address / Mailing City null beside it; State the
 *      region (the French catalogue says "Département"); Common Name the preferred name;
 *      Identification Number the national ID; Language the home language; the French
 *      "Commentaires" (the install's general Comments field, filed under the Medical tab) notes;
 *      the Portuguese "Comentários da nota médica" medical notes and "Tem atestado médico" null.
 *    - RosarioSIS grades: Student the student name; School Status and Course Status (active or
 *      not) null; Points the score, Percent and "%" the percentage, Letter ("Brief") and the
 *      marking period's column ("Trimestre 1", holding the period's grade) the grade; the Dutch
 *      "Hoe" (Comment) the comment; Submission null; the absences column null.
 *    - RosarioSIS Average Daily Attendance (one row per grade level, not per student): Days
 *      Possible, Present and Absent the days possible, present and absent; Average Attendance
 *      (a percentage) the attendance rate; Grade Level (the TDM has no grade), Students (a count),
 *      ADA (average students present a day) and Average Absent null. Doubtful: the TDM is a
 *      register of students, and these are sums over a grade.
 *    - RosarioSIS schedule (courses TDM): Course the course title; the combined period / days /
 *      short name / teacher column the period; Term the term; Enrolled and Dropped (the student's
 *      dates in the class) null.
 *    - Gibbon students: Form Group the class group; Student the student name; Age (age with the
 *      date of birth below it) null; Nationality, Transport and Medical as named; House and Locker
 *      null. New Students: Official Name null beside Student; Parents the guardian. Full user
 *      export: Official Name the full name (no other full-name column there); Status (Full,
 *      Expected, Left, Pending) the enrolment status; Address 1 District the city (doubtful: a
 *      district, in Hong Kong style); Address 1 the street and Address 1 Country the country, the
 *      Address 2 group null; Phone 1 the phone and the others null; First Language the home
 *      language; Country of Birth null (not the nationality); Emergency contacts null (the TDM's
 *      guardian is the parent); Title, Name In Characters, Password, roles, photo, Day Type,
 *      Class Of, Departure Reason, ethnicity, religion, the parent's profession, employer and job
 *      title, House, Locker Number, Transport Notes, Vehicle Registration null.
 *    - Gibbon markbook: Course (the course's short name) the course; Class the class/section;
 *      Markbook Column the assessment; Student (the student's username) the student ID; Attainment
 *      Value (the scale grade) the grade and Attainment Raw Value the score; Effort Value the
 *      effort; descriptors and Concern? flags null; School Year null (no year in the grades TDM).
 *      Courses: Learning Area the subject, Short Name the course code, Blurb the description, Year
 *      Groups the grade levels, Order By and Include In Curriculum Map null.
 *    - Gibbon attendance: Form Group the class group, Name the student name, Status, Reason and
 *      Comment as named.
 *
 * Values: 20 per column, generated by kind (./mapping-bench.ts) or sampled from the lists below,
 * written in the style of each export (RosarioSIS's display names "Last, First", its enrolment and
 * drop codes as short codes, percentages with "%", its Brazilian and French install data's select
 * options; Gibbon's yes/no as Y/N, statuses as stored, usernames in the markbook's Student column,
 * HTML in a course blurb); a free-text or identifier column (names, notes, comments, IDs) draws from
 * at least eight distinct values, so that it does not look like a category.
 */
import { tdmColumn, type PublicSetFile, type PublicTdmColumn } from './mapping-public-set.ts';

const col = tdmColumn;

/** The target data models of this set, written before the headers were collected. */
export const HELD_OUT_16_TDMS = {
  students: [
    col('student_id', 'Student ID', 'string', 'The school\'s own number for the student'),
    col('full_name', 'Student name', 'string', 'Full name, when first and last name are not given apart'),
    col('first_name', 'First name', 'string'),
    col('middle_name', 'Middle name', 'string'),
    col('last_name', 'Last name', 'string'),
    col('preferred_name', 'Preferred name', 'string', 'Nickname or name the student goes by'),
    col('date_of_birth', 'Date of birth', 'date'),
    col('gender', 'Gender', 'string'),
    col('nationality', 'Nationality', 'string'),
    col('home_language', 'Home language', 'string'),
    col('national_id', 'National ID number', 'string', 'Government identification or social security number'),
    col('username', 'Username', 'string', 'Login of the student\'s account in the school system'),
    col('email', 'Email', 'email'),
    col('phone', 'Home phone', 'phone'),
    col('street', 'Street address', 'string'),
    col('city', 'City', 'string'),
    col('region', 'State/region', 'string'),
    col('postal_code', 'Postal code', 'string'),
    col('country', 'Country', 'string'),
    col('school', 'School', 'string', 'Campus or school the student is enrolled at'),
    col('grade_level', 'Grade level', 'string', 'Year or grade: Year 7, Grade 10, …'),
    col('class_group', 'Class group', 'string', 'Homeroom, form or registration class'),
    col('enrolment_date', 'Enrolment date', 'date', 'Date the student started at the school'),
    col('leaving_date', 'Leaving date', 'date', 'Date the student left or is due to leave'),
    col('enrolment_status', 'Enrolment status', 'string', 'Enrolled, left, expected, …'),
    col('previous_school', 'Previous school', 'string'),
    col('next_school', 'Destination school', 'string', 'School the student moves on to'),
    col('guardian_name', 'Parent/guardian', 'string', 'Name(s) of the parents or guardians'),
    col('guardian_phone', 'Guardian phone', 'phone'),
    col('guardian_email', 'Guardian email', 'email'),
    col('medical_notes', 'Medical notes', 'string', 'Conditions, allergies, medication'),
    col('transport', 'Transport', 'string', 'How the student gets to school: bus route, walks, …'),
    col('notes', 'Notes', 'string'),
  ],
  grades: [
    col('student_id', 'Student ID', 'string'),
    col('student_name', 'Student name', 'string'),
    col('grade_level', 'Grade level', 'string'),
    col('course', 'Course', 'string', 'Name of the course or subject'),
    col('course_code', 'Course code', 'string'),
    col('class_section', 'Class/section', 'string', 'The teaching group the grade was given in'),
    col('teacher', 'Teacher', 'string'),
    col('term', 'Term', 'string', 'Marking period, semester or term'),
    col('assessment', 'Assessment', 'string', 'Name of the assignment, test or exam'),
    col('category', 'Assessment category', 'string', 'Homework, quiz, exam, …'),
    col('due_date', 'Due date', 'date'),
    col('score', 'Score', 'float', 'Points the student earned'),
    col('max_score', 'Maximum score', 'float', 'Points possible'),
    col('percentage', 'Percentage', 'float'),
    col('letter_grade', 'Grade', 'string', 'Letter or scale grade: A, B+, 6, …'),
    col('effort', 'Effort', 'string', 'Effort grade, where the school gives one'),
    col('comment', 'Teacher comment', 'string'),
    col('credits', 'Credits', 'float', 'Credits earned for the course'),
    col('gpa', 'GPA', 'float'),
    col('graded_on', 'Graded on', 'date'),
  ],
  attendance: [
    col('student_id', 'Student ID', 'string'),
    col('student_name', 'Student name', 'string'),
    col('class_group', 'Class group', 'string', 'Homeroom or registration class'),
    col('class_section', 'Lesson/class', 'string', 'Course class the attendance was taken in, for lesson attendance'),
    col('date', 'Date', 'date'),
    col('period', 'Period', 'string', 'Lesson or period of the day'),
    col('status', 'Attendance status', 'string', 'Present, absent, late, excused, …'),
    col('reason', 'Absence reason', 'string'),
    col('comment', 'Comment', 'string'),
    col('recorded_by', 'Recorded by', 'string', 'Teacher who took the register'),
    col('minutes_late', 'Minutes late', 'int'),
    col('days_possible', 'Days possible', 'int', 'School days the student could have attended in the period'),
    col('days_present', 'Days present', 'float'),
    col('days_absent', 'Days absent', 'float'),
    col('attendance_rate', 'Attendance rate', 'percent', 'Share of possible days attended'),
  ],
  courses: [
    col('course_code', 'Course code', 'string', 'Short code of the course'),
    col('course_title', 'Course title', 'string'),
    col('description', 'Description', 'string'),
    col('subject', 'Subject/department', 'string'),
    col('grade_levels', 'Grade levels', 'string', 'Years or grades the course is open to'),
    col('school_year', 'School year', 'string'),
    col('term', 'Term', 'string'),
    col('credits', 'Credits', 'float'),
    col('teacher', 'Teacher', 'string'),
    col('room', 'Room', 'string'),
    col('period', 'Period/timeslot', 'string', 'When the class meets'),
    col('capacity', 'Capacity', 'int', 'Maximum number of students'),
    col('seats_available', 'Seats available', 'int'),
    col('section', 'Section', 'string', 'Class or section of the course'),
    col('language', 'Language of instruction', 'string'),
    col('active', 'Active', 'boolean'),
  ],
} satisfies Record<string, PublicTdmColumn[]>;

/** One file of this set. */
export type HeldOut16File = PublicSetFile<keyof typeof HELD_OUT_16_TDMS>;

const seq = (prefix: string, n: number, start = 1, step = 7): string[] => Array.from({ length: n }, (_, i) => `${prefix}${start + i * step}`);

// RosarioSIS: students.
const ROSARIO_IDS = seq('', 20, 112, 3);
const DISPLAY_NAMES = ['Martin, Léa', 'Dubois, Hugo', 'Garcia, Inès', 'Petit, Louis', 'Moreau, Chloé', 'Lefebvre, Nathan', 'Roux, Manon', 'Fournier, Lucas', 'Girard, Emma', 'Bonnet, Jules', 'Mercier, Zoé'];
const DISPLAY_NAMES_PT = ['Silva, Ana Clara', 'Santos, Pedro', 'Oliveira, Beatriz', 'Souza, Gabriel', 'Lima, Júlia', 'Costa, Matheus', 'Pereira, Larissa', 'Almeida, Rafael', 'Ferreira, Isabela', 'Ribeiro, Lucas'];
const GRADES_FR = ['6e', '6e', '5e', '4e', '3e', '2nde', '1re', 'Tle'];
const GRADES_ES = ['1º ESO', '2º ESO', '3º ESO', '4º ESO', '1º Bachillerato', '2º Bachillerato'];
const GRADES_PT = ['6º ano', '7º ano', '8º ano', '9º ano', '1ª série EM', '2ª série EM', '3ª série EM'];
const GRADES_DE = ['5. Klasse', '6. Klasse', '7. Klasse', '8. Klasse', '9. Klasse', '10. Klasse', 'Q1', 'Q2'];
const GRADES_IT = ['1ª media', '2ª media', '3ª media', '1ª superiore', '2ª superiore', '3ª superiore'];
const GRADES_NL = ['Brugklas', 'Havo 2', 'Havo 3', 'Vwo 4', 'Vwo 5', 'Vwo 6', 'Vmbo 3', 'Vmbo 4'];
const SCHOOLS_FR = ['Collège Jean Moulin', 'Collège Jean Moulin', 'Lycée Victor Hugo'];
const SCHOOLS_ES = ['IES Ramiro de Maeztu', 'IES Ramiro de Maeztu', 'Colegio San José'];
const SCHOOLS_PT = ['Escola Estadual Dom Pedro II', 'Colégio Santa Clara', 'Escola Estadual Dom Pedro II'];
const SCHOOLS_DE = ['Goethe-Gymnasium', 'Goethe-Gymnasium', 'Realschule am Park'];
const SCHOOLS_IT = ['Istituto Comprensivo Dante Alighieri', 'Liceo Scientifico Galilei', 'Istituto Comprensivo Dante Alighieri'];
const SCHOOLS_NL = ['Stedelijk Lyceum', 'Stedelijk Lyceum', 'Het Baken College'];
const SCHOOL_NUMBERS = ['0412', '0412', '0587'];
const USERNAMES = ['lmartin', 'hdubois', 'igarcia', 'lpetit', 'cmoreau', 'nlefebvre', 'mroux', 'lfournier', 'egirard', 'jbonnet', 'zmercier', ''];
const ROLLING_FR = ['Passer au niveau supérieur', 'Passer au niveau supérieur', 'Redoubler', 'Ne pas inscrire après cette année', 'Passer au niveau supérieur'];
const ROLLING_DE = ['Nächste Klassenstufe', 'Nächste Klassenstufe', 'Klassenstufe wiederholen', 'Nach diesem Jahr nicht einschreiben'];
const ROLLING_NL = ['Volgend niveau', 'Volgend niveau', 'Blijven zitten', 'Niet inschrijven na dit jaar'];
const CALENDARS = ['Principal', 'Principal', 'Principal', 'Nocturno'];
const CALENDARS_IT = ['Principale', 'Principale', 'Serale'];
const ENROLL_CODES = ['EMA', 'EMA', 'NEW', 'ADD', 'RET', 'TRAN'];
const DROP_CODES = ['', '', '', '', 'MOV', 'DIS', 'GRAD', 'TRAN'];
const STREETS_FR = ['12 rue des Lilas', '4 avenue Jean Jaurès', '27 boulevard Voltaire', '8 impasse des Tilleuls', '15 rue Pasteur', '3 place de la Mairie', '41 rue Victor Hugo', '9 allée des Pins', '56 rue de la République'];
const STREETS_ES = ['Calle Mayor 12', 'Avenida de América 45, 3º B', 'Calle de Alcalá 201', 'Paseo de la Castellana 88', 'Calle Serrano 7, 1º A', 'Calle Toledo 33', 'Plaza Mayor 2', 'Calle Goya 59'];
const STREETS_PT = ['Rua das Flores, 120', 'Av. Paulista, 1500, ap. 42', 'Rua XV de Novembro, 88', 'Rua Augusta, 301', 'Av. Brasil, 2200', 'Rua da Consolação, 15', 'Rua Oscar Freire, 77', 'Alameda Santos, 940'];
const STREETS_DE = ['Hauptstraße 12', 'Lindenweg 4', 'Goethestraße 27a', 'Am Markt 3', 'Schillerplatz 8', 'Bahnhofstraße 41', 'Eichendorffweg 9', 'Rosenstraße 56'];
const STREETS_IT = ['Via Roma 12', 'Corso Italia 45', 'Via Garibaldi 8', 'Piazza Duomo 3', 'Via Mazzini 27', 'Viale Europa 150', 'Via Verdi 9', 'Via Cavour 66'];
const STREETS_NL = ['Dorpsstraat 12', 'Kerkweg 4', 'Stationsplein 27', 'Molenlaan 3', 'Julianastraat 8', 'Beatrixlaan 41', 'Prinsengracht 263', 'Schoolstraat 9'];
const CITIES_FR = ['Lyon', 'Villeurbanne', 'Vénissieux', 'Bron', 'Lyon', 'Caluire-et-Cuire', 'Oullins', 'Écully'];
const CITIES_ES = ['Madrid', 'Alcobendas', 'Getafe', 'Leganés', 'Madrid', 'Pozuelo de Alarcón', 'Móstoles', 'Alcalá de Henares'];
const CITIES_PT = ['São Paulo', 'Guarulhos', 'Osasco', 'Santo André', 'São Paulo', 'Barueri', 'São Bernardo do Campo', 'Diadema'];
const CITIES_DE = ['Köln', 'Bergisch Gladbach', 'Leverkusen', 'Hürth', 'Köln', 'Frechen', 'Pulheim', 'Brühl'];
const CITIES_IT = ['Bologna', 'Casalecchio di Reno', 'San Lazzaro di Savena', 'Imola', 'Bologna', 'Zola Predosa', 'Castel Maggiore', 'Budrio'];
const CITIES_NL = ['Utrecht', 'Nieuwegein', 'Zeist', 'Houten', 'Utrecht', 'De Bilt', 'IJsselstein', 'Maarssen'];
const STATES_FR = ['Rhône', 'Rhône', 'Rhône', 'Métropole de Lyon'];
const STATES_ES = ['Madrid', 'Madrid', 'Comunidad de Madrid'];
const STATES_PT = ['SP', 'SP', 'SP', 'SP', 'RJ'];
const STATES_DE = ['NRW', 'Nordrhein-Westfalen', 'NRW'];
const STATES_IT = ['BO', 'BO', 'Emilia-Romagna'];
const STATES_NL = ['Utrecht', 'Utrecht', 'UT'];
const ZIP_FR = ['69003', '69100', '69200', '69500', '69007', '69300', '69600', '69130'];
const ZIP_ES = ['28001', '28100', '28901', '28911', '28045', '28223', '28931', '28801'];
const ZIP_PT = ['01310-100', '07010-000', '06010-000', '09010-000', '04538-132', '06454-000', '09750-000', '09910-000'];
const ZIP_DE = ['50667', '51465', '51373', '50354', '50823', '50226', '50259', '50321'];
const ZIP_IT = ['40121', '40033', '40068', '40026', '40137', '40069', '40013', '40054'];
const ZIP_NL = ['3511 AB', '3431 CD', '3701 EF', '3991 GH', '3581 JK', '3731 LM', '3401 NP', '3601 RS'];
const PHONES_FR = ['04 78 12 34 56', '04 72 98 76 54', '04 78 45 12 90', '', '04 72 33 21 08', '04 78 60 44 17', '04 37 28 91 02', '04 78 05 66 73'];
const PHONES_ES = ['914 123 456', '916 543 210', '917 882 301', '', '913 456 789', '918 220 114', '915 771 093', '916 009 872'];
const PHONES_PT = ['(11) 3456-7890', '(11) 2233-4455', '(11) 4002-8922', '', '(11) 3061-1200', '(11) 2598-7711', '(11) 4123-0098', '(11) 3871-5566'];
const PHONES_DE = ['0221 123456', '02202 98765', '0214 445566', '', '0221 7788990', '02234 12233', '02238 55667', '02232 90011'];
const PHONES_IT = ['051 123456', '051 6543210', '051 4455667', '', '0542 778899', '051 223344', '051 9988776', '051 3344556'];
const PHONES_NL = ['030 123 4567', '030 604 1122', '030 692 3344', '', '030 634 5566', '030 220 7788', '030 687 9900', '0346 551 122'];
const CONTACTS_FR = ['Martin, Sophie; Martin, Pierre', 'Dubois, Claire', 'Garcia, Antonio; Garcia, Maria', 'Petit, Julien', 'Moreau, Isabelle; Moreau, Marc', 'Lefebvre, Nadia', 'Roux, Thomas', 'Fournier, Sandrine; Fournier, Eric', 'Girard, Céline', ''];
const CONTACTS_ES = ['García, Ana; López, Javier', 'Martínez, Carmen', 'Sánchez, Luis; Gil, Rosa', 'Romero, Pilar', 'Navarro, Jorge', 'Torres, Elena; Vidal, Miguel', 'Ramos, Isabel', 'Molina, Raúl', 'Gil, Teresa', ''];
const CONTACTS_PT = ['Silva, Mariana; Silva, Carlos', 'Santos, Fernanda', 'Oliveira, Paulo; Oliveira, Renata', 'Souza, Adriana', 'Lima, Ricardo', 'Costa, Patrícia; Costa, André', 'Pereira, Luciana', 'Almeida, Marcos', 'Ferreira, Cláudia', ''];
const CONTACTS_DE = ['Müller, Sabine; Müller, Thomas', 'Schmidt, Andrea', 'Schneider, Frank; Schneider, Petra', 'Fischer, Katrin', 'Weber, Michael', 'Meyer, Claudia; Meyer, Jens', 'Wagner, Stefanie', 'Becker, Markus', 'Hoffmann, Anja', ''];
const CONTACTS_IT = ['Rossi, Giulia; Rossi, Marco', 'Russo, Francesca', 'Ferrari, Luca; Ferrari, Chiara', 'Esposito, Anna', 'Bianchi, Paolo', 'Romano, Sara; Romano, Davide', 'Colombo, Elena', 'Ricci, Andrea', 'Marino, Valentina', ''];
const CONTACTS_NL = ['de Jong, Sanne; de Jong, Mark', 'Jansen, Linda', 'de Vries, Peter; de Vries, Ingrid', 'van den Berg, Esther', 'Bakker, Rob', 'Visser, Anouk; Visser, Tim', 'Smit, Marloes', 'Meijer, Jeroen', 'de Boer, Wendy', ''];
const GENDER_FR = ['Masculin', 'Féminin', 'Féminin', 'Masculin', ''];
const GENDER_ES = ['Masculino', 'Femenino', 'Femenino', 'Masculino'];
const GENDER_PT = ['Masculino', 'Feminino', 'Feminino', 'Masculino'];
const GENDER_EN = ['Male', 'Female', 'Female', 'Male', ''];
const ETHNICITY_ES = ['Blanco, No Hispano', 'Hispano', 'Hispano', 'Asiático', 'Otro', ''];
const NICKNAMES_FR = ['', '', 'Lulu', 'Tom', '', 'Nat', 'Mimi', '', 'Jojo', 'Zozo', 'Max', 'Bibi', 'Titou'];
const NICKNAMES_PT = ['', '', 'Aninha', 'Pedrinho', '', 'Bia', 'Gabi', '', 'Ju', 'Teteu', 'Lari', 'Rafa', 'Bela'];
const NATIONAL_IDS_FR = ['1 08 03 69 123 045 12', '2 09 11 75 056 211 47', '1 10 01 69 381 002 88', '2 08 06 13 205 117 03', '1 09 04 69 266 410 55', '2 10 09 38 185 093 21', '1 08 12 69 123 301 64', '2 09 02 01 053 088 19', ''];
const NATIONAL_IDS_ES = ['12345678Z', '23456789D', '34567890V', '45678901G', '56789012B', '67890123K', '78901234X', '89012345E', ''];
const LANG_FR = ['Français', 'Français', 'Français', 'Anglais'];
const LANG_ES = ['Español', 'Español', 'Español', 'Inglés'];
const LANG_PT = ['Português', 'Português', 'Espanhol', 'Português'];
const PHYSICIANS = ['Dr Bernard', 'Dr Lambert', 'Dr Rousseau', 'Dr Faure', 'Dr Chevalier', 'Dr Blanc', 'Dr Guerin', 'Dr Muller', ''];
const PHYSICIANS_ES = ['Dra. Herrera', 'Dr. Campos', 'Dra. Vázquez', 'Dr. Prieto', 'Dr. Fuentes', 'Dra. Cabrera', 'Dr. Reyes', 'Dra. León', ''];
const HOSPITALS_ES = ['Hospital La Paz', 'Hospital Gregorio Marañón', 'Hospital 12 de Octubre', 'Hospital Clínico San Carlos', 'Hospital Ramón y Cajal', ''];
const COMMENTS_FR = ['', '', 'Allergie aux arachides', 'Asthme, inhalateur dans le sac', 'PAI en cours', '', 'Dispensé de sport jusqu\'en mars', 'Porte des lunettes', 'Suivi orthophonique', 'Élève boursier', 'Diabète de type 1'];
const DOCTOR_NOTE_PT = ['', 'Y', '', '', 'Y', ''];
const DOCTOR_NOTE_COMMENTS_PT = ['', 'Atestado de 3 dias (gripe)', '', 'Dispensa de educação física', 'Alergia a lactose', '', 'Consulta odontológica', 'Fratura no braço, 30 dias', 'Atestado de 1 dia', 'Conjuntivite'];
const LAST_LOGIN = ['', '', '2024-09-12 08:14:03', '2024-10-01 17:42:51', '2024-10-14 07:58:19', '2024-09-30 20:11:45', '2024-10-15 12:03:27', '2024-10-02 16:49:00', '2024-10-11 09:26:38', '2024-10-08 19:37:12'];

// RosarioSIS: grades, attendance, schedules.
const STUDENT_NAMES_NL = ['de Jong, Sem', 'Jansen, Emma', 'de Vries, Noah', 'van den Berg, Julia', 'Bakker, Liam', 'Visser, Tess', 'Smit, Lucas', 'Meijer, Sophie', 'de Boer, Finn', 'Mulder, Zoë', 'Bos, Daan'];
const STUDENT_NAMES_FR = ['Martin, Léa', 'Dubois, Hugo', 'Garcia, Inès', 'Petit, Louis', 'Moreau, Chloé', 'Lefebvre, Nathan', 'Roux, Manon', 'Fournier, Lucas', 'Girard, Emma', 'Bonnet, Jules'];
const ACTIVE_NL = ['Actief', 'Actief', 'Actief', 'Actief', 'Inactief'];
const POINTS = ['18', '15', '20', '12', '9', '17', '14', '*', '19', '11', '16', '13'];
const PERCENTS = ['90%', '75%', '100%', '60%', '45%', '85%', '70%', '95%', '55%', '80%', '65%'];
const LETTERS = ['A', 'B', 'A', 'C', 'D', 'B', 'C', 'A', 'F', 'B'];
const LETTERS_FR = ['15', '12,5', '17', '9', '11', '14', '18', '8,5', '13', '16'];
const COMMENTS_NL = ['', '', 'Goed gedaan', 'Te laat ingeleverd', 'Onvolledig', '', 'Herkansing mogelijk', 'Netjes uitgewerkt', 'Bronnen ontbreken', 'Uitstekend'];
const SUBMISSIONS = ['', '', 'verslag_sem.pdf', 'opdracht3.docx', '', 'werkstuk-emma.pdf', 'presentatie.pptx', '', 'essay_final.pdf', 'h4-opgaven.pdf', 'lab_report.pdf'];
const COURSES_FR = ['Mathématiques', 'Français', 'Histoire-Géographie', 'Anglais LV1', 'SVT', 'Physique-Chimie', 'EPS', 'Technologie', 'Espagnol LV2'];
const TEACHERS_FR = ['Mme Laurent', 'M. Simon', 'Mme Michel', 'M. Leroy', 'Mme David', 'M. Bertrand', 'Mme Morel', 'M. Durand'];
const ABSENCES_FR = ['0 / 0', '2 / 1', '5 / 2', '1 / 0', '0 / 0', '7 / 3', '3 / 1', '4 / 4', '1 / 1'];
const COMMENTS_FR_GRADES = ['', 'Bon trimestre', 'Peut mieux faire', 'Travail sérieux', 'Des efforts à poursuivre', 'Bavardages en classe', 'Excellent trimestre', 'Résultats en baisse', 'Ensemble satisfaisant', 'Manque de travail personnel'];
const GRADES_ES_ADA = ['1º ESO', '2º ESO', '3º ESO', '4º ESO', '1º Bachillerato', '2º Bachillerato'];
const COUNTS = ['112', '108', '97', '121', '88', '94', '103', '79', '115', '101'];
const DAYS_POSSIBLE = ['2016', '1944', '1746', '2178', '1584', '1692', '1854', '1422'];
const DAYS_PRESENT = ['1951.5', '1880', '1690.5', '2104', '1522', '1630.5', '1799', '1371'];
const DAYS_ABSENT = ['64.5', '64', '55.5', '74', '62', '61.5', '55', '51'];
const ADA_VALUES = ['108.42', '104.44', '93.92', '116.89', '84.56', '90.58', '99.94', '76.17'];
const AVG_ATT = ['96.8%', '96.71%', '96.82%', '96.6%', '96.09%', '96.37%', '97.03%', '96.41%'];
const AVG_ABS = ['3.58', '3.56', '3.08', '4.11', '3.44', '3.42', '3.06', '2.83'];
const COURSES_PT = ['Matemática', 'Língua Portuguesa', 'História', 'Geografia', 'Ciências', 'Inglês', 'Educação Física', 'Arte', 'Física', 'Química'];
const PERIODS_PT = ['1ª aula SEG/QUA - MAT7A - Souza, Márcia', '2ª aula TER/QUI - POR7A - Lima, Roberto', '3ª aula SEG - HIS7A - Costa, Helena', '4ª aula QUA/SEX - GEO7A - Alves, Sérgio', '1ª aula TER - CIE7A - Rocha, Denise', '5ª aula QUI - ING7B - Gomes, Tiago', '6ª aula SEX - EDF7A - Martins, Paula', '2ª aula SEG - ART7A - Dias, Vera'];
const ROOMS_PT = ['Sala 12', 'Sala 14', 'Sala 7', 'Laboratório 2', 'Quadra', 'Sala 21', 'Sala de Artes', 'Sala 3'];
const TERMS_PT = ['Ano Completo', 'Ano Completo', '1º Semestre', '2º Semestre', '1º Bimestre'];
const DROPPED = ['', '', '', '', '', '2024-05-17', '2024-06-28'];

// Gibbon.
const FORM_GROUPS_DE = ['5a', '5b', '6a', '6c', '7a', '7b', '8d', '9a'];
const FORM_GROUPS_NL = ['1A', '1B', '2A', '2C', '3H', '3V', '4H', '5V'];
const FORM_GROUPS_PT = ['6A', '6B', '7A', '7C', '8A', '8B', '9A', '9B'];
const FORM_GROUPS_IT = ['1A', '1B', '2A', '2C', '3A', '3B', '3D'];
const FORM_GROUPS_FR = ['6e A', '6e B', '5e A', '5e C', '4e A', '4e B', '3e A', '3e D'];
const GIBBON_STUDENTS_DE = ['Müller, Lukas', 'Schmidt, Mia', 'Schneider, Ben', 'Fischer, Emma', 'Weber, Paul', 'Meyer, Hannah', 'Wagner, Leon', 'Becker, Lina', 'Hoffmann, Felix', 'Schulz, Marie', 'Koch, Jonas'];
const GIBBON_STUDENTS_NL = ['de Jong, Sem', 'Jansen, Emma', 'de Vries, Noah', 'van den Berg, Julia', 'Bakker, Liam', 'Visser, Tess', 'Smit, Lucas', 'Meijer, Sophie', 'de Boer, Finn', 'Mulder, Zoë'];
const GIBBON_STUDENTS_PT = ['Silva, Ana Clara', 'Santos, Pedro', 'Oliveira, Beatriz', 'Souza, Gabriel', 'Lima, Júlia', 'Costa, Matheus', 'Pereira, Larissa', 'Almeida, Rafael', 'Ferreira, Isabela'];
const GIBBON_STUDENTS_IT = ['Rossi, Matteo', 'Russo, Sofia', 'Ferrari, Leonardo', 'Esposito, Giulia', 'Bianchi, Francesco', 'Romano, Aurora', 'Colombo, Alessandro', 'Ricci, Ginevra', 'Marino, Lorenzo'];
const AGES_DE = ['11 Jahre, 4 Monate 14.05.2013', '12 Jahre, 1 Monate 02.08.2012', '10 Jahre, 11 Monate 21.10.2013', '13 Jahre, 6 Monate 09.03.2011', '12 Jahre, 9 Monate 30.12.2011', '11 Jahre, 0 Monate 17.09.2013', '14 Jahre, 2 Monate 05.07.2010', '12 Jahre, 3 Monate 26.06.2012'];
const AGES_NL = ['12 jaar, 4 maanden 14-05-2012', '13 jaar, 1 maanden 02-08-2011', '11 jaar, 11 maanden 21-10-2012', '14 jaar, 6 maanden 09-03-2010', '15 jaar, 9 maanden 30-12-2008', '12 jaar, 0 maanden 17-09-2012', '16 jaar, 2 maanden 05-07-2008', '13 jaar, 3 maanden 26-06-2011'];
const AGES_PT = ['11 anos, 4 meses 14/05/2013', '12 anos, 1 meses 02/08/2012', '13 anos, 11 meses 21/10/2010', '14 anos, 6 meses 09/03/2010', '12 anos, 9 meses 30/12/2011', '11 anos, 0 meses 17/09/2013', '14 anos, 2 meses 05/07/2010', '13 anos, 3 meses 26/06/2011'];
const NATIONALITY_DE = ['Deutschland', 'Deutschland', 'Deutschland', 'Türkei', 'Polen', 'Deutschland, Italien', 'Syrien', 'Österreich'];
const NATIONALITY_NL = ['Nederland', 'Nederland', 'Nederland', 'Marokko', 'Turkije', 'Nederland, België', 'Suriname', 'Polen'];
const NATIONALITY_PT = ['Brasil', 'Brasil', 'Brasil', 'Portugal', 'Brasil, Itália', 'Argentina', 'Brasil', 'Japão'];
const TRANSPORT_DE = ['Bus Linie 12', 'Bus Linie 12', 'zu Fuß', 'Fahrrad', 'Eltern', 'Bus Linie 7', ''];
const TRANSPORT_NL = ['Fiets', 'Fiets', 'Fiets', 'Bus 28', 'Lopend', 'Ouders', ''];
const TRANSPORT_PT = ['Van escolar', 'Van escolar', 'Ônibus', 'A pé', 'Pais', 'Metrô', ''];
const HOUSES = ['Rot', 'Blau', 'Grün', 'Gelb', ''];
const HOUSES_NL = ['Rood', 'Blauw', 'Groen', 'Geel', ''];
const HOUSES_PT = ['Fênix', 'Dragão', 'Leão', 'Águia', ''];
const LOCKERS = ['', '', '101', '102', '115', '120', '133', '147', '152', '168', '174', '189'];
const MEDICAL_DE = ['Keine medizinischen Daten', 'Keine medizinischen Daten', 'Erkrankung 1: Asthma (Mittleres Risiko)', 'Langzeitmedikation: Ritalin', 'Erkrankung 1: Nussallergie (Hohes Risiko)', 'Erkrankung 1: Diabetes (Hohes Risiko)', 'Erkrankung 1: Heuschnupfen (Geringes Risiko)', 'Erkrankung 1: Epilepsie (Hohes Risiko)', 'Langzeitmedikation: Insulin'];
const MEDICAL_NL = ['Geen medische gegevens', 'Geen medische gegevens', 'Conditie 1: Astma (Middel Risico)', 'Langdurige medicatie: Ritalin', 'Conditie 1: Pinda-allergie (Hoog Risico)', 'Conditie 1: Diabetes (Hoog Risico)', 'Conditie 1: Hooikoorts (Laag Risico)', 'Conditie 1: Epilepsie (Hoog Risico)', 'Langdurige medicatie: Insuline'];
const MEDICAL_PT = ['Sem dados médicos', 'Sem dados médicos', 'Condição 1: Asma (Risco Médio)', 'Medicação de longo prazo: Ritalina', 'Condição 1: Alergia a amendoim (Risco Alto)', 'Condição 1: Diabetes (Risco Alto)', 'Condição 1: Rinite (Risco Baixo)', 'Condição 1: Epilepsia (Risco Alto)', 'Medicação de longo prazo: Insulina'];
const USERNAMES_IT = ['mrossi', 'srusso', 'lferrari', 'gesposito', 'fbianchi', 'aromano', 'acolombo', 'gricci', 'lmarino', 'ebruno'];
const OFFICIAL_NAMES_IT = ['Matteo Giovanni Rossi', 'Sofia Russo', 'Leonardo Ferrari', 'Giulia Maria Esposito', 'Francesco Bianchi', 'Aurora Romano', 'Alessandro Luca Colombo', 'Ginevra Ricci', 'Lorenzo Marino'];
const LAST_SCHOOLS_IT = ['Scuola Primaria Collodi', 'Scuola Primaria Don Milani', 'I.C. Marconi', 'Scuola Primaria Pascoli', 'Istituto Maria Ausiliatrice', 'Scuola Primaria Collodi', 'International School of Milan', 'Scuola Primaria Rodari', ''];
const PARENTS_IT = ['Rossi, Giulia (Madre) 333 1234567', 'Russo, Marco (Padre) 347 2345678', 'Ferrari, Chiara (Madre) 328 3456789', 'Esposito, Luca (Padre) 339 4567890', 'Bianchi, Paola (Madre) 320 5678901', 'Romano, Davide (Padre) 348 6789012', 'Colombo, Elena (Madre) 335 7890123', 'Ricci, Andrea (Padre) 340 8901234', ''];
const ATT_STATUS_FR = ['Absent', 'Absent', 'Absent - excusé', 'Retard', 'Départ anticipé', 'Non enregistré'];
const ATT_REASON_FR = ['', 'Maladie', 'Rendez-vous médical', 'Famille', 'Transport', '', 'Sortie scolaire', 'Maladie'];
const ATT_COMMENT_FR = ['', '', 'Mère a appelé à 8h05', 'Certificat médical à fournir', 'Bus en retard', 'Rendez-vous dentiste', '', 'Fièvre', 'Mot dans le carnet', 'Enterrement grand-père', 'Compétition UNSS'];
const GIBBON_NAMES_FR = ['Martin, Léa', 'Dubois, Hugo', 'Garcia, Inès', 'Petit, Louis', 'Moreau, Chloé', 'Lefebvre, Nathan', 'Roux, Manon', 'Fournier, Lucas', 'Girard, Emma'];

// Gibbon: English data exports.
const TITLES_EN = ['', '', 'Mr.', 'Ms.', 'Mrs.', 'Dr.', ''];
const NAMES_IN_CHARS = ['', '', '', '陳大文', '李小明', '', '黃嘉欣', '', '張偉'];
const PASSWORDS = ['', '', ''];
const YN = ['Y', 'Y', 'N'];
const STATUS_GIBBON = ['Full', 'Full', 'Full', 'Expected', 'Left', 'Pending'];
const ROLES = ['Student', 'Student', 'Student', 'Parent', 'Teacher', 'Support Staff'];
const ALL_ROLES = ['Student', 'Student', 'Parent', 'Teacher,Parent', 'Teacher', 'Support Staff,Parent'];
const STUDENT_IDS_EN = ['', 'S20190412', 'S20190413', 'S20200077', 'S20200103', 'S20210021', 'S20210058', 'S20220140', 'S20220166', 'S20230009', 'S20230031'];
const PHOTOS = ['', 'uploads/2024/08/photo_0412.jpg', 'uploads/2024/08/photo_0413.jpg', 'uploads/2024/08/photo_0077.jpg', 'uploads/2023/09/photo_0103.jpg', '', 'uploads/2024/08/photo_0021.jpg', 'uploads/2022/08/photo_0058.jpg', 'uploads/2024/08/photo_0140.jpg', 'uploads/2023/08/photo_0166.jpg'];
const DAY_TYPES = ['', '', 'Full Day', 'Half Day'];
const CLASS_OF = ['2025-2026', '2026-2027', '2027-2028', '2028-2029', '2029-2030', ''];
const SCHOOLS_EN = ['Sha Tin Junior School', 'Kowloon Junior School', 'Glenealy School', 'Peak School', 'Clearwater Bay School', 'Bradbury School', 'Beacon Hill School', ''];
const NEXT_SCHOOLS_EN = ['', '', '', 'Island School', 'German Swiss International School', 'South Island School', 'Renaissance College', 'King George V School', 'Sha Tin College', 'Harrow International School', 'West Island School'];
const DEPARTURE = ['', '', '', '', 'Relocation overseas', 'Graduated', 'Moved to another school', 'Family reasons'];
const ADDRESSES_EN = ['Flat 12B, Tower 3, Festival City, 1 Mei Tin Road', 'House 7, Hillview Road', 'Flat 5A, Block C, 18 Conduit Road', 'Flat 21D, Tower 1, Park Island', '3/F, 88 Tai Hang Road', 'Flat 9C, Royal Ascot, 1 Tsun King Road', 'House 14, Silverstrand Beach Road', 'Flat 31F, The Harbourside, 1 Austin Road West'];
const DISTRICTS = ['Sha Tin', 'Kowloon City', 'Central and Western', 'Tsuen Wan', 'Wan Chai', 'Sai Kung', 'Yau Tsim Mong', 'Southern'];
const COUNTRIES_EN = ['Hong Kong', 'Hong Kong', 'Hong Kong', 'Hong Kong', 'United Kingdom'];
const PHONE_TYPES = ['Mobile', 'Mobile', 'Home', 'Work', ''];
const COUNTRY_CODES = ['852', '852', '852', '44', '86', ''];
const PHONE_HK = ['9123 4567', '6234 5678', '2345 6789', '5456 7890', '9876 5432', '6789 0123', '2890 1234', '5901 2345', ''];
const LANGUAGES_EN = ['English', 'Cantonese', 'Mandarin', 'English', 'Korean', 'French', 'Hindi'];
const SECOND_LANG = ['', 'English', 'Cantonese', 'Mandarin', 'French', ''];
const ETHNICITIES = ['', 'Chinese', 'British', 'Indian', 'Korean', 'Mixed', 'Filipino'];
const RELIGIONS = ['', '', 'Christian', 'Buddhist', 'Hindu', 'Muslim', 'None'];
const PROFESSIONS = ['', '', '', 'Engineer', 'Banker', 'Doctor', 'Teacher', 'Lawyer', 'Architect', 'Accountant', 'Consultant'];
const EMPLOYERS = ['', '', '', 'HSBC', 'Cathay Pacific', 'Hospital Authority', 'Jardine Matheson', 'MTR Corporation', 'PwC', 'Swire Properties', 'HKU'];
const JOB_TITLES_EN = ['', '', '', 'Senior Engineer', 'Vice President', 'Consultant Physician', 'Head of Year', 'Partner', 'Project Manager', 'Finance Director', 'Analyst'];
const RELATIONSHIPS = ['Parent', 'Mother', 'Father', 'Grandparent', 'Helper', 'Uncle', 'Aunt', 'Family Friend'];
const HOUSES_EN = ['Red', 'Blue', 'Green', 'Yellow', ''];
const TRANSPORT_EN = ['Bus Route 3', 'Bus Route 3', 'Bus Route 7', 'Walk', 'Parent drop-off', 'MTR', 'Bus Route 12', ''];
const TRANSPORT_NOTES = ['', '', '', 'Picked up by helper', 'Stop: Festival City', 'Stop: Park Island pier', 'Leaves early on Fridays', 'Stop: Tai Wai station', 'Drop-off at Gate 2', 'Stop: Hang Hau', 'Afternoon bus only'];
const VEHICLES = ['', '', '', '', 'AB 1234', 'HK 8821', 'PN 402', 'XY 77', 'LM 5609', 'TT 3318', 'KC 9012', 'RS 4471'];
const SCHOOL_YEARS = ['2024-2025'];
const COURSE_SHORT = ['MA09', 'EN09', 'SC09', 'HI09', 'GE09', 'FR09', 'MU09', 'PE09', 'MA10', 'EN10'];
const CLASS_SHORT = ['1', '2', '3', 'A', 'B', '1', '2'];
const MARKBOOK_COLUMNS = ['Unit 1 Test', 'Algebra Quiz', 'Essay: Of Mice and Men', 'Lab Report 2', 'Fieldwork Project', 'Oral Presentation', 'Term 1 Exam', 'Homework 3', 'Poetry Analysis', 'Practical Assessment'];
const STUDENT_USERNAMES_EN = ['chan.d', 'lee.sm', 'wong.k', 'smith.j', 'patel.a', 'kim.h', 'ng.c', 'brown.e', 'lau.t', 'taylor.o', 'cheung.m'];
const ATTAINMENT = ['7', '6', '5', '6', '4', '7', '3', '5', '6', '2'];
const RAW = ['42', '36', '28', '38', '22', '45', '18', '30', '35', '12', '40'];
const ATTAIN_DESC = ['Excellent', 'Very Good', 'Good', 'Very Good', 'Satisfactory', 'Excellent', 'Limited', 'Good'];
const CONCERN = ['N', 'N', 'N', 'N', 'Y', 'N', 'P'];
const EFFORT = ['A', 'A', 'B', 'B', 'C', 'A', 'D'];
const EFFORT_DESC = ['Excellent', 'Excellent', 'Good', 'Good', 'Satisfactory', 'Excellent', 'Poor'];
const MARK_COMMENTS = ['', 'Well structured argument.', 'Show your working.', 'Excellent use of evidence.', 'Revise factorisation.', 'Good effort, check units.', 'Conclusion needs more depth.', '', 'Outstanding presentation.', 'Please resubmit by Friday.', 'Careless errors cost marks.'];
const LEARNING_AREAS = ['MA', 'EN', 'SC', 'HUM', 'ML', 'ART', 'PE', 'TECH', 'MU'];
const COURSE_NAMES = ['Mathematics 9', 'English 9', 'Science 9', 'History 9', 'Geography 9', 'French 9', 'Music 9', 'Physical Education 9', 'Mathematics 10', 'English 10', 'Design Technology 9'];
const COURSE_CODES = ['MA09', 'EN09', 'SC09', 'HI09', 'GE09', 'FR09', 'MU09', 'PE09', 'MA10', 'EN10', 'DT09'];
const ORDER_BY = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', ''];
const BLURBS = ['<p>Number, algebra and geometry for Year 9.</p>', '<p>Reading, writing and speaking through novels and poetry.</p>', '<p>Biology, chemistry and physics foundations.</p>', '<p>The modern world, 1900–1945.</p>', '<p>Physical and human geography with fieldwork.</p>', '<p>French for intermediate learners.</p>', '<p>Performing, composing and listening.</p>', '', '<p>IGCSE Mathematics, first year.</p>', '<p>IGCSE English Language, first year.</p>'];
const YEAR_GROUPS = ['Y09', 'Y09', 'Y10', 'Y09,Y10', 'Y10,Y11', 'Y07,Y08,Y09'];

const ROSARIO = 'RosarioSIS 12.0 (student information system)';
const ROSARIO_EXPORT = `${ROSARIO}, Students → Advanced Report → export to Excel/CSV (modules/misc/Export.php); columns in the order ticked`;
const GIBBON = 'Gibbon v30.0.00 (school platform)';

/** The files of this set. */
export const HELD_OUT_16_FILES: HeldOut16File[] = [
  {
    name: 'rosariosis-students-export-fr.xls', language: 'fr', tdm: 'students',
    source: `${ROSARIO_EXPORT}, French (fr_FR; student fields as rosariosis_fr.sql installs them; 26 columns)`,
    columns: [
      ['Nom à afficher', 'full_name', DISPLAY_NAMES],
      ['Prénom', 'first_name', 'first'],
      ['Nom', 'last_name', 'last'],
      ['ID RosarioSIS', 'student_id', ROSARIO_IDS],
      ['Niveau scolaire', 'grade_level', GRADES_FR],
      ['École', 'school', SCHOOLS_FR],
      ['Nom d\'utilisateur', 'username', USERNAMES],
      ['Date d\'inscription', 'enrolment_date', 'date'],
      ['Date de retrait', 'leaving_date', 'date'],
      ['Code d\'inscription', null, ENROLL_CODES],
      ['Code de retrait', null, DROP_CODES],
      ['Options de passage / redoublement', null, ROLLING_FR],
      ['Rue', 'street', STREETS_FR],
      ['Ville', 'city', CITIES_FR],
      ['Département', 'region', STATES_FR],
      ['Code postal', 'postal_code', ZIP_FR],
      ['Téléphone fixe', 'phone', PHONES_FR],
      ['Contacts', 'guardian_name', CONTACTS_FR],
      ['Sexe', 'gender', GENDER_FR],
      ['Date de naissance', 'date_of_birth', 'date'],
      ['Surnom', 'preferred_name', NICKNAMES_FR],
      ['Numéro d\'identification', 'national_id', NATIONAL_IDS_FR],
      ['Langue', 'home_language', LANG_FR],
      ['Médecin', null, PHYSICIANS],
      ['Commentaires', 'notes', COMMENTS_FR],
      ['Dernière connexion', null, LAST_LOGIN],
    ],
  },
  {
    name: 'rosariosis-students-export-es.xls', language: 'es', tdm: 'students',
    source: `${ROSARIO_EXPORT}, Spanish (es_ES; student fields as rosariosis_es.sql installs them; 25 columns)`,
    columns: [
      ['Nombre', 'first_name', 'first'],
      ['Segundo Nombre', 'middle_name', ['', '', '', 'María', 'José', '', 'Isabel', 'Antonio', '', 'Carmen', 'Luis', 'Elena']],
      ['Apellido', 'last_name', 'last'],
      ['ID RosarioSIS', 'student_id', ROSARIO_IDS],
      ['Grado', 'grade_level', GRADES_ES],
      ['Institución', 'school', SCHOOLS_ES],
      ['Calendario', null, CALENDARS],
      ['Fecha de Inicio de Matrícula', 'enrolment_date', 'date'],
      ['Ultima Fecha de Matrícula', 'leaving_date', 'date'],
      ['Código de Matrícula', null, ENROLL_CODES],
      ['Código de Retiro', null, DROP_CODES],
      ['Calle', 'street', STREETS_ES],
      ['Ciudad', 'city', CITIES_ES],
      ['Estado', 'region', STATES_ES],
      ['Código Postal', 'postal_code', ZIP_ES],
      ['Teléfono de Casa', 'phone', PHONES_ES],
      ['Contactos', 'guardian_name', CONTACTS_ES],
      ['Sexo', 'gender', GENDER_ES],
      ['Origen étnico', null, ETHNICITY_ES],
      ['Fecha de nacimiento', 'date_of_birth', 'date'],
      ['Numero de Identificación', 'national_id', NATIONAL_IDS_ES],
      ['Lenguaje', 'home_language', LANG_ES],
      ['Médico', null, PHYSICIANS_ES],
      ['Teléfono Médico', null, PHONES_ES],
      ['Hospital Preferido', null, HOSPITALS_ES],
    ],
  },
  {
    name: 'rosariosis-students-export-pt.xls', language: 'pt', tdm: 'students',
    source: `${ROSARIO_EXPORT}, Brazilian Portuguese (pt_BR; student fields as rosariosis_pt_BR.sql installs them; 24 columns)`,
    columns: [
      ['Nome de exibição', 'full_name', DISPLAY_NAMES_PT],
      ['Nome', 'first_name', 'first'],
      ['Sobrenome', 'last_name', 'last'],
      ['ID RosarioSIS', 'student_id', ROSARIO_IDS],
      ['Nível de nota', 'grade_level', GRADES_PT],
      ['Escola', 'school', SCHOOLS_PT],
      ['Nome de usuário', 'username', USERNAMES],
      ['Data de início da inscrição', 'enrolment_date', 'date'],
      ['Data de término da inscrição', 'leaving_date', 'date'],
      ['Código de inscrição', null, ENROLL_CODES],
      ['Rua', 'street', STREETS_PT],
      ['Cidade', 'city', CITIES_PT],
      ['Estado', 'region', STATES_PT],
      ['Código postal', 'postal_code', ZIP_PT],
      ['Telefone residencial', 'phone', PHONES_PT],
      ['Endereço para correspondência', null, STREETS_PT],
      ['Contatos', 'guardian_name', CONTACTS_PT],
      ['Sexo', 'gender', GENDER_PT],
      ['Data de nascimento', 'date_of_birth', 'date'],
      ['Apelido', 'preferred_name', NICKNAMES_PT],
      ['Idioma', 'home_language', LANG_PT],
      ['Tem atestado médico', null, DOCTOR_NOTE_PT],
      ['Comentários da nota médica', 'medical_notes', DOCTOR_NOTE_COMMENTS_PT],
      ['Último login', null, LAST_LOGIN],
    ],
  },
  {
    name: 'rosariosis-students-export-de.xls', language: 'de', tdm: 'students',
    source: `${ROSARIO_EXPORT}, German (de_DE; no German install data, so the student fields keep their English titles; 22 columns)`,
    columns: [
      ['Vorname', 'first_name', 'first'],
      ['Mittelname', 'middle_name', ['', '', '', 'Maria', 'Johannes', '', 'Sophie', 'Alexander', '', 'Marie', 'Paul', 'Luise']],
      ['Nachname', 'last_name', 'last'],
      ['RosarioSIS ID Nummer', 'student_id', ROSARIO_IDS],
      ['Klassenstufe', 'grade_level', GRADES_DE],
      ['Schule', 'school', SCHOOLS_DE],
      ['Schulnummer', null, SCHOOL_NUMBERS],
      ['Benutzername', 'username', USERNAMES],
      ['Einschreibung Startdatum', 'enrolment_date', 'date'],
      ['Einschreibung Enddatum', 'leaving_date', 'date'],
      ['Einschreibung-Code', null, ENROLL_CODES],
      ['Code löschen', null, DROP_CODES],
      ['Übergabe- / Zurückhalte-Optionen', null, ROLLING_DE],
      ['Straße', 'street', STREETS_DE],
      ['Stadt', 'city', CITIES_DE],
      ['Bundesland', 'region', STATES_DE],
      ['PLZ', 'postal_code', ZIP_DE],
      ['Festnetz-Telefonnummer', 'phone', PHONES_DE],
      ['Kontakte', 'guardian_name', CONTACTS_DE],
      ['Gender', 'gender', GENDER_EN],
      ['Birthdate', 'date_of_birth', 'date'],
      ['Letzte Anmeldung', null, LAST_LOGIN],
    ],
  },
  {
    name: 'rosariosis-students-export-it.xls', language: 'it', tdm: 'students',
    source: `${ROSARIO_EXPORT}, Italian (it_IT; untranslated strings fall back to English, student fields keep their English titles; 19 columns)`,
    columns: [
      ['Nome', 'first_name', 'first'],
      ['Secondo nome', 'middle_name', ['', '', '', 'Maria', 'Giovanni', '', 'Chiara', 'Luca', '', 'Anna', 'Paolo', 'Rosa']],
      ['Cognome', 'last_name', 'last'],
      ['RosarioSIS ID', 'student_id', ROSARIO_IDS],
      ['Livello di qualità', 'grade_level', GRADES_IT],
      ['Scuola', 'school', SCHOOLS_IT],
      ['Calendario', null, CALENDARS_IT],
      ['Nome utente', 'username', USERNAMES],
      ['Street', 'street', STREETS_IT],
      ['Città', 'city', CITIES_IT],
      ['Stato', 'region', STATES_IT],
      ['Codice di avviamento postale', 'postal_code', ZIP_IT],
      ['Telefono di casa', 'phone', PHONES_IT],
      ['Indirizzo postale', null, STREETS_IT],
      ['Mailing Città', null, CITIES_IT],
      ['Contatti', 'guardian_name', CONTACTS_IT],
      ['Ultimo Login', null, LAST_LOGIN],
      ['Gender', 'gender', GENDER_EN],
      ['Birthdate', 'date_of_birth', 'date'],
    ],
  },
  {
    name: 'rosariosis-students-export-nl.xls', language: 'nl', tdm: 'students',
    source: `${ROSARIO_EXPORT}, Dutch (nl_NL; untranslated strings fall back to English; 17 columns)`,
    columns: [
      ['Voornaam', 'first_name', 'first'],
      ['Achternaam', 'last_name', 'last'],
      ['RosarioSIS ID', 'student_id', ROSARIO_IDS],
      ['Niveau', 'grade_level', GRADES_NL],
      ['School', 'school', SCHOOLS_NL],
      ['Gebruikersnaam', 'username', USERNAMES],
      ['Enrollment Start Date', 'enrolment_date', 'date'],
      ['Enrollment End Date', 'leaving_date', 'date'],
      ['Rolling / Retentie-opties', null, ROLLING_NL],
      ['Street', 'street', STREETS_NL],
      ['City', 'city', CITIES_NL],
      ['Staat', 'region', STATES_NL],
      ['Postcode', 'postal_code', ZIP_NL],
      ['Telefoon thuis', 'phone', PHONES_NL],
      ['Postadres', null, STREETS_NL],
      ['Contacten', 'guardian_name', CONTACTS_NL],
      ['Laatst ingelogd', null, LAST_LOGIN],
    ],
  },
  {
    name: 'rosariosis-gradebook-assignment-nl.xls', language: 'nl', tdm: 'grades',
    source: `${ROSARIO}, Grades → Gradebook → one assignment, with inactive students, export (modules/Grades/Grades.php), Dutch (nl_NL; 8 columns)`,
    columns: [
      ['Student', 'student_name', STUDENT_NAMES_NL],
      ['School Status', null, ACTIVE_NL],
      ['Cursus status', null, ACTIVE_NL],
      ['Punten', 'score', POINTS],
      ['Procent', 'percentage', PERCENTS],
      ['Brief', 'letter_grade', LETTERS],
      ['Hoe', 'comment', COMMENTS_NL],
      ['Submission', null, SUBMISSIONS],
    ],
  },
  {
    name: 'rosariosis-final-grades-fr.xls', language: 'fr', tdm: 'grades',
    source: `${ROSARIO}, Grades → Final Grades (teacher, absences, percents and comments ticked; one marking period) export (modules/Grades/FinalGrades.php), French (fr_FR; 7 columns)`,
    columns: [
      ['Élève', 'student_name', STUDENT_NAMES_FR],
      ['Cours', 'course', COURSES_FR],
      ['Enseignant', 'teacher', TEACHERS_FR],
      ['Absences Année en cours / Période scolaire', null, ABSENCES_FR],
      ['%', 'percentage', PERCENTS],
      ['Trimestre 1', 'letter_grade', LETTERS_FR],
      ['Commentaires', 'comment', COMMENTS_FR_GRADES],
    ],
  },
  {
    name: 'rosariosis-average-daily-attendance-es.xls', language: 'es', tdm: 'attendance',
    source: `${ROSARIO}, Attendance → Average Daily Attendance export (modules/Attendance/Percent.php), Spanish (es_ES; 8 columns)`,
    columns: [
      ['Grado', null, GRADES_ES_ADA],
      ['Estudiantes', null, COUNTS],
      ['Días Possibles', 'days_possible', DAYS_POSSIBLE],
      ['Presente', 'days_present', DAYS_PRESENT],
      ['Ausente', 'days_absent', DAYS_ABSENT],
      ['Promedio Diario de Asistencia', null, ADA_VALUES],
      ['Asistencia Promedio', 'attendance_rate', AVG_ATT],
      ['Ausente Promedio', null, AVG_ABS],
    ],
  },
  {
    name: 'rosariosis-student-schedule-pt.xls', language: 'pt', tdm: 'courses',
    source: `${ROSARIO}, Scheduling → Student Schedule export (modules/Scheduling/Schedule.php), Brazilian Portuguese (pt_BR; 6 columns)`,
    columns: [
      ['Curso', 'course_title', COURSES_PT],
      ['Período Dias - Nome curto - Professor', 'period', PERIODS_PT],
      ['Sala', 'room', ROOMS_PT],
      ['Termo', 'term', TERMS_PT],
      ['Inscrito', null, 'date'],
      ['Descartado', null, DROPPED],
    ],
  },
  {
    name: 'gibbon-students-by-form-group-de.xlsx', language: 'de', tdm: 'students',
    source: `${GIBBON}, Students → Students by Form Group, extended view, export (modules/Students/report_students_byFormGroup.php), German (de_DE; 9 columns)`,
    columns: [
      ['Formulargruppe', 'class_group', FORM_GROUPS_DE],
      ['Schüler/in', 'full_name', GIBBON_STUDENTS_DE],
      ['Geschlecht', 'gender', ['Männlich', 'Weiblich', 'Weiblich', 'Männlich', 'Divers']],
      ['Alter', null, AGES_DE],
      ['Nationalität', 'nationality', NATIONALITY_DE],
      ['Transport', 'transport', TRANSPORT_DE],
      ['Gebäude', null, HOUSES],
      ['Schließfach', null, LOCKERS],
      ['Medizinisch', 'medical_notes', MEDICAL_DE],
    ],
  },
  {
    name: 'gibbon-students-by-form-group-nl.xlsx', language: 'nl', tdm: 'students',
    source: `${GIBBON}, Students → Students by Form Group, extended view, export (modules/Students/report_students_byFormGroup.php), Dutch (nl_NL; 9 columns)`,
    columns: [
      ['Klas', 'class_group', FORM_GROUPS_NL],
      ['Student', 'full_name', GIBBON_STUDENTS_NL],
      ['Geslacht', 'gender', ['Man', 'Vrouw', 'Vrouw', 'Man', 'Anders']],
      ['Leeftijd', null, AGES_NL],
      ['Nationaliteit', 'nationality', NATIONALITY_NL],
      ['Vervoer', 'transport', TRANSPORT_NL],
      ['Huis', null, HOUSES_NL],
      ['Kast', null, LOCKERS],
      ['Medisch', 'medical_notes', MEDICAL_NL],
    ],
  },
  {
    name: 'gibbon-students-by-form-group-pt.xlsx', language: 'pt', tdm: 'students',
    source: `${GIBBON}, Students → Students by Form Group, extended view, export (modules/Students/report_students_byFormGroup.php), Brazilian Portuguese (pt_BR; 9 columns)`,
    columns: [
      ['Grupo de Inscrição', 'class_group', FORM_GROUPS_PT],
      ['Aluno', 'full_name', GIBBON_STUDENTS_PT],
      ['Gênero', 'gender', ['Masculino', 'Feminino', 'Feminino', 'Masculino', 'Outro']],
      ['Idade', null, AGES_PT],
      ['Nacionalidade', 'nationality', NATIONALITY_PT],
      ['Transporte', 'transport', TRANSPORT_PT],
      ['Local', null, HOUSES_PT],
      ['Armário', null, LOCKERS],
      ['Clínico', 'medical_notes', MEDICAL_PT],
    ],
  },
  {
    name: 'gibbon-new-students-it.xlsx', language: 'it', tdm: 'students',
    source: `${GIBBON}, Admissions → New Students export (modules/Admissions/report_students_new.php), Italian (it_IT; 7 columns)`,
    columns: [
      ['Studente', 'full_name', GIBBON_STUDENTS_IT],
      ['Gruppo di moduli', 'class_group', FORM_GROUPS_IT],
      ['Username', 'username', USERNAMES_IT],
      ['Nome Ufficiale', null, OFFICIAL_NAMES_IT],
      ['Dato Inizio', 'enrolment_date', 'date'],
      ['Ultima Scuola', 'previous_school', LAST_SCHOOLS_IT],
      ['Parente', 'guardian_name', PARENTS_IT],
    ],
  },
  {
    name: 'gibbon-students-not-present-fr.xlsx', language: 'fr', tdm: 'attendance',
    source: `${GIBBON}, Attendance → Students Not Present export (modules/Attendance/report_studentsNotPresent_byDate.php), French (fr_FR; 5 columns)`,
    columns: [
      ['Groupe-repère', 'class_group', FORM_GROUPS_FR],
      ['Nom', 'student_name', GIBBON_NAMES_FR],
      ['Statut', 'status', ATT_STATUS_FR],
      ['Raison', 'reason', ATT_REASON_FR],
      ['Commentaire', 'comment', ATT_COMMENT_FR],
    ],
  },
  {
    name: 'gibbon-users-full-export.xlsx', language: 'en', tdm: 'students',
    source: `${GIBBON}, System Admin → Export → "User - Data - Full" with data (modules/System Admin/export_run.php, resources/imports/usersFull.yml; 68 columns)`,
    columns: [
      ['Title', null, TITLES_EN],
      ['Surname', 'last_name', 'last'],
      ['First Name', 'first_name', 'first'],
      ['Preferred Name', 'preferred_name', 'first'],
      ['Official Name', 'full_name', 'full'],
      ['Name In Characters', null, NAMES_IN_CHARS],
      ['Gender', 'gender', ['M', 'F', 'F', 'M', 'Other', 'Unspecified']],
      ['Date of Birth', 'date_of_birth', 'date'],
      ['Username', 'username', STUDENT_USERNAMES_EN],
      ['Password', null, PASSWORDS],
      ['Force Reset Password?', null, YN],
      ['Status', 'enrolment_status', STATUS_GIBBON],
      ['Can Login?', null, YN],
      ['Primary Role', null, ROLES],
      ['All Roles', null, ALL_ROLES],
      ['Email', 'email', 'email'],
      ['Alternate Email', null, ['', '', '', 'd.chan@gmail.com', 'sm.lee@yahoo.com.hk', '', 'kwong88@hotmail.com', 'j.smith@outlook.com', '', 'anita.patel@gmail.com', 'hkim@naver.com', 'chris.ng@icloud.com', 'oliviat@gmail.com']],
      ['Student ID', 'student_id', STUDENT_IDS_EN],
      ['User Photo', null, PHOTOS],
      ['Day Type', null, DAY_TYPES],
      ['Start Date', 'enrolment_date', 'date'],
      ['End Date', 'leaving_date', ['', '', '', '', '2025-06-20', '2024-12-20', '2025-06-20']],
      ['Class Of', null, CLASS_OF],
      ['Last School', 'previous_school', SCHOOLS_EN],
      ['Next School', 'next_school', NEXT_SCHOOLS_EN],
      ['Departure Reason', null, DEPARTURE],
      ['Address 1', 'street', ADDRESSES_EN],
      ['Address 1 District', 'city', DISTRICTS],
      ['Address 1 Country', 'country', COUNTRIES_EN],
      ['Address 2', null, ['', '', '', '', 'Flat 2A, 10 Robinson Road', '', '12 Kensington Park Road, London', 'House 3, Lantau Villas', 'Flat 8F, 2 Tai Tam Road', '27 Avenue Road, Toronto', 'Flat 15B, 9 Seymour Road', 'Room 1203, Sino Plaza, Causeway Bay', 'Flat 6C, 1 Po Shan Road']],
      ['Address 2 District', null, ['', '', '', '', 'Mid-Levels', '', 'London']],
      ['Address 2 Country', null, ['', '', '', '', 'Hong Kong', '', 'United Kingdom']],
      ['Phone 1 (Type)', null, PHONE_TYPES],
      ['Phone 1 (Country Code)', null, COUNTRY_CODES],
      ['Phone 1', 'phone', PHONE_HK],
      ['Phone 2 (Type)', null, PHONE_TYPES],
      ['Phone 2 (Country Code)', null, COUNTRY_CODES],
      ['Phone 2', null, PHONE_HK],
      ['Phone 3 (Type)', null, ['', '', '', 'Work', 'Other']],
      ['Phone 3 (Country Code)', null, ['', '', '', '852', '44']],
      ['Phone 3', null, ['', '', '', '', '2345 6789', '3456 7890', '2987 6543', '7911 123456', '2877 1100', '3188 2200', '2521 4433']],
      ['Phone 4 (Type)', null, ['', '', '', '', 'Other']],
      ['Phone 4 (Country Code)', null, ['', '', '', '', '86']],
      ['Phone 4', null, ['', '', '', '', '', '', '138 0013 8000', '139 1234 5678', '136 2233 4455', '137 9988 7766', '135 1122 3344', '150 6677 8899', '186 2020 3030', '158 4141 5252']],
      ['Website', null, ['', '', '', '', 'https://www.chanfamily.hk', 'https://blog.example.com/lee', '', 'https://www.patel-design.com', '', 'https://kimh.dev', 'https://www.linkedin.com/in/ebrown', 'https://lau-tutoring.hk', 'https://www.cheung-art.com', 'https://taylorfamily.blog']],
      ['First Language', 'home_language', LANGUAGES_EN],
      ['Second Language', null, SECOND_LANG],
      ['Third Language', null, ['', '', '', 'Mandarin', 'French', 'Spanish']],
      ['Country of Birth', null, ['Hong Kong', 'Hong Kong', 'China', 'United Kingdom', 'India', 'South Korea', 'Australia', 'Canada']],
      ['Ethnicity', null, ETHNICITIES],
      ['Religion', null, RELIGIONS],
      ['Profession', null, PROFESSIONS],
      ['Employer', null, EMPLOYERS],
      ['Job Title', null, JOB_TITLES_EN],
      ['Emergency 1 Name', null, ['Chan Mei Ling', 'Lee Wai Man', 'Wong Siu Fong', 'Sarah Smith', 'Raj Patel', 'Kim Ji-woo', 'Ng Ka Yan', 'Emma Brown', 'Lau Tak Wah', 'Olivia Taylor', '']],
      ['Emergency 1 Number 1', null, PHONE_HK],
      ['Emergency 1 Number 2', null, PHONE_HK],
      ['Emergency 1 Relationship', null, RELATIONSHIPS],
      ['Emergency 2 Name', null, ['Maria Santos', 'Lee Chi Keung', 'Wong Tai Man', 'James Smith', '', 'Kim Min-jun', 'Ng Wing Sze', 'David Brown', 'Lau Mei Yee', 'Noah Taylor', '']],
      ['Emergency 2 Number 1', null, PHONE_HK],
      ['Emergency 2 Number 2', null, PHONE_HK],
      ['Emergency 2 Relationship', null, RELATIONSHIPS],
      ['House', null, HOUSES_EN],
      ['Locker Number', null, LOCKERS],
      ['Transport', 'transport', TRANSPORT_EN],
      ['Transport Notes', null, TRANSPORT_NOTES],
      ['Vehicle Registration', null, VEHICLES],
      ['Receive Email Notifications?', null, YN],
    ],
  },
  {
    name: 'gibbon-markbook-marks-export.xlsx', language: 'en', tdm: 'grades',
    source: `${GIBBON}, System Admin → Export → "Markbook - Marks" with data (modules/System Admin/export_run.php, resources/imports/markbookEntry.yml; 13 columns)`,
    columns: [
      ['School Year', null, SCHOOL_YEARS],
      ['Course', 'course', COURSE_SHORT],
      ['Class', 'class_section', CLASS_SHORT],
      ['Markbook Column', 'assessment', MARKBOOK_COLUMNS],
      ['Student', 'student_id', STUDENT_USERNAMES_EN],
      ['Attainment Value', 'letter_grade', ATTAINMENT],
      ['Attainment Raw Value', 'score', RAW],
      ['Attainment Descriptor', null, ATTAIN_DESC],
      ['Attainment Concern?', null, CONCERN],
      ['Effort Value', 'effort', EFFORT],
      ['Effort Descriptor', null, EFFORT_DESC],
      ['Effort Concern?', null, CONCERN],
      ['Comment', 'comment', MARK_COMMENTS],
    ],
  },
  {
    name: 'gibbon-courses-export.xlsx', language: 'en', tdm: 'courses',
    source: `${GIBBON}, System Admin → Export → "Courses" with data (modules/System Admin/export_run.php, resources/imports/courses.yml; 8 columns)`,
    columns: [
      ['School Year', 'school_year', SCHOOL_YEARS],
      ['Learning Area', 'subject', LEARNING_AREAS],
      ['Name', 'course_title', COURSE_NAMES],
      ['Short Name', 'course_code', COURSE_CODES],
      ['Order By', null, ORDER_BY],
      ['Blurb', 'description', BLURBS],
      ['Include In Curriculum Map', null, YN],
      ['Year Groups', 'grade_levels', YEAR_GROUPS],
    ],
  },
];
