'use client';
/**
 * The share panel as buttons open it: its code and its texts (the "share" messages) load on the first
 * tap (lazyWithMessages), so no page carries them.
 */
import { lazyWithMessages } from '../providers/lazyWithMessages';

export const { Part: LazySharePanel } = lazyWithMessages(
  () => import('./SharePanel').then((module) => module.SharePanel),
  'share',
);
