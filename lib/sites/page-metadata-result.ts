/** What the injected page-metadata script hands back to the background. */
import type { PaperDraft } from '../paper/schema';

export type PageMetadataResult = { ok: true; site: string; draft: PaperDraft; pageUrl: string } | { ok: false; error: string };
