/** newQaDetail/:id?.html — the 问政 question in the newer layout: the same screen as qaDetail (see there). */
export { default } from './qaDetail';
