/**
 * Whether the route guard has session work on a screen (spec §4): an anonymous token in token mode, the
 * auth exchange when the site signs every call (xyAuth 2) or the screen needs auth under xyAuth 1.
 * A tiny module on purpose: pages of sites without either never load the protocol.
 */
import type { ProtocolFlags } from './protocol';

export function sessionNeeded(flags: ProtocolFlags | undefined, needsAuth: boolean): boolean {
  if (!flags) return false;
  return flags.tokenEnable || flags.xyAuth === 2 || (flags.xyAuth === 1 && needsAuth);
}
