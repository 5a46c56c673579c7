/**
 * What options.html says about the second opinion, in words a user can hold it to: exactly what leaves the browser,
 * for where, and how much of the month's cap is used. Kept here, beside the code that does what it says, and tested.
 */
import { formatDate } from '../paper/format';
import { localDay } from '../paper/iso-date';
import type { JudgeSettings } from '../settings/judge-settings';
import type { JudgeStatus } from './judge-store';
import { completionsUrl } from './url';

/** Where the papers go and what goes with them. */
export function judgeDisclosure(settings: JudgeSettings): string {
  if (settings.mode === 'none') return 'Off: nothing is sent anywhere, and the classifier alone decides what is in the feed.';
  const what =
    'the title and abstract of each feed paper the classifier is unsure about (about 110–140 a month), once per paper and model, with the topic’s definition';
  if (settings.mode === 'builtin') return `The browser’s own model reads ${what}. It runs on this device: nothing is sent anywhere.`;
  const url = completionsUrl(settings.baseUrl) ?? 'the endpoint you set';
  const key = settings.apiKey.trim() === '' ? '' : ' Your key is kept in this browser’s extension storage and sent only there.';
  return `Sent to ${url}: ${what}. Nothing else — not your library, notes, searches or the pages you visit.${key}`;
}

/** "This month: 12 of 300 requests." Every request counts, answered or not (lib/judge/queue.ts). */
export function usageLine(settings: JudgeSettings, used: number): string {
  const requests = `${used} request${used === 1 ? '' : 's'}`;
  if (settings.mode === 'endpoint') return `This month: ${used} of ${settings.monthlyCap} requests.`;
  if (settings.mode === 'builtin') return `This month: ${requests} (no cap: the built-in model is free).`;
  return `This month: ${requests}.`;
}

/** How the last run went, in one sentence. */
export function statusLine(status: JudgeStatus): string {
  const when = formatDate(localDay(status.at));
  const moved = `${status.movedIn} moved into the feed, ${status.movedOut} out of it`;
  const declined = status.declined ?? 0;
  const counted =
    status.judged === 0 && declined === 0 && status.error === undefined
      ? 'nothing new to judge'
      : `${status.judged} paper${status.judged === 1 ? '' : 's'} judged, ${moved}`;
  // Papers the model would not judge keep the classifier's verdict: say how many, so a model that declines often shows.
  const without = declined === 0 ? '' : `; ${declined} got no verdict and keep the classifier’s`;
  const again =
    status.checkedAt !== undefined && status.checkedAt > status.at
      ? ` Checked again on ${formatDate(localDay(status.checkedAt))}: nothing new to judge.`
      : '';
  return `Last run (${when}, ${status.by}): ${counted}${without}.${status.error ? ` Stopped: ${status.error}` : ''}${again}`;
}
