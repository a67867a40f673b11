/**
 * Hand-kept word lists of the eight languages the tagger reads (English, German, French, Spanish,
 * Italian, Dutch, Polish, Swedish): the words around a name or an address that say what it is.
 * All lower-case, without a trailing full stop; `words()` splits a space-separated list.
 */
function words(list: string): ReadonlySet<string> {
  return new Set(list.trim().split(/\s+/u));
}

/** Titles and forms of address that stand right before a name (`Herr Müller`, `Mme Dupont`, `Dr. Rossi`). */
export const TITLES = words(`
  mr mrs ms miss mx dr prof sir dame lady lord rev fr mister madam
  herr herrn frau fräulein hr fr dipl ing mag
  m mme mlle mmes me maître monsieur madame mademoiselle docteur pr
  sr sra srta sres don doña dña dª señor señora señorita dr dra lic ing
  sig sigg sig.ra signor signore signora signorina dott dottor dottore dottoressa avv geom
  dhr mevr mw heer mevrouw juffrouw drs ir mr
  pan pani panna państwo dr inż mgr
  pana panem panie panią państwa państwu państwem
  hr fru fröken herr
`);

/**
 * Titles that these languages write in lower case before a name (`heer Mulder`, `pani Kowalska`,
 * `dr Nowak`, `monsieur Dupont`, `la señora García`), and `sig.ra`, whose `ra` ends a run of
 * capitalised words: a name may begin after one. Lower-case words that are also common words
 * elsewhere (`pan`, `don`, `me`, `m`, `ms`) are left out.
 */
export const LOWER_CASE_TITLES = words(`
  dr prof
  monsieur madame mademoiselle docteur
  señor señora señorita doña
  sig sig.ra signor signora signorina dott dottor dottore dottoressa
  heer mevrouw dhr mevr juffrouw
  pani panna pana panu panią mgr inż
`);

/** Offices and ranks before a name (`President Macron`, `General Motors`): a name follows only when a word of it is a known name. */
export const ROLE_TITLES = words(`
  president chancellor minister senator governor mayor judge justice professor doctor captain
  general colonel inspector detective officer coach pope king queen prince princess
  präsident präsidentin kanzler kanzlerin ministerin bürgermeister bürgermeisterin
  président présidente ministre maire juge
  presidente ministra alcalde alcaldesa juez jueza sindaco giudice
  premier burgemeester minister rechter prezydent premier minister burmistrz sędzia
  statsminister borgmästare domare
`);

/** Words that open a letter or a greeting: a name follows (`Dear Anna,`, `Sehr geehrte Frau Roth,`). */
export const SALUTATIONS = words(`
  dear hi hello hey greetings attn attention
  liebe lieber liebes hallo sehr geehrte geehrter geehrtes guten tag moin servus
  cher chère chers bonjour salut
  estimado estimada estimados querido querida hola
  caro cara gentile gentilissimo gentilissima egregio egregia ciao buongiorno
  beste geachte lieve hoi
  szanowny szanowna szanowni drogi droga witam dzień dobry cześć
  hej kära bästa hallå
`);

/** Words that thank the person named right after them (`Thanks Sarah!`, `Danke Anna`): a known name follows. */
export const THANKS = words(`thanks thank thx cheers danke merci gracias grazie bedankt dzięki tack`);

/** Closing phrases after which a signature's name follows (`Regards,\nAnna Schmidt`). */
export const CLOSINGS: readonly string[] = [
  'regards', 'best regards', 'kind regards', 'warm regards', 'best wishes', 'best', 'thanks', 'thank you', 'many thanks', 'cheers', 'sincerely', 'yours sincerely', 'yours faithfully', 'yours truly', 'respectfully', 'signed',
  'mit freundlichen grüßen', 'mit freundlichen grüssen', 'freundliche grüße', 'freundliche grüsse', 'viele grüße', 'viele grüsse', 'beste grüße', 'liebe grüße', 'herzliche grüße', 'grüße', 'lg', 'mfg', 'gruß', 'danke',
  'cordialement', 'bien cordialement', 'bien à vous', 'salutations', 'sincères salutations', 'amicalement', 'merci',
  'saludos', 'un saludo', 'saludos cordiales', 'atentamente', 'un abrazo', 'gracias',
  'cordiali saluti', 'distinti saluti', 'saluti', 'cordialmente', 'grazie', 'un saluto',
  'met vriendelijke groet', 'met vriendelijke groeten', 'vriendelijke groet', 'groeten', 'groet', 'hartelijke groet', 'bedankt',
  'pozdrawiam', 'z poważaniem', 'serdecznie pozdrawiam', 'z wyrazami szacunku', 'dziękuję',
  'med vänliga hälsningar', 'vänliga hälsningar', 'hälsningar', 'mvh', 'tack', 'bästa hälsningar',
];

