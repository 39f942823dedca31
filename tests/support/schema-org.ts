// A small schema.org checker for the JSON-LD the pages emit (there is no network in the tests, so the vocabulary is
// written down here): every node has a known @type, uses only properties that schema.org gives that type (its own
// and its parents'), and names absolute URLs wherever a property holds a URL. Extend TYPES when a page emits more.

const THING = [
  "name",
  "description",
  "url",
  "image",
  "sameAs",
  "identifier",
  "alternateName",
  "mainEntityOfPage",
  "potentialAction",
];
const CREATIVE_WORK = [
  ...THING,
  "headline",
  "author",
  "publisher",
  "provider",
  "datePublished",
  "dateModified",
  "inLanguage",
  "isAccessibleForFree",
  "keywords",
  "hasPart",
  "about",
  "educationalLevel",
  "timeRequired",
  "mainEntity",
];
const PLACE = [...THING, "address", "geo"];
const STRUCTURED_VALUE = [...THING];

/** schema.org type → the properties it has (the lists cover what this site uses, checked against schema.org). */
export const TYPES: Record<string, string[]> = {
  Thing: THING,
  CreativeWork: CREATIVE_WORK,
  Article: [...CREATIVE_WORK, "articleBody", "articleSection", "wordCount"],
  Course: [
    ...CREATIVE_WORK,
    "courseCode",
    "coursePrerequisites",
    "hasCourseInstance",
    "teaches",
    "numberOfCredits",
    "availableLanguage",
    "syllabusSections",
  ],
  WebSite: [...CREATIVE_WORK, "issn"],
  WebPage: [...CREATIVE_WORK, "breadcrumb", "lastReviewed", "primaryImageOfPage", "significantLink"],
  Organization: [
    ...THING,
    "logo",
    "address",
    "email",
    "telephone",
    "areaServed",
    "founder",
    "foundingDate",
    "contactPoint",
    "knowsLanguage",
    "slogan",
  ],
  Person: [
    ...THING,
    "jobTitle",
    "knowsLanguage",
    "homeLocation",
    "worksFor",
    "affiliation",
    "givenName",
    "familyName",
    "knowsAbout",
  ],
  Place: PLACE,
  Country: PLACE,
  PostalAddress: [...THING, "addressLocality", "addressRegion", "addressCountry", "postalCode", "streetAddress"],
  JobPosting: [
    ...THING,
    "title",
    "datePosted",
    "validThrough",
    "hiringOrganization",
    "jobLocation",
    "jobLocationType",
    "employmentType",
    "baseSalary",
    "applicantLocationRequirements",
    "directApply",
    "occupationalCategory",
    "industry",
    "skills",
    "qualifications",
    "responsibilities",
    "experienceRequirements",
    "educationRequirements",
  ],
  MonetaryAmount: [...STRUCTURED_VALUE, "currency", "value", "minValue", "maxValue", "validFrom", "validThrough"],
  QuantitativeValue: [...STRUCTURED_VALUE, "value", "minValue", "maxValue", "unitText", "unitCode"],
  Service: [...THING, "provider", "offers", "serviceType", "areaServed", "brand", "category", "audience"],
  Product: [...THING, "offers", "brand", "category", "sku", "review", "aggregateRating"],
  Offer: [
    ...THING,
    "price",
    "priceCurrency",
    "availability",
    "validFrom",
    "category",
    "priceValidUntil",
    "itemOffered",
  ],
  ItemList: [...THING, "itemListElement", "numberOfItems", "itemListOrder"],
  ListItem: [...THING, "position", "item", "nextItem", "previousItem"],
  SearchAction: [...THING, "query", "query-input", "target", "object", "result", "actionStatus"],
  EntryPoint: [...THING, "urlTemplate", "actionPlatform", "contentType", "httpMethod", "encodingType"],
};

/** Properties whose text value is a URL (schema.org's URL range), so it must be absolute. */
const URL_PROPERTIES = new Set(["url", "image", "logo", "sameAs", "mainEntityOfPage", "item", "urlTemplate", "target"]);

/** The problems of one JSON-LD block, empty when it is valid; the nodes it holds by @type, for further checks. */
export function checkJsonLd(block: unknown): { problems: string[]; nodes: Array<Record<string, unknown>> } {
  const problems: string[] = [];
  const nodes: Array<Record<string, unknown>> = [];
  if (typeof block !== "object" || block === null || Array.isArray(block)) {
    return { problems: ["the block is not one JSON object"], nodes };
  }
  const top = block as Record<string, unknown>;
  if (top["@context"] !== "https://schema.org") problems.push(`@context is ${JSON.stringify(top["@context"])}`);
  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${path}[${i}]`));
    if (typeof node !== "object" || node === null) return;
    const object = node as Record<string, unknown>;
    const type = object["@type"];
    if (typeof type !== "string") return problems.push(`${path}: no @type`);
    const known = TYPES[type];
    if (!known) return problems.push(`${path}: unknown @type ${type}`);
    nodes.push(object);
    for (const [key, value] of Object.entries(object)) {
      if (key === "@type" || key === "@context" || key === "@id") continue;
      if (!known.includes(key)) problems.push(`${path}: ${type} has no property ${key}`);
      if (value === null || value === undefined || value === "") problems.push(`${path}.${key} is empty`);
      for (const text of (Array.isArray(value) ? value : [value])) {
        if (URL_PROPERTIES.has(key) && typeof text === "string" && !/^https?:\/\/[^/]/.test(text)) {
          problems.push(`${path}.${key} is not an absolute URL: ${text}`);
        }
      }
      if (typeof value === "object") visit(value, `${path}.${key}`);
    }
  };
  if (Array.isArray(top["@graph"])) visit(top["@graph"], "@graph");
  else visit(top, "$");
  return { problems, nodes };
}

/** The JSON-LD blocks of a page's HTML, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1])
  );
}
