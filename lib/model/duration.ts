/** Hours, minutes and seconds of a length in seconds (whole seconds; none for a value that is not a length). */
function parts(seconds: number): [hours: number, minutes: number, seconds: number] {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.round(seconds)) : 0;
  return [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
}

/** A video's length as players show it: 0:04, 4:05, 1:02:03 (hours only when there are any). */
export function formatDuration(seconds: number): string {
  const [hours, minutes, rest] = parts(seconds);
  const two = (n: number) => String(n).padStart(2, '0');
  return hours ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

/** The same as an ISO 8601 duration, for <time dateTime>: PT4S, PT4M5S, PT1H2M3S. */
export function isoDuration(seconds: number): string {
  const [hours, minutes, rest] = parts(seconds);
  const text = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`;
  return `PT${text || '0S'}`;
}
