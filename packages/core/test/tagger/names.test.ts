import { describe, expect, test } from 'vitest';
import { namesIn } from '../../src/tagger/index.js';

const found = (text: string) => {
  const spans = namesIn(text);
  return spans.starts.map((start, i) => text.slice(start, spans.ends[i]));
};

/** A test per text: the names found in it, in order. */
function findsEach(cases: [string, string[]][]): void {
  test.each(cases)('%j', (text, names) => {
    expect(found(text)).toEqual(names);
  });
}

describe('names beside code', () => {
  findsEach([
    ['Alice Keller wrote it. Later Keller.run() and new Keller(1) ran, and Keller agreed.', ['Alice Keller', 'Keller']],
    ['Tim Peters wrote it.\n  Peters(3) and Peters[0] and Peters<T> are code.', ['Tim Peters']],
    ['x = { name: "Error" };\nthrow new Error(1);\nError handling', []],
    ['const owner = { name: "Brigitte" };\nBrigitte approved.', ['Brigitte', 'Brigitte']],
    ['class Gruber extends Keller {}\nLena Gruber called.', ['Lena Gruber']],
    ['General Decimal Arithmetic Specification, then Decimal(2)', []],
    ['Gen. Anna Maria Schmidt', ['Anna Maria Schmidt']],
  ]);
});

describe('names written surname first', () => {
  findsEach([
    ['name,email\n"Roe, Jane",jane@example.com', ['Roe, Jane']],
    ['Employee: SCHMIDT, Hans', ['SCHMIDT, Hans']],
    ['nom,prénom\nRousseau,Élodie', ['Rousseau', 'Élodie']],
    ['Kunde: Müller, Anna', ['Müller, Anna']],
  ]);
});

describe('names after a title written in lower case', () => {
  findsEach([
    ['Beste mevrouw Visser,\nuw pakket is onderweg.', ['Visser']],
    ['Lekarz prowadzący: dr. Wiśniewski', ['Wiśniewski']],
    ['Ha llamado la señora Ortega esta mañana.', ['Ortega']],
    ['Nous avons reçu monsieur Girard hier.', ['Girard']],
    ['Gentile Sig.ra Bianchi, le scriviamo per', ['Bianchi']],
    ['Later heer Visser called again; Visser agreed.', ['Visser', 'Visser']],
    // Not a title where it stands inside a longer word.
    ['the oheer Visser', []],
  ]);
});

describe('surnames that open with particles', () => {
  findsEach([
    // In lower case after a label or a title: the particles are the surname's.
    ['Achternaam: van der Linden\nWoonplaats: Utrecht', ['van der Linden']],
    ['Contact: mevrouw van Dam', ['van Dam']],
    ['Nom : de la Fontaine', ['de la Fontaine']],
    ['Dear van Dijk,', ['van Dijk']],
    // With a capital where no given name comes first (Dutch), or always (Flemish).
    ['Geachte mevrouw De Boer,', ['De Boer']],
    ['Geachte Mevrouw De Boer,', ['De Boer']],
    ['Klant: Van Damme', ['Van Damme']],
    ['Vergadering met Jan De Smet om tien uur.', ['Jan De Smet']],
    ['naam,achternaam\nJan,van der Meer\nPiet,De Boer', ['Jan', 'van der Meer', 'Piet', 'De Boer']],
    // A street word after a particle is the surname's own.
    ['Jan van Dijk komt morgen.', ['Jan van Dijk']],
    ['Saludos,\nAna de la Calle', ['Ana de la Calle']],
    // Particles with no context before them, articles opening a firm, streets.
    ['De Vries komt morgen.', []],
    ['Client: Le Monde', []],
    ['Sender: La Redoute', []],
    ['Calle de la Plaza 5, Madrid', []],
    ['Laan van Meerdervoort 12', []],
  ]);
});

describe('titles inflected in Polish', () => {
  findsEach([
    ['Witam Pana Nowaka,', ['Nowaka']],
    ['Proszę przekazać panu Wiśniewskiemu.', ['Wiśniewskiemu']],
    ['Szanowny Panie Marku,', ['Marku']],
    ['Panie i Panowie, zaczynamy.', []],
  ]);
});

describe('a closing on the name\'s own line', () => {
  findsEach([
    ['Thanks, Ahmed', ['Ahmed']],
    ['Got it.\nCheers, Tomasz', ['Tomasz']],
    ['id,name\nThanks, Anna', ['Anna']],
    ['Regards,\nQuentin Blackwood, CTO', ['Quentin Blackwood']],
    // On its own line a closing vouches for known given names only: such a line is a sentence as often.
    ['Thanks, team!', []],
    ['Thanks, Microsoft Teams is down again.', []],
    ['Cheers, Everyone', []],
  ]);
});

describe('thanks before a known given name', () => {
  findsEach([
    ['Thanks Sarah!', ['Sarah']],
    ['Danke Anna für die Hilfe.', ['Anna']],
    ['Cheers Tom, see you Monday.', ['Tom']],
    // A given name that is also a place or a word, or no name at all.
    ['Thanks Paris for hosting us.', []],
    ['Thanks May and June.', []],
    ['Thanks Google for nothing.', []],
  ]);
});
