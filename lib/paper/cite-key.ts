/**
 * What a citation key may hold (lib/export/citation-keys.ts makes them): the keys we make are lower-case letters and
 * digits; a stored or imported one may be no more than this, so it can never end the BibTeX entry it names.
 */
export const CITE_KEY = /^[A-Za-z0-9][A-Za-z0-9_:.-]{0,99}$/;
