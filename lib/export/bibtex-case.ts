/**
 * Case protection for BibTeX titles. Classic styles (plain, abbrv, unsrt, plainnat and the conference styles built on
 * them) and biblatex's sentence case lowercase every letter of a title that is outside braces but the first: "GRPO
 * for LLM Agents in WebArena" prints "Grpo for llm agents in webarena". So a word whose capitals are more than an
 * initial (an acronym, a mixed-case name, a capital standing alone or before a hyphen, as in "Q-learning" or the "I"
 * of "Part I") is braced, as careful hand-written .bib files and Better BibTeX do. An ordinary capitalised word
 * ("Learning") is left for the style to case, as it should be in a sentence-case reference list.
 */

/**
 * Where a word must keep its case: a capital not followed by a small letter ("RL", "Q-", "A"), or one after a letter or
 * digit ("WebArena", "3D"). Found by one scan of the title rather than a test per word (twice as fast on 10,000
 * titles): most titles have a few such words among a dozen.
 */
const KEEPS_ITS_CASE = /[\p{L}\p{M}\p{N}]\p{Lu}|\p{Lu}(?!\p{Ll})/gu;

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

const isWordChar = (text: string, at: number) => at >= 0 && at < text.length && WORD_CHAR.test(text[at] as string);

/** Whether `at` is inside a word as BibTeX styles case it: letters and digits, hyphens within ("GPT-4o", "SWE-bench"). */
const inWord = (text: string, at: number) =>
  isWordChar(text, at) || (text[at] === '-' && isWordChar(text, at - 1) && isWordChar(text, at + 1));

/**
 * The title as BibTeX, each word that must keep its case wrapped in braces. `escapeText` writes the text between them
 * (TeX specials, ligatures); the braced words are letters, digits and hyphens only, so a group never starts with a
 * backslash, which BibTeX would read as an accented character and case after all.
 */
export function protectTitleCase(title: string, escapeText: (text: string) => string): string {
  let out = '';
  let from = 0;
  KEEPS_ITS_CASE.lastIndex = 0;
  for (let found = KEEPS_ITS_CASE.exec(title); found; found = KEEPS_ITS_CASE.exec(title)) {
    // The whole word around it: the word before was taken whole, so this one starts after it.
    let start = found.index;
    let end = start + found[0].length;
    while (start > from && inWord(title, start - 1)) start--;
    while (inWord(title, end)) end++;
    out += `${escapeText(title.slice(from, start))}{${escapeText(title.slice(start, end))}}`;
    from = end;
    KEEPS_ITS_CASE.lastIndex = end;
  }
  return from === 0 ? escapeText(title) : out + escapeText(title.slice(from));
}
