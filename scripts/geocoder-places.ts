/** The addresses the geocoder stand-in knows (scripts/geocoder-stand-in.ts), as tests use them. */
export const STAND_IN_PLACES: Record<string, { lat: string; lon: string }> = {
  "350 Fifth Avenue, New York, NY 10118": { lat: "40.7484405", lon: "-73.9856644" },
  "1600 Pennsylvania Avenue NW, Washington, DC 20500": { lat: "38.8976763", lon: "-77.0365298" },
};

/** An address containing this makes the stand-in fail (503), as a geocoder that is down would. */
export const STAND_IN_FAILURE = "geocoder-down";
