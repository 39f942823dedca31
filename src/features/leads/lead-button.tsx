// The button that opens a lead dialog (lead-dialog.tsx): the contact form of an expert's or a partner's page, or the
// send-request form; the dialog's module (and Ark's dialog) loads on the first click.
import { lazy, Suspense, useState } from "react";
import { cx } from "styled-system/css";
import { primaryButton } from "../../ui/styles.ts";
import type { LeadFormKind } from "./lead-dialog.tsx";

const LeadDialog = lazy(() => import("./lead-dialog.tsx"));

export type LeadButtonProps = {
  label: string;
  /** The message's subject: contact's is type / name / service title, joined by ' / ' (contactSubject). */
  subject: string;
  /** The dialog's title where the page gives one (e.g. "Contact Olga Belova"). */
  title?: string;
  className?: string;
};

const OPEN_TEST_IDS: Record<Exclude<LeadFormKind, "gift">, string> = {
  contact: "contact-open",
  request: "send-request-open",
};

export function LeadButton(
  { kind, label, subject, title, className }: LeadButtonProps & { kind: Exclude<LeadFormKind, "gift"> },
) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={cx(primaryButton, className)}
        onClick={() => setOpen(true)}
        data-testid={OPEN_TEST_IDS[kind]}
        aria-haspopup="dialog"
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LeadDialog kind={kind} subject={subject} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The contact form's button, as the expert and partner pages take it. */
export const ContactRequestButton = (props: LeadButtonProps & { title: string }) => (
  <LeadButton kind="contact" {...props} />
);

/** The send-request form's button, as the home, about, affiliates and service pages take it. */
export const SendRequestButton = (props: Omit<LeadButtonProps, "title">) => <LeadButton kind="request" {...props} />;
