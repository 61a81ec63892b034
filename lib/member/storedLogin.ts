/**
 * The local-storage entry of the logged-in member's name and picture (memberStore reads and writes it),
 * and a look at whether one is there that costs the page none of memberStore's code.
 */
export const MEMBER_KEY = 'member';

/** Whether a login is stored in this browser (not whether it is still valid: memberStore knows that). */
export function loginStored(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(MEMBER_KEY) !== null;
  } catch {
    return false;
  }
}
