/** Whole seconds, none for a value that is not a length. */
function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
}

/** A video's length as players show it: 0:04, 4:05, 1:02:03 (hours only when there are any). */
export function formatDuration(seconds: number): string {
  const total = wholeSeconds(seconds);
  const [hours, minutes, rest] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return hours ? `${hours}:${two(minutes)}:${two(rest)}` : `${Math.floor(total / 60)}:${two(rest)}`;
}

/** The same as an ISO 8601 duration, for <time dateTime>: PT4S, PT4M5S, PT1H2M3S. */
export function isoDuration(seconds: number): string {
  const total = wholeSeconds(seconds);
  const parts: [number, string][] = [
    [Math.floor(total / 3600), 'H'],
    [Math.floor(total / 60) % 60, 'M'],
    [total % 60, 'S'],
  ];
  return `PT${parts.map(([n, unit]) => (n ? `${n}${unit}` : '')).join('') || '0S'}`;
}
