// Pure rules behind the content pages: query strings, the jobs search from the URL, card text, dates and salaries,
// and the JSON-LD that must never carry what the viewer may not see.
import assert from "node:assert/strict";
import { listParam, parseSearch, stringifySearch } from "../../src/lib/search-params.ts";
import { filterFromSearch, jobsSearchString, parseJobsSearch, toggleInSearch } from "../../src/features/jobs/search.ts";
import { articlesFilter, articlesSearchString, parseArticlesSearch } from "../../src/features/articles/search.ts";
import { blogUrl, cutAtWord, SLUG_PATTERN } from "../../src/domain/articles.ts";
import { effectiveSearch, isOpen } from "../../src/domain/jobs.ts";
import { formatRelativeDay, formatSalaryRange } from "../../i18n/format.ts";
import { jobPostingJsonLd } from "../../src/features/jobs/structured-data.ts";
import type { JobDetail } from "../../src/features/jobs/queries.ts";

Deno.test("query strings are plain key=value pairs; empty values are dropped", () => {
  assert.deepEqual(parseSearch("?q=un%20jobs&category=1,2&empty="), { q: "un jobs", category: "1,2" });
  assert.equal(
    stringifySearch({ q: "un jobs", category: ["1", "2"], none: undefined, blank: "" }),
    "?q=un+jobs&category=1%2C2",
  );
  assert.equal(stringifySearch({}), "");
  assert.deepEqual(listParam("a, b,,c"), ["a", "b", "c"]);
  assert.deepEqual(listParam(undefined), []);
});

Deno.test("the jobs search from the URL keeps what is valid and drops the rest", () => {
  const search = parseJobsSearch({
    q: "  data  ",
    category: "3,x,4",
    region: "Europe,Mars",
    country: "12",
    tag: "remote,DROP TABLE",
    un: "maybe",
    access: "FELLOW,ROOT",
  });
  assert.deepEqual(search, {
    q: "data",
    category: "3,4",
    region: "Europe",
    country: "12",
    tag: "remote",
    access: "FELLOW",
  });
  assert.deepEqual(parseJobsSearch({ q: "ab" }), {}, "fewer than 3 characters do not search");
  assert.deepEqual(filterFromSearch({ category: "3,4", un: "0" }), {
    textSearch: undefined,
    jobCategories: ["3", "4"],
    regions: undefined,
    tags: undefined,
    countriesIds: undefined,
    isUN: false,
    readAccess: undefined,
  });
  // A chip toggles its value and keeps the rest of the search; the canonical order is fixed.
  assert.equal(toggleInSearch({ q: "data", tag: "remote" }, "tag", "hybrid"), "?q=data&tag=remote%2Chybrid");
  assert.equal(toggleInSearch({ q: "data", tag: "remote" }, "tag", "remote"), "?q=data");
  assert.equal(jobsSearchString({}), "?");
});

Deno.test("the articles search from the URL: 2+ characters, popular, video, page", () => {
  assert.deepEqual(parseArticlesSearch({ q: "cv", sort: "popular", video: "1", page: "3" }), {
    q: "cv",
    sort: "popular",
    video: "1",
    page: "3",
  });
  assert.deepEqual(parseArticlesSearch({ q: "c", sort: "oldest", video: "yes", page: "-1" }), {});
  assert.deepEqual(articlesFilter({}, "ru"), {
    language: "ru",
    sortOption: "latest",
    withVideo: undefined,
    textSearch: undefined,
  });
  assert.equal(articlesSearchString({ q: "cv", page: "1" }), "?q=cv");
});

Deno.test("card text is cut at a word boundary at 300 characters; slugs and blog links", () => {
  const long = "word ".repeat(100);
  const cut = cutAtWord(long);
  assert.ok(cut.isCut);
  assert.ok(cut.text.length <= 301);
  assert.ok(cut.text.endsWith("word…"));
  assert.deepEqual(cutAtWord("short text"), { text: "short text", isCut: false });
  assert.ok(SLUG_PATTERN.test("career-in-the-un"));
  assert.ok(!SLUG_PATTERN.test("../etc/passwd"));
  assert.equal(blogUrl("a b"), "https://blog.fellows.club/a%20b/");
  assert.equal(effectiveSearch("  ab "), undefined);
  assert.equal(effectiveSearch(" abc "), "abc");
});

