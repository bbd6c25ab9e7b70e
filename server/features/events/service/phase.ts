// The edition's phase for organizers (issue "The calendar drives the product"): what is in force and
// which dates decide it, and the override an organizer sets or clears. The override moves every gate
// that reads shared/phases.ts (submissions: shared/submission-window.ts); it bumps the row's version, and
// the audit log keeps the phase before and after.
import { editionGates, GATE_LABELS, GATE_NAMES } from '@shared/edition-gates';
import { editionPhase, isPhase, type Phase } from '@shared/phases';
import type { PhaseStatus, SetPhase } from '@shared/schemas/phase';
import { submissionWindowLine } from '@shared/submission-window';
import type { Db } from '../../../db/client';
import { writeAudit } from '../../../lib/audit';
import { clockNow } from '../../../lib/clock';
import { staleVersion, updaterName } from '../../../lib/stale-version';
import { assertOpen } from './context';
import type { EditionRow } from './directory';
import { lockEvent, updateEvent } from './event-row';

const overrideOf = (row: EditionRow): Phase | null => (isPhase(row.phaseOverride) ? row.phaseOverride : null);

export function phaseStatus(row: EditionRow, now: Date = clockNow()): PhaseStatus {
  const gates = editionGates(row, now);
  const gate = gates.submissions.window;
  return {
    slug: row.slug,
    name: row.name,
    timeZone: row.timeZone,
    phase: gates.phase,
    datesPhase: gates.datesPhase,
    override: overrideOf(row),
    version: row.version,
    dates: {
      registrationOpensAt: row.registrationOpensAt.toISOString(),
      startsAt: row.startsAt.toISOString(),
      submissionOpensAt: gate.opensAt.toISOString(),
      submissionDeadline: gate.deadline.toISOString(),
      submissionClosesAt: gate.closesAt.toISOString(),
      graceMinutes: row.graceMinutes,
      winnersAnnouncedAt: row.winnersAnnouncedAt.toISOString(),
      winnersPublishedAt: row.winnersPublishedAt?.toISOString() ?? null,
      judgingOpensAt: row.judgingOpensAt?.toISOString() ?? null,
      judgingClosesAt: row.judgingClosesAt?.toISOString() ?? null,
    },
    submissions: { open: gates.submissions.open, line: submissionWindowLine(row, now) },
    gates: GATE_NAMES.map((g) => ({
      gate: g,
      label: GATE_LABELS[g],
      open: gates[g].open,
      message: gates[g].message,
    })),
    serverNow: now.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Sets (or with null clears) the edition's phase override. The row is locked, so submissions deciding
 * at that moment finish on the old phase and later ones see the new one; an archived edition refuses.
 */
export async function setPhaseOverride(
  db: Db,
  row: EditionRow,
  input: SetPhase,
  actorId: number,
): Promise<PhaseStatus> {
  return db.transaction(async (tx) => {
    const locked = await lockEvent(tx, row.id);
    assertOpen(locked);
    if (input.version !== undefined && input.version !== locked.version)
      throw staleVersion(
        {
          version: locked.version,
          updatedAt: locked.updatedAt,
          updatedBy: await updaterName(tx, locked.updatedBy),
        },
        locked.timeZone,
      );
    const now = clockNow();
    const before = { override: overrideOf(locked), phase: editionPhase(locked, now) };
    if (before.override === input.phase) return phaseStatus(locked, now);
    const patch = { phaseOverride: input.phase, version: locked.version + 1, updatedBy: actorId, updatedAt: now };
    await updateEvent(tx, locked.id, patch);
    const changed = { ...locked, ...patch };
    const after = { override: input.phase, phase: editionPhase(changed, now) };
    await writeAudit(tx, actorId, 'event.phase', `event:${locked.slug}`, { before, after }, locked.id);
    return phaseStatus(changed, now);
  });
}
