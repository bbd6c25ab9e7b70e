// The events feature's public surface: the edition a request works on, an edition's row (read, lock,
// change), the refusal of writes to a closed edition, and the edition's public facts.
export {
  adminEdition,
  adminEditionIfAny,
  adminEditionToRead,
  assertOpen,
  currentEdition,
  isWrite,
  openEdition,
  registerEditions,
  resolveAdminEdition,
} from './service/context';
export type { EditionRow } from './service/directory';
export { loadEvent, lockEvent, updateEvent, type EventRow } from './service/event-row';
export { categoriesOf, editionFacts, prizesOf, rubricOf } from './service/facts';
export { evaluationCount, onSettingsSaved, type SettingsSavedHook } from './service/settings';
export { editionCounts, PLACED_TEAM_STATUSES, type EditionCounts } from './service/counts';
export { assertGate, gatesOf, openGate, shareLockEvent } from './service/gates';
