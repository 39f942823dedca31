// The system screen's query (its key starts with ADMIN_KEY). Never kept: every visit reads the checks and runs anew.
import { AdminSystemDocument, type AdminSystemQuery } from "./system.generated.ts";
import { adminQueries } from "../kit/query-options.ts";
import { ADMIN_KEY } from "../queries.ts";

export type SystemStatus = AdminSystemQuery["adminSystem"];

export const systemQuery = adminQueries([ADMIN_KEY])(AdminSystemDocument, "adminSystem", [], { staleTime: 0 });
