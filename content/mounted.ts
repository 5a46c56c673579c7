/** What the page scripts mount share: the handle a mounted control gives the page saver, and the one way to save. */
import { sendRequest } from '../lib/messaging/client';
import type { PaperPageHandshake } from '../lib/messaging/page-handle';
import type { PageStateEvent } from '../lib/messaging/shapes';
import type { PaperDraft } from '../lib/paper/schema';
import type { SiteDetector } from '../lib/sites/types';

/** What a mounted control exposes: how to follow saved-state changes, and how to go away. */
export interface Mounted {
  update(paperIds: string[], saved: boolean): void;
  remove(): void;
  /** What the user's click on a paper page's control does; a stale control hands the click on to its successor. */
  activate?(): void;
  /** A paper page's state, handed over by the background after the script ran (see PageHandle). */
  deliver?(state: PageStateEvent): void;
  /** What the background needs to hand that state over: the paper's id and what the classifier reads. */
  readonly handshake?: PaperPageHandshake;
}

/** Mounts toggles on a listing page. */
export type MountListing = (detector: SiteDetector, url: URL, signal: AbortSignal) => Mounted;

export function save(draft: PaperDraft, site: string, pageUrl: string) {
  return sendRequest({ type: 'paper/save', draft, site, pageUrl });
}
