/**
 * What the library's "Published" sort compares: the first version's date, or, for a paper whose page gives only a
 * year (the ACL Anthology's, NeurIPS's: kept in its venue), that year. Without it such a paper sorted below every
 * dated one, a NeurIPS 2023 paper under a 2019 preprint. ISO dates and a bare year compare as text: "2023" comes after
 * every 2022 date and before the dated papers of 2023.
 */
import { publicationOf } from '../export/item';
import type { Paper } from '../paper/schema';

export function publishedKey(paper: Paper): string {
  if (paper.published) return paper.published;
  const year = publicationOf(paper)?.year;
  return year === undefined ? '' : String(year);
}
