/** Journal DOIs as the library keeps them: one form, checked where they enter, safe in every export format. */

/** The longest DOI kept; real ones are far shorter. */
export const DOI_MAX_LENGTH = 200;

/** A DOI, cut by `normalizeDoi` at whitespace or a brace; a backslash or control character refuses it (not cut: no
 * agency issues them, and a cut there could name another paper). */
const DOI = /^10\.\d{4,9}\/[^\\\p{Cc}]+$/u;

/** A journal DOI in lower case, or undefined for junk and for arXiv's own DOI (the id already says it). */
export function normalizeDoi(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const named = text.trim().replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:\s*)/i, '');
  // It ends at the first whitespace or brace: "10.1145/123 (preprint)" names 10.1145/123; a brace would end a BibTeX field.
  const end = named.search(/[\s{}]/);
  const doi = (end < 0 ? named : named.slice(0, end)).toLowerCase();
  if (doi.length > DOI_MAX_LENGTH || !DOI.test(doi) || doi.startsWith('10.48550/')) return undefined;
  return doi;
}