/** Labels a name is written after (`Name:`, `Patient:`, `"first_name": "…"`, `Nachname =`). */
export const NAME_LABELS = words(`
  name names fullname full_name first_name last_name firstname lastname given_name family_name surname forename middle_name
  full-name first-name last-name given-name family-name display_name displayname contact_name customer_name patient_name
  customer client patient employee contact applicant candidate tenant guest passenger member user owner holder cardholder
  account_holder insured beneficiary recipient sender author signatory witness
  from to cc bcc
  vorname nachname familienname geburtsname kunde kundin patientin mitarbeiter mitarbeiterin ansprechpartner ansprechpartnerin antragsteller inhaber versicherter empfänger absender
  nom prénom prenom nom_complet titulaire destinataire expéditeur patiente employé employée candidat locataire
  nombre apellido apellidos nombre_completo cliente paciente empleado empleada titular destinatario remitente
  nome cognome nominativo paziente dipendente intestatario mittente
  naam voornaam achternaam volledige_naam klant patiënt medewerker aanvrager ontvanger afzender
  imię imie nazwisko imię_i_nazwisko klient pacjent pacjentka pracownik odbiorca nadawca
  namn förnamn fornamn efternamn kund patient anställd mottagare avsändare
  de a da van von för
`);

/** Multi-word labels, read as written (`Full name:`, `Imię i nazwisko:`). */
export const NAME_LABEL_PHRASES: readonly string[] = [
  'full name', 'first name', 'last name', 'given name', 'family name', 'contact person', 'name of patient', 'patient name', 'customer name', 'account holder', 'card holder',
  'vollständiger name', 'name des kunden', 'nom complet', 'nom de famille', 'nombre completo', 'nombre y apellidos', 'nome e cognome', 'nome completo',
  'volledige naam', 'imię i nazwisko', 'fullständigt namn',
];

/** Column headers of CSV-like tables whose cells hold a person's name. */
export const NAME_COLUMNS = words(`
  name names fullname full_name first_name last_name firstname lastname given_name family_name surname forename
  full-name first-name last-name contact contact_name customer customer_name client patient patient_name employee
  vorname nachname kunde nom prénom prenom nombre apellido apellidos nome cognome naam voornaam achternaam
  imię imie nazwisko namn förnamn fornamn efternamn
`);

/** Particles inside a name, written in lower case (`Ludwig van Beethoven`, `María de la Cruz`). */
export const PARTICLES = words(`van von der den de del della delle dei di da dal dos das do du des la le lo ten ter zu zur y e af av al bin ibn`);

/** Particles that are also articles or conjunctions (`La`, `Le`, `y`): alone, they open a firm's name as often as a surname. */
export const ARTICLE_PARTICLES = words(`la le lo y e al af av`);

/** Particles written with a capital that join the next word (`Ó Briain`, `Mac Giolla`). */
export const CAPITAL_PARTICLES = words(`ó ní nic mac mc ua uí o' st`);

/**
 * Words written with a capital that are no name: articles, pronouns and other sentence openers,
 * days, months, and common words that are also given names or surnames in some language.
 */
export const NOT_NAMES = words(`
  the a an this that these those there here it its he she we they you i my our your his her their who what when where why how which
  if then but and or so as at by for from in into of on onto to with without about after before during under over not no yes all any
  some each every many most more also please thanks thank dear hello hi ok okay re fwd fw subject note notes todo see per via
  monday tuesday wednesday thursday friday saturday sunday today tomorrow yesterday
  january february march april may june july august september october november december
  der die das den dem des ein eine einen einem einer und oder aber wenn dann dass ich du er sie es wir ihr sie mein dein sein unser
  bitte danke heute morgen gestern montag dienstag mittwoch donnerstag freitag samstag sonntag
  januar februar märz mai juni juli oktober dezember
  le la les un une des et ou mais si je tu il elle nous vous ils elles mon ton son notre votre leur ce cette ces pour avec sans dans sur
  lundi mardi mercredi jeudi vendredi samedi dimanche janvier février mars avril juin juillet août septembre octobre novembre décembre
  el los las una unos unas y o pero yo él ella nosotros ellos mi tu su nuestro este esta estos por para con sin en sobre
  lunes martes miércoles jueves viernes sábado domingo enero febrero marzo mayo junio julio agosto septiembre octubre noviembre diciembre
  il lo gli le un uno una e o ma io tu lui lei noi voi loro questo questa per con senza su
  lunedì martedì mercoledì giovedì venerdì sabato domenica gennaio febbraio aprile maggio giugno luglio settembre ottobre novembre dicembre
  het een en of maar ik jij hij zij wij jullie mijn jouw zijn haar ons deze dit voor met zonder op
  maandag dinsdag woensdag donderdag vrijdag zaterdag zondag januari februari maart mei juni juli augustus
  ten ta to i lub ale ja ty on ona my wy oni mój twój nasz dla bez na przez
  poniedziałek wtorek środa czwartek piątek sobota niedziela styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień
  och eller men jag du han hon vi ni de min din vår för med utan på
  måndag tisdag onsdag torsdag fredag lördag söndag januari februari mars april maj juni juli augusti
  dear regards best kind team support admin info sales service customer hr it ceo cto cfo
  people ops operations office desk department staff management board committee council crew
  street road avenue lane drive city town county state country north south east west new old great saint san santa
  company group bank university college school hospital clinic hotel restaurant church
  order invoice account ticket project report page section chapter table figure version release
  united kingdom republic europe america germany france spain italy netherlands poland sweden ireland
  english german french spanish italian dutch polish swedish european american british
  christmas easter god lord
  none null nil true false undefined nan self super error exception object array string number boolean symbol promise json math
`);

