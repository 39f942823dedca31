// N synthetic jobs for benchmarks (`deno task db:seed --jobs 100000`): varied titles, companies, countries,
// categories, tags, regions, salaries and access levels, from a fixed pseudo-random sequence (same N → same rows).
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../client.ts";
import { countries, jobCategories, jobJobCategories, jobs } from "../schema/index.ts";
import { JOB_TAGS } from "../../src/domain/jobs.ts";

const ROLES = [
  "Analyst",
  "Officer",
  "Specialist",
  "Manager",
  "Consultant",
  "Engineer",
  "Coordinator",
  "Advisor",
  "Associate",
  "Lead",
];
const FIELDS = [
  "Data",
  "Programme",
  "Finance",
  "Communications",
  "Procurement",
  "Software",
  "Policy",
  "Research",
  "Logistics",
  "Human Resources",
  "Monitoring and Evaluation",
  "Partnerships",
  "Supply Chain",
  "Product",
  "Legal",
];
const ORGS = [
  "UNDP",
  "UNICEF",
  "WHO",
  "UNHCR",
  "WFP",
  "FAO",
  "UNESCO",
  "ILO",
  "IOM",
  "UNOPS",
  "Northwind Analytics",
  "Blue Harbor Labs",
  "Kestrel Finance",
  "Atlas Mobility",
  "Juniper Health",
  "Orbit Learning",
  "Cedar & Stone",
  "Lumen Energy",
];
const LEVELS = ["UNANYMOUS", "AUTHORIZED", "FELLOW"] as const;
const SENIORITY = [["Junior", "Младший специалист"], ["Middle", "Специалист"], ["Senior", "Старший специалист"], [
  "Lead",
  "Ведущий специалист",
]];

/** Mulberry32: small, fast, deterministic. */
function random(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function generateSyntheticJobs(
  db: DbOrTx,
  count: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  const rnd = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const countryRows = await db.select({ id: countries.id, region: countries.region, city: countries.engTrans }).from(
    countries,
  );
  let categoryRows = await db.select({ id: jobCategories.id }).from(jobCategories);
  if (!categoryRows.length) {
    categoryRows = await db.insert(jobCategories).values(
      FIELDS.map((f) => ({ slug: f.toLowerCase().replaceAll(" ", "-"), name: f, engTrans: f })),
    )
      .returning({ id: jobCategories.id });
  }
  const now = Date.now();
  const BATCH = 1000;
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    const rows = Array.from({ length: size }, () => {
      const org = pick(ORGS);
      const isUN = ORGS.indexOf(org) < 10;
      const country = pick(countryRows);
      const [seniorityName, seniorityTranslation] = pick(SENIORITY);
      const field = pick(FIELDS);
      const role = pick(ROLES);
      const postedAt = new Date(now - Math.floor(rnd() * 365) * 86_400_000);
      const hasSalary = rnd() > 0.3;
      const min = 30_000 + Math.floor(rnd() * 90) * 1000;
      return {
        title: `${seniorityName === "Middle" ? "" : `${seniorityName} `}${field} ${role}`,
        description: `<p>${org} is looking for a ${field.toLowerCase()} ${role.toLowerCase()} in ${country.city}.</p>` +
          `<p>You will work with partners across ${
            country.region ?? "the region"
          } and report to the head of office.</p>`,
        company: rnd() > 0.05 ? org : null,
        countryId: country.id,
        city: country.city,
        seniorityName,
        seniorityTranslation,
        tags: [pick(JOB_TAGS), pick(JOB_TAGS)].filter((t, i, all) => all.indexOf(t) === i),
        regions: country.region ? [country.region] : [],
        salaryMin: hasSalary ? min : null,
        salaryMax: hasSalary ? min + 10_000 + Math.floor(rnd() * 40) * 1000 : null,
        salaryCurrency: hasSalary ? pick(["USD", "EUR", "CHF"]) : null,
        postedAt,
        openUntil: new Date(postedAt.getTime() + (15 + Math.floor(rnd() * 60)) * 86_400_000),
        isUN,
        readAccess: pick(LEVELS),
        applicationLink: `https://example.org/apply/${done}-${Math.floor(rnd() * 1e9)}`,
      };
    });
    await db.transaction(async (tx) => {
      const inserted = await tx.insert(jobs).values(rows).returning({ id: jobs.id });
      await tx.insert(jobJobCategories).values(
        inserted.map((j) => ({ jobId: j.id, categoryId: pick(categoryRows).id })),
      );
    });
    onProgress?.(done + size);
  }
  await db.execute(sql`analyze jobs`);
}
