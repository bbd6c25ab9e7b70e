// What other features use from People's Choice: the vote control (the gallery's cards and project page
// mount it in their actions slot), the admins' tab and the tally's query (Announce Winners proposes from it).
export { VoteControl, VotesUsed } from './vote-control';
export { PeoplesChoiceTab } from './admin/peoples-choice-tab';
export { votingQueries } from './queries';
export { isPeoplesChoicePrize, PeoplesChoiceProposal } from './admin/peoples-choice-proposal';
