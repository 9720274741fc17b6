import type { UsagePointSearchType } from '@vool/api-client';
import { foldText } from '../../db/search-fold.ts';

/** Words of an address query compared at most: more narrow nothing a customer would notice. */
const maxWords = 8;
/** Shorter folded queries match by prefix only: two or three letters are in too many addresses. */
const fuzzyFrom = 4;

/** What the repository looks for, worked out from the typed text once. */
export type SearchPlan =
  | {
      kind: 'identifier';
      searchType: Exclude<UsagePointSearchType, 'ADDRESS'>;
      /** As stored (upper case, no spaces); compared whole and as a prefix. */
      text: string;
    }
  | {
      kind: 'address';
      /** The folded query (`search-fold.ts`): compared with the start of the folded address. */
      folded: string;
      /** Its words: each must start a word of the address. */
      words: string[];
      /** Its trigrams, as pg_trgm pads words ("  ab", "abc", "bc "); empty: no fuzzy match. */
      trigrams: string[];
    }
  /** Nothing searchable was typed (only punctuation; letters in a GSRN): nothing matches. */
  | { kind: 'nothing' };

/** A word's trigrams as pg_trgm makes them: two spaces before the word, one after. */
function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  return Array.from({ length: padded.length - 2 }, (_, i) => padded.slice(i, i + 3));
}

export function searchPlan(searchType: UsagePointSearchType, query: string): SearchPlan {
  if (searchType !== 'ADDRESS') {
    // Identifiers are printed with spaces in groups now and then; they are stored without.
    const text = query.replace(/\s+/g, '').toUpperCase();
    if (text === '' || (searchType === 'GSRN' && !/^[0-9]+$/.test(text))) return { kind: 'nothing' };
    return { kind: 'identifier', searchType, text };
  }
  const folded = foldText(query);
  if (folded === '') return { kind: 'nothing' };
  const words = [...new Set(folded.split(' '))].slice(0, maxWords);
  const trigrams = folded.length >= fuzzyFrom ? [...new Set(words.flatMap(trigramsOf))] : [];
  return { kind: 'address', folded, words, trigrams };
}

/** `like` pattern text: the typed `%`, `_` and `\` are themselves, not wildcards. */
export const literalLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
