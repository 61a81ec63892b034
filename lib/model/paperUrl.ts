/** The newspaper link opens only if it is a valid http, https or ftp URL (spec §5). */
export function validPaperUrl(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return ['http:', 'https:', 'ftp:'].includes(url.protocol) && url.hostname ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
