// Fields the mentoring contracts share (not part of the API's vocabulary: mentoring.ts does not re-export them).
import { z } from 'zod';
import { idValueField } from './fields';
import { SKILLS } from './find-team';
import { MENTORING_MESSAGES } from './mentoring-rules';

export const id = z.number().int();
export const iso = z.string();
export const skillField = z.enum(SKILLS, { error: MENTORING_MESSAGES.skills });
export const problemIdsField = z.array(idValueField).max(50);
