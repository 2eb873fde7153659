import { describe, expect, it } from 'vitest';
import { HeartPulse, Hospital } from 'lucide-react';
import { CATALOGUE, searchIcons } from './catalogue';

const groupName = (group: { message?: string; id: string }) => group.message ?? group.id;

describe('the icons page catalogue', () => {
  it('holds every icon once, named as it is imported, the shell’s own first', () => {
    const names = CATALOGUE.map((icon) => icon.name);
    expect(new Set(names).size).toBe(names.length);
    expect(CATALOGUE[0]!.Icon).toBe(Hospital);
    expect(CATALOGUE.find((icon) => icon.Icon === HeartPulse)).toMatchObject({ name: 'HeartPulse', kebab: 'heart-pulse' });
    expect(names.every((name) => /^[A-Z][A-Za-z0-9]*$/.test(name))).toBe(true);
  });

  it('finds icons by either spelling of the name or by group, every word of the search counting', () => {
    const found = (query: string) => searchIcons(CATALOGUE, query, groupName).map((icon) => icon.name);
    expect(found('heart')).toEqual(expect.arrayContaining(['HeartPulse', 'Heart']));
    expect(found('heart-pulse')).toEqual(['HeartPulse']);
    expect(found('HEART PULSE')).toEqual(['HeartPulse']);
    expect(found('medical syringe')).toEqual(['Syringe']);
    expect(found('  ')).toHaveLength(CATALOGUE.length);
    expect(found('no such icon')).toEqual([]);
  });
});
