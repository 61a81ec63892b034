export { default } from '../[locale]/[ctx]/not-found';
