/**
 * Line drawings, one per subject, in a 240 × 240 box: `line` strokes in the light ink, `accent` in gold.
 * Covers and heroes place one large, so a category or practice area is recognisable at a glance.
 */
interface Motif {
  line: string;
  accent: string;
}

export const MOTIFS = {
  columns: {
    line: "M30 80 120 30 210 80ZM40 200h160M30 220h180M55 95v95M95 95v95M145 95v95M185 95v95",
    accent: "M30 88h180",
  },
  gavel: {
    line: "M60 70l50-50 40 40-50 50zM85 95l-55 95M130 200h90M140 180h70",
    accent: "M100 110l70 70",
  },
  scales: {
    line: "M120 30v170M70 210h100M40 70h160M40 70 15 140M40 70l25 70M200 70l-25 70M200 70l25 70",
    accent: "M15 140a25 14 0 0 0 50 0zM175 140a25 14 0 0 0 50 0zM120 20a10 10 0 1 0 0.1 0",
  },
  people: {
    line: "M80 60a25 25 0 1 0 0.1 0M160 60a25 25 0 1 0 0.1 0M35 190c0-50 20-80 45-80s45 30 45 80M115 190c0-50 20-80 45-80s45 30 45 80",
    accent: "M20 205h200",
  },
  house: {
    line: "M25 115 120 35l95 80M50 95v110h140V95M100 205v-60h40v60",
    accent: "M150 70V45h25v45",
  },
  document: {
    line: "M55 25h100l40 40v150H55ZM155 25v40h40M80 100h90M80 130h90M80 160h60",
    accent: "M80 190h50",
  },
  family: {
    line: "M70 60a22 22 0 1 0 0.1 0M170 60a22 22 0 1 0 0.1 0M30 200c0-45 18-75 40-75s40 30 40 75M130 200c0-45 18-75 40-75s40 30 40 75",
    accent: "M120 120a15 15 0 1 0 0.1 0M100 200c0-30 8-50 20-50s20 20 20 50",
  },
  shield: {
    line: "M120 20 200 50v60c0 55-35 90-80 110-45-20-80-55-80-110V50Z",
    accent: "M105 80h30v25h25v30h-25v25h-30v-25H80v-30h25z",
  },
  tree: {
    line: "M120 215V120M120 150l-40-35M120 135l40-40M60 215h120M120 25c55 0 85 35 85 75s-35 60-85 60-85-20-85-60 30-75 85-75Z",
    accent: "M100 215h40",
  },
  briefcase: {
    line: "M30 80h180v120H30ZM90 80V55h60v25M30 125h180",
    accent: "M105 115h30v25h-30z",
  },
} as const satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;
