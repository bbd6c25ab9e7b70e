import type { ProblemColor } from '@shared/schemas/problems';

/** A challenge's accent colour (spec §2: green for one value, pink for another, blue otherwise). */
export interface Accent {
  text: string;
  border: string;
  soft: string;
  bar: string;
  banner: string;
  ring: string;
}

const ACCENTS: Record<ProblemColor, Accent> = {
  green: {
    text: 'text-emerald-300',
    border: 'border-emerald-400/40',
    soft: 'bg-emerald-500/10',
    bar: 'bg-gradient-to-r from-emerald-500 to-teal-400',
    banner: 'bg-[linear-gradient(120deg,#064e3b,#0e1428_70%)] border-emerald-400/30',
    ring: 'hover:border-emerald-400/50',
  },
  pink: {
    text: 'text-pink-300',
    border: 'border-pink-400/40',
    soft: 'bg-pink-500/10',
    bar: 'bg-gradient-to-r from-pink-500 to-fuchsia-400',
    banner: 'bg-[linear-gradient(120deg,#701a4a,#0e1428_70%)] border-pink-400/30',
    ring: 'hover:border-pink-400/50',
  },
  blue: {
    text: 'text-sky-300',
    border: 'border-sky-400/40',
    soft: 'bg-sky-500/10',
    bar: 'bg-gradient-to-r from-blue-500 to-cyan-400',
    banner: 'bg-[linear-gradient(120deg,#1e3a8a,#0e1428_70%)] border-sky-400/30',
    ring: 'hover:border-sky-400/50',
  },
};

export function accentOf(color: string): Accent {
  return color === 'green' || color === 'pink' ? ACCENTS[color] : ACCENTS.blue;
}
