'use client';
/**
 * The share panel as buttons open it: its code loads on the first tap.
 */
import { lazyPart } from '../common/lazyPart';

export const { Part: LazySharePanel } = lazyPart(() => import('./SharePanel').then((module) => module.SharePanel));
