/**
 * The text of a LaTeXML author block, line by line (parse.ts collects the lines): names and their superscript marks,
 * institutions without e-mails, labels or trailing prose, and the lines of one institution ("Department of Physics,"
 * "University of Trento," "Italy") joined into one. Plain strings in, plain strings out.
 */

/** Longest name or institution kept (the paper schema's limit). */
export const TEXT_MAX = 300;
/** A superscript mark in collected text is U+E000 mark U+E001; parse.ts blanks the page's own U+E000/U+E001. */
export const [OPEN, SHUT] = ['\ue000', '\ue001'];
const MARK = /\ue000([^\ue000\ue001]*)\ue001/g;
/** One item of a numbered list: its mark, then its text up to the next mark. */
export const LIST_ITEM = /\ue000([^\ue000\ue001]*)\ue001([^\ue000]*)/g;

export const KEYWORD =
  /universi|institu|istitut|college|school|école|ecole|hochschule|laborat|\blabs?\b|centre|center|centro|department|departamento|\bdept\b|academy|akademie|hospital|\binc\b|\bltd\b|gmbh|\bllc\b|\bcorp|company|research|group|foundation|faculty|observatory|ministry|agency|polytechn|politec|technolog|tecnolog/i;
/** Footnote text that is no institution: contributions, correspondence, funding, links. */
const NOT_AFFIL =
  /https?:|www\.|\.github\.io|\b(?:equal\w*|contribut\w*|correspond\w*|work (?:was )?(?:done|performed)|intern(?:ship)?|fund(?:ed|ing)|supported|grants?|project|homepage|orcid|thanks?)\b/i;
const PREFIX =
  /^(?:also (?:at|with)|present(?:ly)? (?:address|at)|current(?:ly)? (?:address|at|with)|permanent address|on leave from|now at)\s*:?\s*/i;
/** A sentence after the institution ("… CA, USA. Any opinions expressed here …"). */
const PROSE = /\.\s+\p{Lu}\p{Ll}*\s+\p{Ll}+[\s,]+\p{Ll}[\s\S]*$/u;
const SUBUNIT = /^(?:department|dept\b|school of|faculty|division|chair)/i;
const [JOIN_END, JOIN_START, SPACE_END] = [/(?:[,;&]|\band|\bof|\bfor)$/i, /^(?:(?:and|of|for)\b|&\s)/i, /(?:&|\band|\bof|\bfor)$/i];
const PERSON = /^\p{Lu}[\p{L}'’.-]*(?:\s+[\p{L}'’.()-]+){1,4}$/u;
const EDGE = /^[\s,;:.·*∗†‡§¶⋆-]+|[\s,;:.·*∗†‡§¶⋆&-]+$/g;
const NAME_EDGE = /^[\s,;:*∗†‡§¶⋆&\d]+|[\s,;:*∗†‡§¶⋆&\d]+$/g;
const EMAIL = /\{[^{}]*\}\s*@\s*[\w.-]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/**
 * Addresses out. Text without an "@" holds none, and is not scanned: on a long run of letters the pattern's tries grow
 * with the square of its length (a hostile 20,000-letter contact took seconds).
 */
const withoutEmails = (text: string) => (text.includes('@') ? text.replace(EMAIL, ' ') : text);
const NUMBERS_DOTS = /[\d\s-]+$|^[\d\s-]+|\./g;
const TEX_SPACE = /\[\d+(?:\.\d+)?(?:pt|em|ex|mm|cm)\]|\s+/g;
const TEX_COMMAND = /\\[a-zA-Z][\s\S]*$/;
const [SPACE_PUNCT, DOUBLE_PUNCT] = [/ ([,;.)])/g, /([,;])(?: ?[,;])+/g];
const SYMBOL: Record<string, string> = { dagger: '†', ddagger: '‡', ast: '∗', star: '⋆', S: '§', P: '¶', sharp: '♯' };
const COUNTRIES = new Set(
  `usa|us|united states|uk|united kingdom|england|scotland|ireland|china|pr china|hong kong|hong kong sar|macau|macao|taiwan|japan|
  korea|south korea|republic of korea|singapore|india|germany|france|italy|spain|portugal|netherlands|the netherlands|belgium|
  switzerland|austria|sweden|norway|denmark|finland|poland|czech republic|greece|israel|turkey|iran|saudi arabia|uae|qatar|
  egypt|south africa|canada|mexico|brazil|chile|argentina|australia|new zealand|vietnam|thailand|malaysia|indonesia|pakistan`.split(
    /\|\s*/,
  ),
);

export type Named = { name: string; marks: string[] };

/** A superscript written as math (`$^{1,2}$`, `$^\dagger$`, `{}^{\color{..}\boldsymbol{C}}`): its mark, else nothing. */
export function mathMark(alt: string): string | undefined {
  const at = alt.lastIndexOf('^');
  const raw = (at < 0 ? alt : alt.slice(at + 1)).replace(/\\color\s*(?:\[[^\]]*\])?\s*\{[^}]*\}/g, '');
  const mark = raw.replace(/\\([a-zA-Z]+)/g, (_, name: string) => SYMBOL[name] ?? '').replace(/[{}\s$]/g, '');
  return (at >= 0 || mark !== alt.trim()) && /^[\w,*∗†‡§¶⋆♯]{1,12}$/u.test(mark) ? mark : undefined;
}

