/** citation-js ships no types; the tests use only this much of it. */
declare module '@citation-js/core' {
  export class Cite {
    static async(data: unknown): Promise<Cite>;
    data: Record<string, unknown>[];
  }
}
declare module '@citation-js/plugin-ris';
declare module '@citation-js/plugin-csl';