/**
 * Given names that are also places, months or common words (`Paris`, `Jordan`, `May`, `Will`):
 * part of a longer name they count, alone they never do, even after the full name was seen.
 */
export const AMBIGUOUS_NAMES = words(`
  paris florence jordan virginia georgia carolina victoria sydney austin dallas chelsea india china israel lorraine
  may june april august will mark grace hope faith joy rose lily iris ivy jade amber ruby pearl crystal dawn summer autumn winter
  art bill frank guy rich sunny max page ray rod sky hunter mason baker king young price rice long little
  sonne wolf fuchs vogel bach berg brand sommer winter koch bauer lange klein
  can alone bless honor honour justice patience charity chance noble sterling destiny harmony trinity miracle star gift
`);

/** Words after a capitalised run that make it an organisation or product, not a person. */
export const ORGANISATION_WORDS = words(`
  inc incorporated ltd limited llc llp plc corp corporation co company group holding holdings partners associates
  gmbh ag kg ohg ug e.v ev se mbh stiftung verlag werke
  sa sas sarl sca snc cie
  sl slu sau
  spa srl snc sapa
  bv nv vof
  sp spółka zoo
  ab hb kb
  foundation trust bank university universität université universidad università universiteit uniwersytet universitet
  institute institut instituto istituto hospital klinik clinic clinique clínica ospedale ziekenhuis szpital sjukhus
  school college academy hotel restaurant café cafe museum theatre theater
  labs studios systems software solutions technologies consulting services
  award prize prize-winning cup trophy
`);

/** Street type words written apart from the street's name: `Baker Street`, `rue de la Paix`, `Via Roma`. */
export const STREET_WORDS = words(`
  street st avenue ave av road rd lane ln drive dr boulevard blvd bd court ct place pl terrace tce close way crescent cres
  square sq parkway pkwy highway hwy circle cir row mews grove gardens walk wharf quay parade
  straße strasse str weg allee platz gasse ring damm ufer chaussee steig pfad markt
  rue avenue boulevard place chemin allée impasse quai cours route rte square
  calle c avenida avda paseo plaza pza carrera camino ronda travesía glorieta
  via viale piazza piazzale corso largo vicolo strada contrada
  straat laan plein gracht kade singel dijk steeg
  ulica ul aleja al plac pl osiedle os
  gatan vägen gata väg torget torg gränd
`);

/**
 * Street type words that open a street's name (`Calle Mayor 5`, `Via Roma 10`, `ul. Marszałkowska 8`):
 * the number follows the name.
 */
export const STREET_OPENERS = words(`
  rue avenue av boulevard bd place chemin allée impasse quai cours route
  calle c avenida avda paseo plaza pza carrera camino ronda travesía glorieta
  via viale piazza piazzale corso largo vicolo strada contrada
  ulica ul aleja al plac pl osiedle os
  rua
`);

/** Endings of one-word street names in German, Dutch and Swedish (`Hauptstraße`, `Kalverstraat`, `Drottninggatan`). */
export const STREET_SUFFIXES: readonly string[] = [
  'straße', 'strasse', 'str', 'weg', 'allee', 'platz', 'gasse', 'ring', 'damm', 'ufer', 'steig', 'pfad', 'chaussee', 'markt',
  'straat', 'laan', 'plein', 'gracht', 'kade', 'singel', 'dijk', 'steeg', 'hof',
  'gatan', 'vägen', 'gata', 'väg', 'torget', 'gränd', 'backen', 'stigen', 'allén', 'plan',
];

/** Words that open a flat or floor after the house number (`Apt 4B`, `Wohnung 3`, `piso 2`, `lgh 1102`). */
export const UNIT_WORDS = words(`
  apt apartment suite ste unit flat floor fl room rm bldg building
  wohnung whg etage stock og eg app top tür
  appartement appt étage etage bât bat bâtiment escalier esc porte
  piso puerta planta esc escalera portal bloque
  interno int scala piano
  bus verdieping
  lok lokal m mieszkanie
  lgh lägenhet våning vån
`);
