/**
 * Each author's institutions, from the author block LaTeXML writes into arXiv's HTML full text (`arxiv.org/html/ID`).
 * Runs in the service worker (no DOMParser): htmlparser2's streaming Parser gets the page in chunks and is paused once
 * the block is done, so the rest of a 2 MB page is never tokenized. Institutions come from contacts (`.ltx_contact`
 * affiliation/address/institute, acmart's `.ltx_affiliation_*` parts), lines after `<br>` in `.ltx_personname`,
 * `\thanks` notes, and lists numbered by the superscripts after names (in the block, or in authblk/llncs notes left
 * before the title); tests/fixtures/latexml/ has a page per form. Output is plain text: entities decoded once, capped.
 */
import { Parser } from 'htmlparser2';
import {
  cap,
  country,
  dedupe,
  final,
  isNameLine,
  KEYWORD,
  LIST_ITEM,
  marks,
  mathMark,
  merge,
  type Named,
  OPEN,
  pre,
  SHUT,
  splitNames,
  startsWithMark,
} from './lines';

export interface AuthorAffiliations {
  name: string;
  affiliations: string[];
}
export interface ParsedAuthors {
  authors: AuthorAffiliations[];
  /** institutions de-duplicated, in author order */
  affiliations: string[];
}

/** Authors and institutions kept (per author as in the paper schema); text, creators and lines collected at most. */
const CAP = { authors: 50, institutions: 30, perAuthor: 10, buffer: 4_000, creators: 80, units: 40 };
const MAX_MARK_ALTTEXT = 200;
const CHUNK = 16_384;
const [BLANK, INVISIBLE] = [/[\s\p{Cc}\ue000\ue001]+/gu, /\p{Cf}/gu];
const SKIP = /^(?:script|style|svg|button|template|noscript|textarea|select|iframe|object)$/;
/** Labels ("Affiliation:"), footnote numbering, separators between authors, and what LaTeXML failed to convert. */
const DROP_CLASS = / ltx_(?:contact_name|note_type|tag_note|author_before|author_after|ERROR) /;
/** Before the block: where a page without one is given up. After it: what ends the notes that may follow it. */
const [STOP_BEFORE, BLOCK] = [
  / ltx_(?:abstract|section|para|bibliography) /,
  /^(?:div|section|p|h[1-6]|table|ul|ol|nav|header|footer|figure|article|main)$/,
];
const AFFIL_ROLE = /^(?:affiliation|additional_affiliation|address|institute|institution)$/;

/** Where text goes: nowhere, a name line, the open unit, or the open note's mark. */
type Mode = 'off' | 'drop' | 'name' | 'unit' | 'key';
/** A contact (`affil`), a `\thanks` note or loose author notes (`thanks`), or a numbered note outside any author (`item`). */
type Unit = { kind: 'affil' | 'thanks' | 'item'; text: string; bad: boolean; key: string };
/** One `.ltx_creator`: its name lines (split at `<br>`, marks kept), and its units. */
type Creator = { lines: string[]; line: string; cut: boolean; units: Unit[] };
/** An open element: the state to restore when it closes, and what to do then. */
type Frame = { mode: Mode; unit: Unit | undefined; creator: Creator | undefined; sup: boolean; end?: () => void };

