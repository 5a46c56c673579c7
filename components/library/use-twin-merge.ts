import { useMemo, useRef } from 'preact/hooks';
import { sendRequest } from '../../lib/messaging/client';
import { addressLabel, keptTwin } from '../../lib/paper/same-paper';
import type { Paper } from '../../lib/paper/schema';
import type { SavedPaper } from '../../lib/store/db';
import type { UndoStep } from '../common/hooks/use-paper-actions';

interface TwinMergeOptions {
  all: readonly SavedPaper[];
  /** Each paper with twins, by id, with its twins' ids (useLibraryView). */
  twins: ReadonlyMap<string, readonly string[]>;
  /** The paper in view. */
  current: Paper | undefined;
  select(paperId: string): void;
  /** Makes `step` what U undoes next. */
  remember(step: UndoStep): void;
  say(message: string): void;
  fail(message: string): void;
}

/** The saved twins of the paper in view, and the merge of one into it (the background merges; U brings the twin back). */
export function useTwinMerge({ all, twins, current, select, remember, say, fail }: TwinMergeOptions) {
  const byId = useMemo(() => new Map(all.map(({ paper }) => [paper.id, paper])), [all]);
  const currentTwins = (current ? (twins.get(current.id) ?? []) : [])
    .map((id) => byId.get(id))
    .filter((paper): paper is Paper => paper !== undefined);

  // A second click while the first merge is on its way would be told the copy is gone, after the first said it merged.
  const merging = useRef(false);

  async function merge(twin: Paper) {
    if (!current || merging.current) return;
    const { keep, drop } = keptTwin(current, twin);
    merging.current = true;
    const reply = await sendRequest({ type: 'library/merge', keepId: keep.id, dropId: drop.id }).finally(() => {
      merging.current = false;
    });
    if (!reply.ok) return fail(reply.error.message);
    if (!reply.data.merged) return fail('Could not merge: one of the copies is no longer saved.');
    select(keep.id);
    remember(async () => {
      const restored = await sendRequest({ type: 'paper/undo-unsave', paperId: drop.id });
      if (!restored.ok || !restored.data.restored) return fail('Could not undo: the paper is gone.');
      // The kept paper, when it was removed since from the copy's page: that removal is what U takes back.
      say(restored.data.paperId === drop.id ? `The copy from ${addressLabel(drop)} is back.` : 'Saved again, with your notes and tags.');
    });
    say(`Merged into one paper, the copy from ${addressLabel(keep)}, with the tags, notes and collections of both. Press U to undo.`);
  }

  return { currentTwins, merge };
}
