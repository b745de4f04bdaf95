import { accountApi } from "./account";
import { authAdminApi } from "./auth-admin";
import { bookingApi } from "./booking";
import { contentApi } from "./content";
import { dashboardApi } from "./dashboard";
import { enquiriesApi } from "./enquiries";
import { healthApi } from "./health";
import { mediaApi } from "./media";
import { peopleApi } from "./people";
import { publishingApi } from "./publishing";
import { searchApi } from "./search";
import { securityApi } from "./security";
import { jsonSchema } from "./shared";
import { staffApi } from "./staff";
import { errorBody, submitted, success } from "./stored";

/**
 * The OpenAPI 3.1 document of the whole API, built from the same zod schemas that validate requests
 * (and, for answers, from the tables they come from), so the two cannot drift. Each area module
 * gives its paths and the component schemas they refer to.
 */
export function openApiDocument() {
  const areas = [
    authAdminApi(),
    accountApi(),
    contentApi(),
    peopleApi(),
    enquiriesApi(),
    dashboardApi(),
    healthApi(),
    securityApi(),
    staffApi(),
    publishingApi(),
    mediaApi(),
    searchApi(),
    bookingApi(),
  ];
  return {
    openapi: "3.1.0",
    info: {
      title: "Whitmore & Associates API",
      version: "1.0.0",
      description:
        "JSON both ways. Without a valid admin token, reads show only public items; with one, everything. " +
        "Lists answer a plain array with the total in X-Total-Count. Errors: DESIGN §4's body.",
    },
    servers: [{ url: "/" }],
    paths: Object.assign({}, ...areas.map((area) => area.paths)),
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "The token of POST /api/login." } },
      schemas: {
        ...Object.assign({}, ...areas.map((area) => area.schemas)),
        Success: jsonSchema(success, "output"),
        Submitted: jsonSchema(submitted, "output"),
        Error: jsonSchema(errorBody, "output"),
      },
    },
  };
}
