import { useRef, useState } from 'preact/hooks';

/**
 * The text of a live region. A screen reader reads a live region when its text changes, so the same words said again
 * ("Tags saved." twice, one failure twice) went unread: the region is emptied first and filled on the next frame.
 */
export function useLiveText(): [string, (text: string) => void] {
  const [text, setText] = useState('');
  const last = useRef('');
  const show = (next: string) => {
    if (next !== '' && next === last.current) {
      setText('');
      requestAnimationFrame(() => setText(next));
    } else setText(next);
    last.current = next;
  };
  return [text, show];
}

/** A page's two live regions, news (`role="status"`) and failures (`role="alert"`): one speaks at a time. */
export function useAnnouncer() {
  const [status, setStatus] = useLiveText();
  const [alert, setAlert] = useLiveText();
  return {
    status,
    alert,
    say(message: string) {
      setAlert('');
      setStatus(message);
    },
    fail(error: unknown) {
      setStatus('');
      setAlert(error instanceof Error ? error.message : String(error));
    },
  };
}