/** Streams the page's tags into creators (name lines, contacts, notes) and numbered notes; other text is ignored. */
function collect(html: string) {
  let phase = 'before' as 'before' | 'in' | 'after' | 'done';
  let mode: Mode = 'off';
  let unit: Unit | undefined;
  let creator: Creator | undefined;
  let sup = false;
  /** The stack's depth inside the block's element; elements seen after it. */
  let depth = 0;
  let after = 0;
  const stack: Frame[] = [];
  const creators: Creator[] = [];
  const items: Unit[] = [];
  const collecting = () => mode === 'name' || mode === 'unit';
  // Cut to the buffer's size as it grows: one long text piece would otherwise make a line any length.
  const put = (text: string) => {
    if (mode === 'name' && creator && !creator.cut) creator.line += text.slice(0, CAP.buffer - creator.line.length);
    else if (mode === 'unit' && unit) unit.text += text.slice(0, CAP.buffer - unit.text.length);
  };
  const newline = () => {
    if (mode === 'unit') put('\n');
    if (mode !== 'name' || !creator) return;
    if (creator.lines.length < CAP.units) creator.lines.push(creator.line);
    Object.assign(creator, { line: '', cut: false });
  };
  const startUnit = (frame: Frame, kind: Unit['kind']) => {
    const mine: Unit = { kind, text: '', bad: false, key: '' };
    [unit, mode] = [mine, 'unit'];
    frame.end = () => {
      const into = kind === 'item' ? items : creator?.units;
      if (!mine.bad && mine.text.trim() && into && into.length < CAP.units) into.push(mine);
    };
  };
  const element = (tag: string, alttext: string, cls: string, frame: Frame) => {
    const has = (name: string) => cls.includes(` ${name} `);
    const role = / ltx_role_(\w+) /.exec(cls)?.[1] ?? '';
    if (has('ltx_ERROR')) {
      // What LaTeXML could not convert is not certain: the rest of that name line, or the whole contact, is left out.
      if (mode === 'name' && creator) creator.cut = true;
      if (unit) unit.bad = true;
    }
    // A mark is a few characters ("1,2", "\dagger"); a longer alttext is a formula, not a mark, and is not scanned.
    const mark = tag === 'math' && collecting() && alttext.length <= MAX_MARK_ALTTEXT ? mathMark(alttext) : undefined;
    if (mark) put(`${OPEN}${mark}${SHUT}`);
    if (SKIP.test(tag) || DROP_CLASS.test(cls) || tag === 'math') mode = 'drop';
    else if (/^(?:br|p|div|tr|li)$/.test(tag) || has('ltx_tr') || has('ltx_p')) newline();
    else if (tag === 'td' || has('ltx_td')) put(', ');
    else if (has('ltx_note_mark')) mode = unit?.kind === 'item' && mode === 'unit' && !unit.key ? 'key' : 'drop';
    else if ((tag === 'sup' || has('ltx_sup')) && collecting() && !sup) {
      [sup, frame.end] = [true, () => put(SHUT)];
      put(OPEN);
    } else if (phase !== 'in') return;
    else if (has('ltx_creator')) {
      [creator, mode] = [{ lines: [], line: '', cut: false, units: [] }, 'off'];
      if (creators.length < CAP.creators) creators.push(creator);
    } else if (!creator) return;
    else if (has('ltx_personname')) [mode, frame.end] = ['name', newline];
    else if (has('ltx_contact') || has('ltx_note')) {
      const kind = has('ltx_contact') && AFFIL_ROLE.test(role) ? 'affil' : /^(?:thanks|footnote)$/.test(role) ? 'thanks' : undefined;
      if (kind) startUnit(frame, kind);
      else mode = 'drop';
    } else if (has('ltx_author_notes')) startUnit(frame, 'thanks');
    else if (unit?.kind === 'affil' && / ltx_affiliation_/.test(cls) && /[^\s,]\s*$/.test(unit.text)) put(', ');
  };
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        const frame: Frame = { mode, unit, creator, sup };
        stack.push(frame);
        if (phase === 'done' || mode === 'drop') return;
        const cls = attrs.class ? ` ${attrs.class.replace(/\s+/g, ' ')} ` : ' ';
        if (/ ltx_role_(?:affiliation|institute)text /.test(cls)) startUnit(frame, 'item');
        else if (phase === 'in' || mode !== 'off') element(tag, attrs.alttext ?? '', cls, frame);
        else if (phase === 'before' && cls.includes(' ltx_authors ')) [phase, depth] = ['in', stack.length];
        else if (phase === 'before' ? STOP_BEFORE.test(cls) || tag === 'section' : BLOCK.test(tag) || ++after > 200) phase = 'done';
        if (phase === 'done') parser.pause();
      },
      onclosetag() {
        const frame = stack.pop();
        frame?.end?.();
        if (frame) [mode, unit, creator, sup] = [frame.mode, frame.unit, frame.creator, frame.sup];
        if (phase === 'in' && stack.length < depth) phase = 'after';
        else if (phase === 'after' && stack.length < depth - 1) phase = 'done';
        if (phase === 'done') parser.pause();
      },
      ontext(data) {
        const text = mode === 'off' || mode === 'drop' ? '' : data.replace(INVISIBLE, '').replace(BLANK, ' ');
        if (mode === 'key' && unit) unit.key += text;
        else if (text) put(text);
      },
    },
    { recognizeSelfClosing: true },
  );
  for (let at = 0; at < html.length && phase !== 'done'; at += CHUNK) parser.write(html.slice(at, at + CHUNK));
  if (phase !== 'done') parser.end();
  return { found: depth > 0, creators, items };
}

