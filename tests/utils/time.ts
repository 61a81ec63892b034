/** The platform's time format (Beijing time), for building test inputs. */
export function formatPlatformTimeForTest(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}
