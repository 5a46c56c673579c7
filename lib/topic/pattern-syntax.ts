/**
 * The subset of regular-expression syntax the phrase patterns use (phrase-scanner.ts): parsed into a tree, printed back
 * as a regular expression (with or without its lookbehinds, or as a filter for prefixes), and asked which characters a
 * match can start with, so the scanner can dispatch each word to the few patterns that can begin there.
 */

/** Every character a pattern may start with: lower-case text after `normalizeText`, plus the few symbols patterns use. */
const DISPATCH_ALPHABET = [...'abcdefghijklmnopqrstuvwxyz0123456789', '-', '^', 'τ'];

export type Node =
  | { kind: 'atom'; source: string }
  | { kind: 'behind'; source: string }
  | { kind: 'sequence'; items: Node[] }
  | { kind: 'choice'; options: Node[] }
  | { kind: 'repeat'; item: Node; quantifier: string; optional: boolean };

/** Parses the supported subset; throws on anything else (a programmer mistake in a pattern). */
export function parse(source: string): Node {
  let position = 0;
  function parseChoice(): Node {
    const options = [parseSequence()];
    while (source[position] === '|') {
      position += 1;
      options.push(parseSequence());
    }
    return options.length === 1 ? (options[0] as Node) : { kind: 'choice', options };
  }
  function parseSequence(): Node {
    const items: Node[] = [];
    while (position < source.length && source[position] !== '|' && source[position] !== ')') items.push(parseQuantified());
    return { kind: 'sequence', items };
  }
  function parseQuantified(): Node {
    const item = parseAtom();
    const next = source[position];
    if (next === '?' || next === '*' || next === '+') {
      position += 1;
      return { kind: 'repeat', item, quantifier: next, optional: next !== '+' };
    }
    if (next === '{') {
      const end = source.indexOf('}', position);
      const quantifier = source.slice(position, end + 1);
      position = end + 1;
      return { kind: 'repeat', item, quantifier, optional: quantifier.startsWith('{0') };
    }
    return item;
  }
  function parseAtom(): Node {
    const char = source[position];
    if (char === '(') {
      position += 1;
      if (source.startsWith('?<=', position) || source.startsWith('?<!', position)) {
        const start = position - 1;
        position += 3;
        parseChoice();
        if (source[position] !== ')') throw new Error(`unbalanced group: ${source}`);
        position += 1;
        return { kind: 'behind', source: source.slice(start, position) };
      }
      if (source.startsWith('?:', position)) position += 2;
      else if (source[position] === '?') throw new Error(`lookaheads are not supported: ${source}`);
      const inner = parseChoice();
      if (source[position] !== ')') throw new Error(`unbalanced group: ${source}`);
      position += 1;
      return inner;
    }
    if (char === '[') {
      const end = source.indexOf(']', position + 1);
      const atom = source.slice(position, end + 1);
      position = end + 1;
      return { kind: 'atom', source: atom };
    }
    if (char === '\\') {
      const atom = source.slice(position, position + 2);
      position += 2;
      return { kind: 'atom', source: atom };
    }
    position += 1;
    return { kind: 'atom', source: char === '.' || char === '^' || char === '$' ? `\\${char}` : (char as string) };
  }
  const tree = parseChoice();
  if (position !== source.length) throw new Error(`unexpected ')' in pattern: ${source}`);
  return tree;
}

/** The node as a regular expression; `withContext` false drops lookbehinds (for tests on a word out of its text). */
export function toSource(node: Node, withContext = true): string {
  switch (node.kind) {
    case 'atom':
      return node.source;
    case 'behind':
      return withContext ? node.source : '';
    case 'sequence':
      return node.items.map((item) => toSource(item, withContext)).join('');
    case 'choice':
      return `(?:${node.options.map((option) => toSource(option, withContext)).join('|')})`;
    case 'repeat':
      return `(?:${toSource(node.item, withContext)})${node.quantifier}`;
  }
}

/** A pattern accepting every prefix of what `node` accepts (and possibly more): a filter, so a superset is safe. */
export function prefixSource(node: Node): string {
  switch (node.kind) {
    case 'atom':
      return `${node.source}?`;
    case 'behind':
      return '';
    case 'sequence': {
      let result = '';
      for (let index = node.items.length - 1; index >= 0; index -= 1) {
        const item = node.items[index] as Node;
        result = result === '' ? prefixSource(item) : `(?:${toSource(item, false)}${result}|${prefixSource(item)})`;
      }
      return result;
    }
    case 'choice':
      return `(?:${node.options.map(prefixSource).join('|')})`;
    case 'repeat':
      // Unbounded where the original is bounded: a superset of the prefixes, which is all a filter needs.
      return `(?:${toSource(node.item, false)})*${prefixSource(node.item)}`;
  }
}

/** Which characters a match of `node` can start with (for dispatch); `empty` when it can match nothing at all. */
export function firstChars(node: Node): { chars: Set<string>; empty: boolean } {
  switch (node.kind) {
    case 'atom': {
      const probe = new RegExp(`^${node.source}$`);
      const chars = new Set<string>();
      for (const char of DISPATCH_ALPHABET) if (probe.test(char)) chars.add(char);
      return { chars, empty: false };
    }
    case 'behind':
      return { chars: new Set(), empty: true };
    case 'sequence': {
      const chars = new Set<string>();
      for (const item of node.items) {
        const first = firstChars(item);
        for (const char of first.chars) chars.add(char);
        if (!first.empty) return { chars, empty: false };
      }
      return { chars, empty: true };
    }
    case 'choice': {
      const chars = new Set<string>();
      let empty = false;
      for (const option of node.options) {
        const first = firstChars(option);
        for (const char of first.chars) chars.add(char);
        empty ||= first.empty;
      }
      return { chars, empty };
    }
    case 'repeat': {
      const first = firstChars(node.item);
      return { chars: first.chars, empty: node.optional || first.empty };
    }
  }
}
