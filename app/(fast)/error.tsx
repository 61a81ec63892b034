'use client';
export { default } from '../[locale]/[ctx]/error';