/** "1,2†" → ["1", "2", "†"]. */
export const marks = (mark: string) => mark.match(/\d+|[a-z]|[^\s,;\da-z]/gi) ?? [];
export const cap = (text: string) => (text.length <= TEXT_MAX ? text : `${text.slice(0, TEXT_MAX - 1).replace(/[\ud800-\udbff]$/, '')}…`);
export const startsWithMark = (line = '') => line.trimStart().startsWith(OPEN);
const unmark = (text: string) => text.replace(MARK, ' ').replaceAll(OPEN, ' ').replaceAll(SHUT, ' ');
/** De-duplicated case-insensitively, in first-seen order. */
export const dedupe = (list: string[]) => [...new Map(list.map((item) => [item.toLowerCase(), item])).values()];

/** Ends with a country or a US state ("…, Italy", "…, CA 94305"). */
export function country(text: string): boolean {
  const last = (text.split(',').pop() ?? '').trim();
  const name = last.replace(NUMBERS_DOTS, '').replace(/\s+/g, ' ').toLowerCase();
  return COUNTRIES.has(name) || /^[A-Z]{2}(?: \d{5}(?:-\d{4})?)?$/.test(last);
}
/** "Beijing, China", "Stanford, CA 94305": a country or state last, no institution keyword, no acronym before it. */
const isPlace = (text: string) => country(text) && !KEYWORD.test(text) && text.length <= 80 && !/\b(?!SAR\b)[A-Z]{3,}\b.*,/.test(text);

/** An affiliation line without marks, e-mails, TeX spacing, "Also at" or trailing prose; '' when it names no institution. */
export function pre(raw: string): string {
  const spaced = withoutEmails(unmark(raw)).replace(TEX_SPACE, ' ');
  const text = spaced.replace(SPACE_PUNCT, '$1').replace(DOUBLE_PUNCT, '$1').trim().replace(PREFIX, '').replace(PROSE, '');
  const mailOnly = raw.includes('@') && !/[\p{Lu}\p{Lo}]/u.test(text);
  return NOT_AFFIL.test(text) || /\\[a-zA-Z]{2,}/.test(text) || !/\p{L}/u.test(text) || mailOnly ? '' : text;
}
/** The institution as stored: no leading or trailing marks and punctuation, capped. */
export const final = (text: string) => cap(text.replace(EDGE, ''));

/** Lines that are parts of one institution (department, then university, then city and country) become one. */
export function merge(lines: string[]): string[] {
  const kept = lines.filter(Boolean);
  const place = kept.map(isPlace);
  // A city alone ("Beijing") is a place when a place follows it.
  for (let i = kept.length - 2; i >= 0; i--) {
    place[i] ||= !!place[i + 1] && /^\S+(?: \S+){0,2}$/.test(kept[i] ?? '') && !KEYWORD.test(kept[i] ?? '');
  }
  const out: string[] = [];
  for (const [i, line] of kept.entries()) {
    const last = out[out.length - 1];
    const join =
      last !== undefined && (place[i] || JOIN_END.test(last) || JOIN_START.test(line) || (SUBUNIT.test(last) && !last.includes(',')));
    if (!join) out.push(line);
    else out[out.length - 1] = JOIN_START.test(line) || SPACE_END.test(last) ? `${last} ${line}` : `${last.replace(/[,;]$/, '')}, ${line}`;
  }
  return out.map(final).filter(Boolean);
}

function cleanName(raw: string): string {
  const bare = withoutEmails(unmark(raw).replace(TEX_COMMAND, '')).replace(/\s+/g, ' ').replace(NAME_EDGE, '');
  return /\p{L}/u.test(bare) ? cap(bare) : '';
}
const isPerson = (named: Named) => PERSON.test(named.name) && !KEYWORD.test(named.name);

/** One name, or several ("A¹, B² and C") when every part reads as a person's name; each with its marks. */
export function splitNames(line = ''): Named[] {
  const found: string[] = [];
  const flat = line.replace(MARK, (_, mark: string) => `${OPEN}${found.push(mark) - 1}${SHUT}`);
  const parts = flat.split(/\s*[,;&]\s*|\s+and\s+/).map((part) => ({
    name: cleanName(part),
    marks: [...part.matchAll(MARK)].flatMap((m) => marks(found[Number(m[1])] ?? '')),
  }));
  const named = parts.filter((part) => part.name);
  if (named.length > 1 && named.every(isPerson)) return named;
  const name = cleanName(line);
  return name ? [{ name, marks: found.flatMap(marks) }] : [];
}

/** A further line of names with marks ("Jian Liu¹" under "Junan Hu¹"), not an institution. */
export const isNameLine = (line = '') => line.includes(OPEN) && !startsWithMark(line) && splitNames(line).every(isPerson);
