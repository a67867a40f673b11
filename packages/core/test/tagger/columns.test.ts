import { describe, expect, test } from 'vitest';
import { NAME_COLUMN, NameColumns, NO_TABLE, OTHER_COLUMN } from '../../src/tagger/columns.js';

/** The column of the first occurrence of `cell` in `table`'s last line. */
function columnOf(table: string, cell: string) {
  const columns = new NameColumns();
  columns.begin(table);
  const start = table.lastIndexOf('\n') + 1 + table.slice(table.lastIndexOf('\n') + 1).indexOf(cell);
  return columns.columnAt(start, start + cell.length);
}

describe('the column a cell stands in', () => {
  test.each([
    { name: 'commas', table: 'id,name,city\n1,Anna Berg,Lyon', cell: 'Anna Berg', kind: NAME_COLUMN },
    { name: 'commas, another column', table: 'id,name,city\n1,Anna Berg,Lyon', cell: 'Lyon', kind: OTHER_COLUMN },
    { name: 'semicolons outnumber a comma in a cell', table: 'id;Nachname;note\n1;Berg;a, b', cell: 'Berg', kind: NAME_COLUMN },
    { name: 'tabs', table: 'id\tname\tcity\n1\tAnna Berg\tLyon', cell: 'Anna Berg', kind: NAME_COLUMN },
    { name: 'pipes', table: 'id|name|city\n1|Anna Berg|Lyon', cell: 'Lyon', kind: OTHER_COLUMN },
    { name: 'a delimiter inside quotes is no delimiter', table: 'note,name\n"a, b, c",Anna Berg', cell: 'Anna Berg', kind: NAME_COLUMN },
    { name: 'a tie goes to the comma', table: 'a;name,b\nx;Anna Berg,y', cell: 'Anna Berg', kind: OTHER_COLUMN },
    { name: 'a header with digits is no header', table: 'id,2024,city\n1,Anna Berg,Lyon', cell: 'Anna Berg', kind: NO_TABLE },
    { name: 'a line of prose', table: 'Anna Berg wrote to us', cell: 'Anna Berg', kind: NO_TABLE },
  ])('$name', ({ table, cell, kind }) => {
    expect(columnOf(table, cell)).toBe(kind);
  });

  test('rows of one block share the header, whatever order they are asked in', () => {
    const table = 'id,name,city\n1,Anna Berg,Lyon\n2,Jan Kowalski,Berlin\n3,Eva Lund,Oslo';
    const columns = new NameColumns();
    columns.begin(table);
    const at = (cell: string) => table.indexOf(cell);
    expect(columns.columnAt(at('Eva Lund'), at('Eva Lund') + 8)).toBe(NAME_COLUMN);
    expect(columns.columnAt(at('Anna Berg'), at('Anna Berg') + 9)).toBe(NAME_COLUMN);
    expect(columns.columnAt(at('Berlin'), at('Berlin') + 6)).toBe(OTHER_COLUMN);
    expect(columns.columnAt(at('Jan Kowalski'), at('Jan Kowalski') + 12)).toBe(NAME_COLUMN);
  });

  test('a row with more delimiters than the room first kept for them', () => {
    const header = ['name', ...Array.from({ length: 150 }, (_, k) => `c${'x'.repeat(k % 5)}`)].join(',');
    const row = ['Anna Berg', ...Array.from({ length: 150 }, () => 'v')].join(',');
    expect(columnOf(`${header.replace(/\d/gu, '')}\n${row}`, 'Anna Berg')).toBe(NAME_COLUMN);
    const wide = `${header.replace(/\d/gu, '')}\n${row}`;
    const columns = new NameColumns();
    columns.begin(wide);
    const last = wide.length - 1;
    expect(columns.columnAt(last, last + 1)).toBe(OTHER_COLUMN);
  });
});
