/** Where `npm run seed:scale` keeps its database: beside, never inside, the developer's own state. */
export const SCALE_STATE = ".wrangler/scale-state";
