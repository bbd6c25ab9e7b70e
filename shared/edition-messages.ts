// Sentences about an edition's state that zod-free code needs too: shared/edition-gates.ts, read by
// the public pages, must not pull the schemas chunk (and zod) into them (e2e/foundation.spec.ts).

/** Refusal of a write that would change an archived (or not yet current) edition's outcome. */
export const archivedEditionMessage = (name: string) =>
  `${name} is archived: its teams, projects, judging and winners can no longer change`;
