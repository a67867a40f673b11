import { CONFIDENCE, type Detector } from '../../types.js';
import { namesIn } from '../../tagger/index.js';

export const personName = Object.freeze<Detector>({
  id: 'person-name',
  type: 'PERSON_NAME',
  categories: ['PII'],
  label: { one: 'person name', other: 'person names' },
  description:
    'Person name in English, German, French, Spanish, Italian, Dutch, Polish or Swedish: a known given name and a surname, or any capitalised name after a title, a greeting, a label such as "Name:" or "Patient:", a closing such as "Regards,", or under a name column; later mentions of a found name by one of its parts.',
  anchor: { kind: 'tagger', spans: namesIn },
  pattern: "[^\\r\\n]{1,120}",
  maxLength: 120,
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    { text: 'Please summarise the complaint from Hans Müller about the delay.', match: 'Hans Müller' },
    { text: 'Jane Doe,jane@example.com', match: 'Jane Doe' },
    { text: 'Sehr geehrter Herr Brandt,\nvielen Dank für Ihre Nachricht.', match: 'Brandt' },
    { text: 'Patient: Łukasz Żółć, 42', match: 'Łukasz Żółć' },
    { text: 'Best regards,\nSiobhán Ó Briain', match: 'Siobhán Ó Briain' },
    { text: 'Le contrat de Mme Jeanne Lefèvre arrive demain.', match: 'Jeanne Lefèvre' },
    { text: '{"first_name": "Giulia", "city": "Torino"}', match: 'Giulia' },
    { text: 'NAME: KAREN VAN DER BERG', match: 'KAREN VAN DER BERG' },
    { text: 'The memo was signed by J. R. Hartley yesterday.', match: 'J. R. Hartley' },
    { text: 'Hola María de la Cruz, gracias por tu mensaje.', match: 'María de la Cruz' },
    { text: 'Met vriendelijke groet,\nPieter de Vries', match: 'Pieter de Vries' },
    { text: 'Anna-Lena Lindqvist ringde i morse.', match: 'Anna-Lena Lindqvist' },
    { text: 'Later, Kowalski called back. Jan Kowalski had asked for it.', match: 'Kowalski' },
  ],
  falsePositives: [
    { text: 'We flew to Paris in May and then on to Florence.', note: 'places and a month that are also given names' },
    { text: 'Jordan and Virginia are on the shortlist of countries and states.', note: 'a country and a state' },
    { text: 'Microsoft Teams replaced Google Docs for the Sales Team.', note: 'product and team names' },
    { text: 'The Hugo Boss AG annual report is out.', note: 'an organisation named after a person' },
    { text: 'Call getUserName() on the HttpClient instance.', note: 'CamelCase identifiers' },
    { text: 'Florence Street is closed for repairs.', note: 'a street named after a given name' },
    { text: 'The Quarterly Report For Finance Was Late.', note: 'a title in capitals' },
    { text: 'IMPORTANT NOTICE ABOUT YOUR ACCOUNT', note: 'a heading in capitals' },
    { text: 'Johnson & Johnson reported results on Tuesday.', note: 'a firm joined by &' },
    { text: 'Bitte Rechnung Nummer 4711 prüfen.', note: 'German nouns at a sentence start' },
    { text: 'name,email\nrow,value', note: 'a header and lower-case cells' },
  ],
});
