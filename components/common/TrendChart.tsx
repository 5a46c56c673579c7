/** The last 12 weeks of on-topic papers as small bars (inline SVG), with the same numbers as text for screen readers. */

interface TrendChartProps {
  /** Oldest week first. */
  weekly: readonly number[];
}

const WIDTH = 120;
const HEIGHT = 24;

export function TrendChart({ weekly }: TrendChartProps) {
  const max = Math.max(1, ...weekly);
  const bar = WIDTH / Math.max(1, weekly.length);
  const description = `Papers per week, last ${weekly.length} weeks, oldest first: ${weekly.join(', ')}.`;
  return (
    <svg class="trend" width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={description}>
      <title>{description}</title>
      {weekly.map((count, week) => {
        const barHeight = count === 0 ? 1 : Math.max(2, (count / max) * HEIGHT);
        return <rect key={week} x={week * bar + 1} y={HEIGHT - barHeight} width={bar - 2} height={barHeight} rx={1} />;
      })}
    </svg>
  );
}
