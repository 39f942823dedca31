// Issue 12 (hardening), content side: search matches only what the viewer may read, one view per viewer per day,
// a saved gated job stays saved, job meta invents no employer, out-of-range article pages, one locale per article.
import assert from "node:assert/strict";
import { createTestApp } from "../support/app.ts";
import { createJob } from "../support/factories.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

const SEARCH = `query($input: JobsInput) {
  getJobs(input: $input, paginationOptions: { limit: 50 }) {
    meta { totalItems }
    jobsByAccess { __typename ... on Job { id } ... on DisabledJob { id } }
  }
}`;
type SearchAnswer = {
  getJobs: { meta: { totalItems: number }; jobsByAccess: Array<{ __typename: string; id: string }> };
};

Deno.test(
  "search for a hidden company or description finds none of the jobs hiding it; entitled viewers find them",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      const hiddenForAll = await createJob(t.db, { readAccess: "FELLOW", company: "Zanzibar Heritage Trust" });
      const hiddenForGuests = await createJob(t.db, { readAccess: "AUTHORIZED", company: "Zanzibar Heritage Trust" });
      const openCompany = await createJob(t.db, { readAccess: "UNANYMOUS", company: "Zanzibar Heritage Trust" });
      // A gated job whose public title names the word is found by everyone: its title is not hidden.
      const inTitle = await createJob(t.db, { readAccess: "FELLOW", title: "Zanzibar Programme Officer" });
      const hiddenText = await createJob(t.db, {
        readAccess: "FELLOW",
        description: "<p>Reports to the quokkaboard directorate.</p>",
      });
      const ids = async (textSearch: string, tier: string, readAccess?: string[]) => {
        const res = await t.graphql<SearchAnswer>(SEARCH, { input: { textSearch, readAccess } }, {
          "x-test-viewer": tier,
        });
        assert.equal(res.errors, undefined, JSON.stringify(res.errors));
        return res.data!.getJobs.jobsByAccess.map((j) => Number(j.id)).sort((a, b) => a - b);
      };
      const sorted = (...jobs: Array<{ id: number }>) => jobs.map((j) => j.id).sort((a, b) => a - b);

      // The probe's own query: anonymous, filtered to members-only jobs, searching the hidden company.
      assert.deepEqual(await ids("Zanzibar", "anonymous", ["FELLOW"]), sorted(inTitle));
      assert.deepEqual(await ids("Zanzibar", "anonymous", ["AUTHORIZED"]), []);
      assert.deepEqual(await ids("Zanzibar", "anonymous"), sorted(openCompany, inTitle));
      assert.deepEqual(await ids("Zanzibar", "authorized"), sorted(hiddenForGuests, openCompany, inTitle));
      assert.deepEqual(await ids("Zanzibar", "fellow"), sorted(hiddenForAll, hiddenForGuests, openCompany, inTitle));
      // Gated description text: only a viewer who may read it finds the job by it (and no misspelling rescue leaks it).
      assert.deepEqual(await ids("quokkaboard", "anonymous"), []);
      assert.deepEqual(await ids("quokkaboard", "authorized"), []);
      assert.deepEqual(await ids("quokkaboard", "fellow"), sorted(hiddenText));
      // The count agrees with the list: it does not count hidden matches either.
      const counted = await t.graphql<SearchAnswer>(SEARCH, { input: { textSearch: "Zanzibar" } });
      assert.equal(counted.data!.getJobs.meta.totalItems, 2);
    } finally {
      await t.close();
    }
  },
);
