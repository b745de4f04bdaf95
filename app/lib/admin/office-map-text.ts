/** Back-office texts of Settings → Firm Information → Map location. */
export const MAP_SETTINGS = {
  title: "Map location",
  description:
    "Where the contact page's map points. Saving a new office address looks it up; if that fails, enter the coordinates here.",
  latitude: "Latitude",
  longitude: "Longitude",
  latitudeHint: "Degrees north (negative: south), e.g. 40.7506.",
  longitudeHint: "Degrees east (negative: west), e.g. -73.9935.",
  notUpdated: "The map location was not updated for the current office address.",
  notUpdatedTitle: "Map location not updated",
  notUpdatedToast: "Enter the office's coordinates under Map location, or save the address again later.",
  notUpdatedHelp:
    "The map still shows the previous location. Enter the latitude and longitude of the new office by hand (right-click the place on OpenStreetMap and choose “Show address” to read them), or save the address again to retry the lookup.",
  findOnMap: "Find the address on OpenStreetMap",
  save: "Save Map Location",
} as const;

/** A coordinate as typed: empty clears it (null); anything else is a number or NaN (refused with its field message). */
export const coordinateOf = (text: string): number | null => (text.trim() === "" ? null : Number(text.trim()));
export const coordinateText = (value: number | null) => (value === null ? "" : String(value));
