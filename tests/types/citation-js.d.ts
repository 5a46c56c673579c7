/** citation-js ships no types; the tests use only this much of it. */
declare module '@citation-js/core' {
  export class Cite {
    static async(data: unknown): Promise<Cite>;
    data: Record<string, unknown>[];
    /** With plugin-csl: a bibliography formatted by citeproc-js. */
    format(kind: 'bibliography', options: { format: 'text' | 'html'; template: string }): string;
  }
}
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
