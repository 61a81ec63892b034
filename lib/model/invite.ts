/** Invite codes as readers type them (platform/API.md "Points and invites"). */

/** What a code looks like: anything else names nobody, and is refused without a call. */
export const INVITE_CODE = /^[A-Z0-9]{4,12}$/;

/** A typed code as the platform keeps it: trimmed, upper case; undefined when it cannot be one. */
export function inviteCodeOf(typed: string | undefined): string | undefined {
  const code = (typed ?? '').trim().toUpperCase();
  return INVITE_CODE.test(code) ? code : undefined;
}
