// Issue 31: the rubric's technical key is derived from the criterion's name, unique within the rubric,
// so the organizers' editor never asks for one.
import { describe, expect, it } from 'vitest';
import { criterionKey, rubricCriterionSchema } from './schemas/event-settings';

describe('criterionKey', () => {
  it('derives a valid key from the name, whatever its characters', () => {
    expect(criterionKey('Climate impact', new Set())).toBe('climateImpact');
    expect(criterionKey('Qualité & Durabilité', new Set())).toBe('qualiteDurabilite');
    expect(criterionKey('2nd-order effects', new Set())).toBe('criterion2ndOrderEffects');
    expect(criterionKey('  ', new Set())).toBe('criterion');
    for (const name of ['Climate impact', '€ value', '日本語', '2nd-order effects']) {
      const key = criterionKey(name, new Set());
      expect(rubricCriterionSchema.shape.key.safeParse(key).success, key).toBe(true);
    }
  });

  it('is unique among the keys the rubric already has', () => {
    expect(criterionKey('Impact', new Set(['impact']))).toBe('impact2');
    expect(criterionKey('Impact', new Set(['impact', 'impact2']))).toBe('impact3');
  });
});
