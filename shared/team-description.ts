// A team's description as people read it (issue 24 'Counts agree'). Registration stores the spec's
// generated sentence ("X is a team of 3 members."), which went stale as soon as someone joined or left
// (the dashboard showed "a team of 3 members" next to "Members 4/4"). Read back, that sentence is
// replaced by one derived from the team as it is now, naming people invited who have not joined apart.
const GENERATED = /^.+ is a team of \S+ members?\.$/;

export function isGeneratedDescription(text: string): boolean {
  return GENERATED.test(text.trim());
}

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** The stored description, or (when it is the generated sentence) the team's size as it is now. */
export function describeTeam(stored: string, name: string, members: readonly { status: string }[]): string {
  if (!isGeneratedDescription(stored)) return stored;
  const joined = members.filter((m) => m.status !== 'pending').length;
  const invited = members.length - joined;
  return `${name} is a team of ${people(joined)}${invited > 0 ? `, with ${invited} more invited who ${invited === 1 ? 'has' : 'have'} not joined yet` : ''}.`;
}