/** Names and institutions from the collected lines; marks after names resolved against every numbered list. */
function resolve(creators: Creator[], items: Unit[]): ParsedAuthors | undefined {
  const numbered = new Map<string, string>();
  const loose: string[] = [];
  /** A "¹MIT ²Stanford" line: its institutions by mark (and into `own`); the marks it set. */
  const list = (line: string, own?: string[]) =>
    [...line.matchAll(LIST_ITEM)].flatMap(([, key = '', text = '']) => {
      const institution = final(pre(text));
      if (institution) own?.push(institution);
      return institution ? marks(key).filter((k) => !numbered.has(k) && numbered.set(k, institution)) : [];
    });
  /** Lines after a name: numbered lists (a line without a mark continues the item above), else parts of institutions. */
  const read = (lines: string[]) => {
    const plain: string[] = [];
    let last: string[] = [];
    for (const line of lines) {
      const more = startsWithMark(line) || last.length === 0 ? '' : final(pre(line));
      if (startsWithMark(line)) last = list(line);
      else if (last.length === 0) plain.push(pre(line));
      for (const k of more ? last : []) numbered.set(k, cap(`${numbered.get(k)}, ${more}`));
    }
    return merge(plain);
  };
  for (const item of items) {
    const [key] = marks(item.key);
    const plain = read(item.text.split('\n'));
    if (key && plain[0] && !numbered.has(key)) numbered.set(key, plain.shift() ?? '');
    loose.push(...plain);
  }
  /** Names that share institutions (one creator, or one `\And` part of it) and those institutions. */
  const groups: { names: Named[]; own: string[] }[] = [];
  for (const creator of creators) {
    const [own, contacts]: [string[], string[]] = [[], []];
    for (const unit of creator.units) {
      for (const line of unit.text.split('\n')) {
        const text = startsWithMark(line) ? '' : pre(line);
        if (startsWithMark(line)) list(line, own);
        else if (unit.kind === 'affil') contacts.push(text);
        else if (text && (KEYWORD.test(text) || country(text))) own.push(final(text));
      }
    }
    own.unshift(...merge(contacts));
    // NeurIPS' `\And` inside one \author leaves "&" at the start of the next author's line.
    const blocks: string[][] = [];
    for (const line of creator.lines) {
      if (blocks.length === 0 || /^\s*&/.test(line)) blocks.push([line.replace(/^\s*&\s*/, '')]);
      else blocks[blocks.length - 1]?.push(line);
    }
    for (const lines of blocks) {
      // A first line that starts with a mark is the list of institutions, not an author.
      const names = startsWithMark(lines[0]) ? [] : splitNames(lines[0]);
      let at = names.length > 0 ? 1 : 0;
      while (at > 0 && at < lines.length && isNameLine(lines[at])) names.push(...splitNames(lines[at++]));
      const mine = read(lines.slice(at));
      if (names.length > 0) groups.push({ names, own: [...mine, ...own] });
    }
  }
  const affiliationsOf = (keys: string[], own: string[]) =>
    dedupe([...keys.flatMap((k) => numbered.get(k) ?? []), ...own]).slice(0, CAP.perAuthor);
  const authors = groups.flatMap(({ names, own }) =>
    names.map(({ name, marks: keys }) => ({ name, affiliations: affiliationsOf(keys, own) })),
  );
  authors.length = Math.min(authors.length, CAP.authors);
  const affiliations = dedupe([...authors.flatMap((a) => a.affiliations), ...numbered.values(), ...loose]).slice(0, CAP.institutions);
  return authors.length > 0 || affiliations.length > 0 ? { authors, affiliations } : undefined;
}

/** undefined when the page has no LaTeXML author block (or it failed to convert) */
export function parseLatexmlAuthors(html: string): ParsedAuthors | undefined {
  const { found, creators, items } = collect(html);
  return found ? resolve(creators, items) : undefined;
}
