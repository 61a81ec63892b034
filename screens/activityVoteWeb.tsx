/** activityVoteWeb/:linkID?/:id — the same voting activity as activityVote, at the address the web shares. */
export { default } from './activityVote';
