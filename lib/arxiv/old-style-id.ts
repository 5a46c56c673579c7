/**
 * Old-style arXiv ids (`archive/YYMMNNN`, 1991 – March 2007, sometimes written with a subject class: `math.CA/0611800`
 * names `math/0611800`): the scheme alone, which id.ts puts into words and into its URL and DOI parsers.
 */

/** Archives of the old scheme (arXiv's list as of the 2007 switch). */
const OLD_ARCHIVES = new Set([
  'acc-phys',
  'adap-org',
  'alg-geom',
  'ao-sci',
  'astro-ph',
  'atom-ph',
  'bayes-an',
  'chao-dyn',
  'chem-ph',
  'cmp-lg',
  'comp-gas',
  'cond-mat',
  'cs',
  'dg-ga',
  'funct-an',
  'gr-qc',
  'hep-ex',
  'hep-lat',
  'hep-ph',
  'hep-th',
  'math',
  'math-ph',
  'mtrl-th',
  'nlin',
  'nucl-ex',
  'nucl-th',
  'patt-sol',
  'physics',
  'plasm-ph',
  'q-alg',
  'q-bio',
  'quant-ph',
  'solv-int',
  'supr-con',
]);

const OLD_ID = /^([a-z]+(?:-[a-z]+)?)(?:\.[A-Za-z]{2})?\/(\d{2})(\d{2})(\d{3})(?:v([1-9]\d{0,3}))?$/;

/** An old-style id's parts (archive without subject class, `YY`, `MM`, the number, the version), or undefined. */
export function oldStyleIdParts(text: string): [string, string, string, string, string | undefined] | undefined {
  const match = OLD_ID.exec(text);
  return match ? [match[1] as string, match[2] as string, match[3] as string, match[4] as string, match[5]] : undefined;
}

/** What is wrong with an old-style id's parts, if anything (id.ts puts each into words). */
export type OldStyleIdProblem = 'unknown-archive' | 'no-month' | 'out-of-range' | 'zero';

export function oldStyleIdProblem(archive: string, yy: string, mm: string, number: string): OldStyleIdProblem | undefined {
  if (!OLD_ARCHIVES.has(archive)) return 'unknown-archive';
  const month = Number(mm);
  if (month < 1 || month > 12) return 'no-month';
  const year = Number(yy);
  // Old-style ids ran from August 1991 to March 2007.
  if ((year > 7 && year < 91) || (year === 7 && month > 3)) return 'out-of-range';
  if (Number(number) === 0) return 'zero';
  return undefined;
}
