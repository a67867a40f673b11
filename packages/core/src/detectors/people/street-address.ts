import { CONFIDENCE, type Detector } from '../../types.js';
import { AddressTagger } from '../../tagger/index.js';

export const streetAddress = Object.freeze<Detector>({
  id: 'street-address',
  type: 'STREET_ADDRESS',
  categories: ['PII'],
  label: { one: 'street address', other: 'street addresses' },
  description:
    'Street address in the US, UK, Ireland, Germany, Austria, France, Spain, Italy, the Netherlands, Belgium, Poland or Sweden: a house number beside a street with its type word or ending (Street, Straße, rue, calle, via, straat, ul., gatan), then the unit, postcode, city and country that follow, as one finding over its lines.',
  anchor: { kind: 'numbers', tagger: () => new AddressTagger() },
  pattern: '[\\s\\S]{1,240}',
  maxLength: 240,
  confidence: { base: CONFIDENCE.HIGH },
  truePositives: [
    { text: 'Please summarise the complaint from Hans Müller, Hauptstraße 12, 10115 Berlin', match: 'Hauptstraße 12, 10115 Berlin' },
    { text: 'Ship to 221B Baker Street, London NW1 6XE.', match: '221B Baker Street, London NW1 6XE' },
    { text: '1600 Pennsylvania Avenue NW\nWashington, DC 20500', match: '1600 Pennsylvania Avenue NW\nWashington, DC 20500' },
    { text: 'Adresse : 12 rue de la Paix, 75002 Paris, France', match: '12 rue de la Paix, 75002 Paris, France' },
    { text: 'Dirección: Calle Mayor 5, 3º B, 28013 Madrid', match: 'Calle Mayor 5, 3º B, 28013 Madrid' },
    { text: 'Indirizzo: Via Roma 10, 00184 Roma RM', match: 'Via Roma 10, 00184 Roma RM' },
    { text: 'Bezorgen op Kalverstraat 1, 1012 NX Amsterdam graag.', match: 'Kalverstraat 1, 1012 NX Amsterdam' },
    { text: 'Adres: ul. Marszałkowska 10/12, 00-590 Warszawa', match: 'ul. Marszałkowska 10/12, 00-590 Warszawa' },
    { text: 'Leverans till Drottninggatan 5, 111 51 Stockholm.', match: 'Drottninggatan 5, 111 51 Stockholm' },
    { text: 'Berliner Straße 5a\n80331 München', match: 'Berliner Straße 5a\n80331 München' },
    { text: '"address": "42 Elm Road, Dublin D02 X285"', match: '42 Elm Road, Dublin D02 X285' },
    { text: 'Wohnhaft Unter den Linden 77, 10117 Berlin.', match: 'Unter den Linden 77, 10117 Berlin' },
    { text: 'name,street,city\nAnn Lee,12 Oak Street,Leeds', match: '12 Oak Street' },
  ],
  falsePositives: [
    { text: 'Florence Street is closed for repairs.', note: 'a street without a house number' },
    { text: 'We sent it via Slack 3 times.', note: 'English via before a capitalised word' },
    { text: 'Invoice 2024-0012 is due on 2026-03-05.', note: 'dates and invoice numbers' },
    { text: 'Version 12.4.1 ships with Route 66 themes.', note: 'a version and a road number without a city' },
    { text: 'Meet me on Platz 3 of the ranking.', note: 'a German word for rank, not a square' },
    { text: 'Order #12345 shipped to the warehouse in Berlin.', note: 'an order number and a city' },
    { text: 'Section 5 Main Points of the report', note: 'a section heading' },
    { text: 'The 3 Musketeers and 7 Samurai are films.', note: 'numbers before capitalised titles' },
    { text: 'Chapter 4, 10115 words long', note: 'a postcode-shaped count without a street' },
    { text: 'port 8080 on host 10.0.3.17', note: 'ports and IP addresses' },
  ],
});
