// The server's table of who may work where in /admin, checked against the table written out by hand
// (tests/support/role-matrix.ts, from decisions 134 and 154): a wrong entry on either side fails here.
import assert from "node:assert/strict";
import {
  ADMIN_AREAS,
  ADMIN_OPERATIONS,
  type AdminArea,
  type AdminOperation,
  decideAdminOperation,
  mayWorkIn,
  TEAM_ROLES,
} from "../../src/domain/authorization.ts";
import { ROLES } from "../../src/domain/enums.ts";
import { MATRIX_ROLES, matrixAllows, OPERATION_AREAS, ROLE_MATRIX } from "../support/role-matrix.ts";

Deno.test("the back office's areas are the literal table's, in its order", () => {
  assert.deepEqual(Object.keys(ADMIN_AREAS), Object.keys(ROLE_MATRIX));
  assert.deepEqual([...TEAM_ROLES], [...MATRIX_ROLES]);
});

Deno.test("every role × area is allowed or refused exactly as the literal table says", () => {
  const wrong: string[] = [];
  for (const area of Object.keys(ROLE_MATRIX) as AdminArea[]) {
    for (const role of [...ROLES, null]) {
      const expected = matrixAllows(role, area);
      if (mayWorkIn(role, area) !== expected) wrong.push(`${role} in ${area}: expected ${expected ? "yes" : "no"}`);
    }
  }
  assert.deepEqual(wrong, []);
});

Deno.test("COACH, CUSTOMER and PROMOTER work in no area; a global admin in every one", () => {
  for (const role of ["COACH", "CUSTOMER", "PROMOTER"]) {
    assert.deepEqual(Object.keys(ADMIN_AREAS).filter((area) => mayWorkIn(role, area as AdminArea)), [], role);
  }
  assert.ok(Object.keys(ADMIN_AREAS).every((area) => mayWorkIn("GLOBAL_ADMIN", area as AdminArea)));
  assert.ok(!mayWorkIn("ADMIN", "roles") && !mayWorkIn("ADMIN", "system"), "an admin neither gives roles nor runs it");
  assert.ok(!mayWorkIn("MODERATOR", "money") && !mayWorkIn("MODERATOR", "catalogue"), "a moderator touches no money");
});

Deno.test("every admin operation sits in the area the literal table names", () => {
  assert.deepEqual(Object.keys(ADMIN_OPERATIONS).sort(), Object.keys(OPERATION_AREAS).sort());
  const wrong = (Object.keys(ADMIN_OPERATIONS) as AdminOperation[])
    .filter((operation) => ADMIN_OPERATIONS[operation].area !== OPERATION_AREAS[operation])
    .map((operation) => `${operation}: ${ADMIN_OPERATIONS[operation].area}, expected ${OPERATION_AREAS[operation]}`);
  assert.deepEqual(wrong, []);
});

Deno.test("an operation's decision follows the literal table: allowed, FORBIDDEN, or UNAUTHENTICATED", () => {
  const wrong: string[] = [];
  for (const operation of Object.keys(ADMIN_OPERATIONS) as AdminOperation[]) {
    const area = OPERATION_AREAS[operation];
    for (const role of ROLES) {
      const expected = matrixAllows(role, area) ? "allowed" : "FORBIDDEN";
      const decided = decideAdminOperation({ tier: "authorized", userId: "u1", role }, operation);
      if (decided !== expected) wrong.push(`${operation} as ${role}: ${decided}, expected ${expected}`);
    }
    const anonymous = decideAdminOperation({ tier: "anonymous", userId: null, role: null }, operation);
    if (anonymous !== "UNAUTHENTICATED") wrong.push(`${operation} as a visitor: ${anonymous}`);
  }
  assert.deepEqual(wrong, []);
});
