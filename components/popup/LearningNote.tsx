/** How much the feed's order has learned from the user, and the way to forget it. */
export function LearningNote({ count, onReset }: { count: number; onReset(): void }) {
  if (count === 0) return null;
  return (
    <p class="learning">
      The feed’s order has learned from {count} {count === 1 ? 'paper' : 'papers'} you saved or dismissed; a reset also brings the dismissed
      ones back.{' '}
      <button type="button" class="link" onClick={onReset}>
        Reset what it learned
      </button>
    </p>
  );
}
