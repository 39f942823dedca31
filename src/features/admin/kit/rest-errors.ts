// Whether a REST call's error carries a code (RestError from src/lib/rest.ts).
import { RestError } from "../../../lib/rest.ts";

export const isRestErrorCode = (error: unknown, code: string) => error instanceof RestError && error.code === code;
