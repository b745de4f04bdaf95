import { personas } from "@dicebear/collection";
import { createAvatar, type StyleOptions } from "@dicebear/core";

type PersonasOptions = StyleOptions<personas.Options>;

/** Every portrait shares the style, the frame and the suit colours; only the person differs. */
const HOUSE_STYLE = {
  size: 400,
  backgroundColor: ["dbe4ef"],
  body: ["squared"],
  nose: ["mediumRound"],
} satisfies PersonasOptions;

/** The six demo attorneys, each drawn on purpose (DiceBear "personas") rather than left to the seed. */
const ATTORNEYS: Record<string, PersonasOptions> = {
  "eleanor-whitmore": {
    hair: ["bobCut"],
    hairColor: ["d9d9d9"],
    skinColor: ["e5a07e"],
    eyes: ["glasses"],
    mouth: ["smile"],
    facialHairProbability: 0,
    clothingColor: ["1e3a5f"],
  },
  "thomas-hartley": {
    hair: ["shortCombover"],
    hairColor: ["6c4545"],
    skinColor: ["f1c3a5"],
    eyes: ["open"],
    mouth: ["smile"],
    facialHair: ["shadow"],
    facialHairProbability: 100,
    clothingColor: ["334155"],
  },
  "catherine-reyes": {
    hair: ["long"],
    hairColor: ["362c47"],
    skinColor: ["d78774"],
    eyes: ["open"],
    mouth: ["smile"],
    facialHairProbability: 0,
    clothingColor: ["7f1d1d"],
  },
  "daniel-okafor": {
    hair: ["buzzcut"],
    hairColor: ["2b2118"],
    skinColor: ["92594b"],
    eyes: ["open"],
    mouth: ["smile"],
    facialHairProbability: 0,
    clothingColor: ["1e3a5f"],
  },
  "rebecca-lindqvist": {
    hair: ["bobBangs"],
    hairColor: ["d6b370"],
    skinColor: ["f1c3a5"],
    eyes: ["open"],
    mouth: ["smile"],
    facialHairProbability: 0,
    clothingColor: ["14532d"],
  },
  "marcus-delgado": {
    hair: ["fade"],
    hairColor: ["3b2a22"],
    skinColor: ["b16a5b"],
    eyes: ["glasses"],
    mouth: ["smile"],
    facialHair: ["goatee"],
    facialHairProbability: 100,
    clothingColor: ["475569"],
  },
};

export const PORTRAIT_SIZE = 400;

/** An illustrated portrait (SVG) for one demo attorney by id, the same on every run. */
export function portraitSvg(id: string): string {
  return createAvatar(personas, { seed: id, ...HOUSE_STYLE, ...ATTORNEYS[id] }).toString();
}
