// Up to 20 decorative shapes drifting behind the hero (spec §2, §9). Positions come from a seeded
// generator so the layout is the same on every visit; the motion is CSS only and stops for visitors who
// prefer reduced motion (home.css).
import type { CSSProperties } from 'react';
import { cn } from '@/lib/utils';

export const MAX_SHAPES = 20;

type Kind = 'circle' | 'ring' | 'square' | 'triangle' | 'plus';
const KINDS: Kind[] = ['circle', 'ring', 'square', 'triangle', 'plus'];
const COLORS = ['#8b5cf6', '#22d3ee', '#ec4899', '#a78bfa', '#38bdf8'];

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Shape {
  kind: Kind;
  color: string;
  size: number;
  top: number;
  left: number;
  opacity: number;
  style: CSSProperties;
}

function makeShapes(count: number): Shape[] {
  const rand = mulberry32(2027);
  return Array.from({ length: Math.min(count, MAX_SHAPES) }, (_, i) => {
    const size = Math.round(14 + rand() * 58);
    return {
      kind: KINDS[i % KINDS.length]!,
      color: COLORS[Math.floor(rand() * COLORS.length)]!,
      size,
      top: Math.round(rand() * 92),
      left: Math.round(rand() * 96),
      opacity: 0.18 + rand() * 0.3,
      style: {
        '--hk-dur': `${(10 + rand() * 14).toFixed(1)}s`,
        '--hk-delay': `${(-rand() * 12).toFixed(1)}s`,
        '--hk-dx': `${Math.round((rand() - 0.5) * 80)}px`,
        '--hk-dy': `${Math.round((rand() - 0.5) * 90)}px`,
        '--hk-rot': `${Math.round((rand() - 0.5) * 240)}deg`,
      } as CSSProperties,
    };
  });
}

const SHAPES = makeShapes(MAX_SHAPES);

function ShapeBody({ shape }: { shape: Shape }) {
  const { kind, color, size } = shape;
  switch (kind) {
    case 'circle':
      return (
        <div
          className="size-full rounded-full blur-[1px]"
          style={{ background: `radial-gradient(circle at 30% 30%, ${color}, transparent 70%)` }}
        />
      );
    case 'ring':
      return <div className="size-full rounded-full border-2" style={{ borderColor: color }} />;
    case 'square':
      return (
        <div className="size-full rounded-lg border-2" style={{ borderColor: color, transform: 'rotate(18deg)' }} />
      );
    case 'triangle':
      return <div className="size-full" style={{ background: color, clipPath: 'polygon(50% 0, 100% 100%, 0 100%)' }} />;
    case 'plus':
      return (
        <svg
          viewBox="0 0 24 24"
          width={size}
          height={size}
          fill="none"
          stroke={color}
          strokeWidth="3"
          strokeLinecap="round"
        >
          <path d="M12 4v16M4 12h16" />
        </svg>
      );
  }
}

export function FloatingShapes({ count = MAX_SHAPES }: { count?: number }) {
  return (
    <div
      aria-hidden="true"
      data-testid="floating-shapes"
      className="pointer-events-none absolute inset-0 overflow-hidden"
    >
      {SHAPES.slice(0, Math.min(count, MAX_SHAPES)).map((shape, i) => (
        <div
          key={i}
          data-shape=""
          // Half of the shapes only from the small-tablet width up: a phone hero stays calm and legible.
          className={cn('hk-shape', i >= 10 && 'hidden sm:block')}
          style={{
            ...shape.style,
            top: `${shape.top}%`,
            left: `${shape.left}%`,
            width: shape.size,
            height: shape.size,
            opacity: shape.opacity,
          }}
        >
          <ShapeBody shape={shape} />
        </div>
      ))}
    </div>
  );
}
