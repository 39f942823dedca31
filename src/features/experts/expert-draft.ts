// The expert form's draft (spec 02 "Expert form"): what the form edits, made from the saved profile, turned into the
// mutation's input, and checked with the shared schema plus what only the browser knows (the files picked).
import { validateFields } from "../../domain/validation.ts";
import { richTextParagraphs } from "../../domain/directories.ts";
import {
  EXPERT_CONTACT_KINDS,
  EXPERT_DOCUMENT_MAX_BYTES,
  type ExpertContactKind,
  ExpertProfileSchema,
} from "../../domain/expert-profile.ts";
import type { Locale } from "../../domain/locale.ts";
import type { OwnExpert } from "./queries.ts";

export type ServiceDraft = {
  key: string;
  kind: "service" | "product";
  title: string;
  meetingsInfo: string;
  promoText: string;
  affiliateLink: string;
  priceValue: string;
  currency: "" | "RUB" | "USD";
  description: string;
  /** Stored already (an http address), or null. */
  document: { source: string; fileName: string } | null;
  /** Picked, to be uploaded at save. */
  file: File | null;
};

export type ExperienceDraft = {
  key: string;
  companyId: string;
  position: string;
  startedAt: string;
  finishedAt: string;
  isWorkingCurrently: boolean;
};

export type Draft = {
  name: string;
  position: string;
  description: string;
  usefulness: string;
  /** The language the profile is written in: the interface's for a new one. */
  language: Locale;
  locations: string[];
  languages: string[];
  expertActivities: string[];
  expertRequests: string[];
  contacts: Record<ExpertContactKind, string>;
  experience: ExperienceDraft[];
  services: ServiceDraft[];
};

const newKey = () => crypto.randomUUID();
const plain = (html: string) => richTextParagraphs(html).join("\n");

export function draftOf(expert: OwnExpert | null, locale: Locale): Draft {
  const contacts = Object.fromEntries(
    EXPERT_CONTACT_KINDS.map((k) => [k, expert?.contacts[k] ?? ""]),
  ) as Record<ExpertContactKind, string>;
  return {
    name: expert?.name ?? "",
    position: expert?.position ?? "",
    description: expert?.description ?? "",
    usefulness: plain(expert?.usefulness ?? ""),
    language: expert?.language ?? locale,
    locations: expert?.locations.map((l) => l.countryObject.id) ?? [],
    languages: expert?.languages ?? [],
    expertActivities: expert?.expertActivities.map((a) => a.id) ?? [],
    expertRequests: expert?.expertRequests.map((r) => r.id) ?? [],
    contacts,
    experience: expert?.experience.map((x) => ({
      key: newKey(),
      companyId: x.company.id,
      position: x.position,
      startedAt: x.startedAt,
      finishedAt: x.finishedAt ?? "",
      isWorkingCurrently: x.isWorkingCurrently,
    })) ?? [],
    services: expert?.services.map((s) => ({
      key: newKey(),
      kind: s.document ? "product" : "service",
      title: s.title,
      meetingsInfo: s.meetingsInfo,
      promoText: s.promoText,
      affiliateLink: s.affiliateLink ?? "",
      priceValue: s.price ? String(s.price.value) : "",
      currency: s.price?.currency ?? "",
      description: plain(s.description),
      document: s.document?.source ? { source: s.document.source, fileName: s.document.fileName } : null,
      file: null,
    })) ?? [],
  };
}

/** What the mutation receives; a file not yet uploaded stands as a placeholder until the upload answers. */
export function inputOf(draft: Draft) {
  return {
    name: draft.name,
    position: draft.position,
    description: draft.description,
    usefulness: draft.usefulness,
    language: draft.language,
    locations: draft.locations,
    languages: draft.languages,
    expertActivities: draft.expertActivities,
    expertRequests: draft.expertRequests,
    contacts: draft.contacts,
    experience: draft.experience.map((x) => ({
      companyId: x.companyId,
      position: x.position,
      startedAt: x.startedAt,
      finishedAt: x.isWorkingCurrently || !x.finishedAt ? null : x.finishedAt,
      isWorkingCurrently: x.isWorkingCurrently,
    })),
    services: draft.services.map((s) => ({
      title: s.title,
      meetingsInfo: s.meetingsInfo,
      promoText: s.promoText,
      affiliateLink: s.affiliateLink.trim() || null,
      // Spec 02 §5: the price is sent only when both its value and its currency are set.
      price: s.priceValue.trim() && s.currency
        ? { value: Number(s.priceValue.replace(",", ".")), currency: s.currency }
        : null,
      description: s.description,
      document: s.kind === "product"
        ? s.document ?? (s.file ? { source: "upload-pending", fileName: s.file.name } : null)
        : null,
    })),
  };
}

/** The form's messages: the shared schema's, plus what only the browser knows (files picked, products without one). */
export function errorsOf(draft: Draft): Record<string, string> {
  const errors = validateFields(ExpertProfileSchema, inputOf(draft));
  draft.experience.forEach((x, i) => {
    if (!x.companyId) errors[`experience.${i}.companyId`] = "errors.expertCompany";
  });
  draft.services.forEach((s, i) => {
    if (s.kind !== "product") return;
    if (s.file && s.file.size > EXPERT_DOCUMENT_MAX_BYTES) errors[`services.${i}.document`] ??= "documentSize";
    else if (!s.document && !s.file) errors[`services.${i}.document`] ??= "documentRequired";
  });
  return errors;
}

export const blankExperience = (): ExperienceDraft => ({
  key: newKey(),
  companyId: "",
  position: "",
  startedAt: "",
  finishedAt: "",
  isWorkingCurrently: false,
});

export const blankService = (kind: ServiceDraft["kind"]): ServiceDraft => ({
  key: newKey(),
  kind,
  title: "",
  meetingsInfo: "",
  promoText: "",
  affiliateLink: "",
  priceValue: "",
  currency: "",
  description: "",
  document: null,
  file: null,
});
