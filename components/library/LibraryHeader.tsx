import { useState } from 'preact/hooks';
import { sendRequest } from '../../lib/messaging/client';

interface LibraryHeaderProps {
  /** The backup reminder, when one is due. */
  reminder: string | undefined;
  onBackup(): void;
  /** Says something in the library's one status line (a second live region would make screen readers talk over it). */
  onStatus(message: string): void;
}

const papers = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'paper' : 'papers'}`;

/** What a check of the saved papers found, in words; the reason is the background's, without its final stop. */
export function checkWords(answer: { checked: number; updated: number; error: string }): string {
  if (answer.error !== '') return couldNot(answer.error);
  const found = answer.updated === 0 ? 'nothing new' : `${answer.updated.toLocaleString('en-US')} updated`;
  return `Checked ${papers(answer.checked)}: ${found}.`;
}

const couldNot = (reason: string) => `Could not check: ${reason.replace(/[.\s]+$/, '')}. Nothing changed; it will be tried again later.`;

/** Asks the background to check every saved paper against the arXiv API now, and says what it found. */
function CheckForUpdates({ onStatus }: { onStatus(message: string): void }) {
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    onStatus('Checking your saved papers against arXiv…');
    const reply = await sendRequest({ type: 'library/check-updates' });
    onStatus(reply.ok ? checkWords(reply.data) : couldNot(reply.error.message));
    setBusy(false);
  };
  return (
    <div class="check-updates">
      <button type="button" aria-busy={busy} disabled={busy} onClick={() => void check()}>
        Check for updates
      </button>
    </div>
  );
}

/** The library's title, the check for updates, and the reminder to back up when the last JSON backup is old. */
export function LibraryHeader({ reminder, onBackup, onStatus }: LibraryHeaderProps) {
  return (
    <header class="library-header">
      <div class="library-title">
        <h1>RL for LLM Agents — Library</h1>
        <CheckForUpdates onStatus={onStatus} />
      </div>
      {reminder && (
        <p class="reminder">
          {reminder}{' '}
          <button type="button" class="link" onClick={onBackup}>
            Export a backup now
          </button>
        </p>
      )}
    </header>
  );
}
