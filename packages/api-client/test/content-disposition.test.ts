import { describe, expect, it } from '@jest/globals';
import { filenameFromContentDisposition as parse } from '../src/content-disposition.ts';

describe('file name from Content-Disposition', () => {
  it.each([
    ['attachment; filename=invoice.pdf', 'invoice.pdf'],
    ['attachment; filename="Arve 2024-01.pdf"', 'Arve 2024-01.pdf'],
    ['attachment; FILENAME="upper.csv"', 'upper.csv'],
    ['attachment; filename="semi;colon.pdf"; size=10', 'semi;colon.pdf'],
    ['attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
    ['attachment;filename=tight.pdf', 'tight.pdf'],
    ['inline; filename = spaced.pdf ', 'spaced.pdf'],
  ])('%s → %s', (header, name) => {
    expect(parse(header)).toBe(name);
  });

  it('prefers the RFC 5987 name, wherever it stands', () => {
    expect(parse(`attachment; filename="Lasku.pdf"; filename*=UTF-8''Lasku%20%E2%82%AC%20%C3%A4.pdf`)).toBe(
      'Lasku € ä.pdf',
    );
    expect(parse(`attachment; filename*=utf-8'lv'R%C4%93%C4%B7ins.pdf; filename="Rekins.pdf"`)).toBe(
      'Rēķins.pdf',
    );
  });

  it('decodes ISO-8859-1 extended names', () => {
    expect(parse(`attachment; filename*=iso-8859-1'en'%A3%20rates.txt`)).toBe('£ rates.txt');
  });

  it('falls back to filename= when the extended value is broken or in an unknown charset', () => {
    expect(parse(`attachment; filename*=UTF-8''%E2%82; filename="plain.pdf"`)).toBe('plain.pdf');
    expect(parse(`attachment; filename*=KOI8-R''%C1; filename="plain.pdf"`)).toBe('plain.pdf');
    expect(parse(`attachment; filename*=no-quotes.pdf; filename="plain.pdf"`)).toBe('plain.pdf');
  });

  it('drops directories a hostile server puts in the name', () => {
    expect(parse('attachment; filename="../../.bashrc"')).toBe('.bashrc');
    expect(parse('attachment; filename="C:\\\\Windows\\\\evil.exe"')).toBe('evil.exe');
    expect(parse(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`)).toBe('passwd');
    expect(parse('attachment; filename=".."')).toBeNull();
  });

  it('answers null when there is no name', () => {
    expect(parse(null)).toBeNull();
    expect(parse('')).toBeNull();
    expect(parse('attachment')).toBeNull();
    expect(parse('attachment; filename=""')).toBeNull();
  });
});