Deno.test("closing dates read as days from now in Moscow; salaries in both languages", () => {
  const now = new Date("2026-11-23T10:00:00Z");
  assert.equal(formatRelativeDay("2026-11-28T09:00:00Z", "en", now), "in 5 days");
  assert.equal(formatRelativeDay("2026-11-28T09:00:00Z", "ru", now), "через 5 дней");
  assert.equal(formatRelativeDay("2026-11-24T08:00:00Z", "en", now), "tomorrow");
  // 22:30 UTC is already the next day in Moscow.
  assert.equal(formatRelativeDay("2026-11-23T22:30:00Z", "en", now), "tomorrow");
  assert.ok(isOpen({ openUntil: "2026-11-24T00:00:00Z" }, now));
  assert.ok(!isOpen({ openUntil: "2026-11-22T00:00:00Z" }, now));
  assert.ok(isOpen({ openUntil: null }, now));
  const words = { from: "from", upTo: "up to" };
  assert.equal(formatSalaryRange({ min: 4000, max: 6000, currency: "USD" }, "en", words), "$4,000 – $6,000");
  assert.equal(formatSalaryRange({ min: 4000, max: null, currency: "EUR" }, "en", words), "from €4,000");
  assert.match(
    formatSalaryRange({ min: null, max: 6000, currency: "USD" }, "ru", { from: "от", upTo: "до" }),
    /^до 6\s000\s\$$/,
  );
});

Deno.test("JobPosting JSON-LD: in full for an open job the viewer may open, its public part for a locked one", () => {
  const base = {
    id: "7",
    title: "Analyst",
    openUntil: "2999-01-01T00:00:00Z",
    postedAt: "2026-11-01T00:00:00Z",
    isUN: true,
    readAccess: "FELLOW" as const,
    company: "UNDP",
    hasCompany: true,
    hasSalaryRange: true,
    location: {
      city: "Geneva",
      state: null,
      countryObject: { id: "1", rusTrans: "Швейцария", engTrans: "Switzerland" },
    },
    seniority: null,
    jobCategories: [],
    tags: ["full-time"],
    description: "<p>Full text</p>",
  };
  const full: JobDetail = {
    ...base,
    __typename: "Job",
    companyObject: { name: "UNDP", companyLogo: null },
    salary: { min: 1, max: 2, currency: "USD" },
    isRelocationPackage: false,
    isVisaNeeded: false,
    isInWishlist: false,
    hasReferral: false,
    applicationLink: "https://jobs.undp.org/cj_view_job.cfm?id=7",
  };
  const ld = jobPostingJsonLd(full, "https://fellows.test/en/jobs/7/")!;
  assert.equal(ld["@type"], "JobPosting");
  assert.equal(ld.employmentType, "FULL_TIME");
  // The employer with its site (where its application link goes).
  assert.deepEqual(ld.hiringOrganization, { "@type": "Organization", name: "UNDP", url: "https://jobs.undp.org/" });
  assert.equal(
    (jobPostingJsonLd({ ...full, applicationLink: "mailto:jobs@undp.org" }, "https://fellows.test/en/jobs/7/")!
      .hiringOrganization as Record<string, unknown>).url,
    undefined,
  );
  // Locked: the page is not free, and its posting holds only what the page shows everyone.
  const locked = jobPostingJsonLd(
    { ...base, __typename: "DisabledJob", company: "Company name hidden", isInWishlist: false },
    "https://fellows.test/en/jobs/7/",
  )!;
  assert.equal(locked["@type"], "WebPage");
  assert.equal(locked.isAccessibleForFree, false);
  const posting = locked.mainEntity as Record<string, unknown>;
  assert.equal(posting["@type"], "JobPosting");
  assert.equal(posting.title, "Analyst");
  assert.equal(posting.validThrough, "2999-01-01T00:00:00Z");
  for (const gated of ["hiringOrganization", "baseSalary", "description"]) assert.equal(posting[gated], undefined);
  assert.doesNotMatch(JSON.stringify(locked), /Full text|UNDP|Company name hidden/);
  assert.equal(jobPostingJsonLd({ ...full, openUntil: "2000-01-01T00:00:00Z" }, "u"), undefined);
});

Deno.test("country chips: 5 or fewer all; more fold to 5 with the selected first; More shows up to 50", async () => {
  const { visibleChips } = await import("../../src/domain/filter-chips.ts");
  const few = [1, 2, 3, 4, 5];
  assert.deepEqual(visibleChips(few, () => false, false), { shown: few, foldable: false });
  const many = Array.from({ length: 60 }, (_, i) => i + 1);
  assert.deepEqual(visibleChips(many, () => false, false), { shown: [1, 2, 3, 4, 5], foldable: true });
  assert.deepEqual(visibleChips(many, (n) => n === 42, false).shown, [42, 1, 2, 3, 4]);
  assert.equal(visibleChips(many, () => false, true).shown.length, 50);
  assert.deepEqual(visibleChips(many, (n) => n === 55, true).shown.slice(-1), [55], "a selected chip stays in view");
});
