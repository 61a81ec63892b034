/**
 * Loader of the invite pages (shareinvite, invitedToDownload): a code's public card with the invite
 * config, naming the inviter when the address names them too. Undefined for a code that names nobody
 * (→ 404); a failed call throws (→ the error state).
 */
import { fetchInviteCard, fetchInviteConfig } from '../api/invites';
import { SsoError } from '../api/members';
import { readRuntimeConfig } from '../env';
import { inviteCodeOf } from '../model/invite';
import type { Invite, InviteConfig } from '../schemas/member';

export async function loadInvite(
  code: string | undefined,
  inviterId?: number,
): Promise<{ invite: Invite; config: InviteConfig } | undefined> {
  const wanted = inviteCodeOf(code);
  if (!wanted) return undefined;
  const runtime = readRuntimeConfig();
  try {
    const [invite, config] = await Promise.all([
      fetchInviteCard(runtime, wanted, inviterId),
      fetchInviteConfig(runtime),
    ]);
    return { invite, config };
  } catch (error) {
    if (error instanceof SsoError && error.status === 404) return undefined;
    throw error;
  }
}

/** The invite config alone (the invite screen's rules). */
export function loadInviteConfig(): Promise<InviteConfig> {
  return fetchInviteConfig(readRuntimeConfig());
}

/**
 * invitedToDownload: the invitation of the member whose id the path gives with the code (the two must
 * belong together, else the 404); without a code (the code is optional), the plain download page.
 */
export async function loadInvitedToDownload(memberId: number | undefined, code: string | undefined) {
  if (code === undefined) return { card: undefined };
  if (memberId === undefined) return undefined;
  const card = await loadInvite(code, memberId);
  const inviter = card?.invite.member;
  return card && inviter?.id === memberId ? { card: { ...card, inviter } } : undefined;
}
