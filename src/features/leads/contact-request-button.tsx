// A button that opens the contact form of an expert's or a partner's page; the form's module loads on the first click.
import { lazy, Suspense, useState } from "react";
import { cx } from "styled-system/css";
import { primaryButton } from "../../ui/styles.ts";

const ContactRequestDialog = lazy(() => import("./contact-request-dialog.tsx"));

export type ContactButtonProps = {
  label: string;
  /** The dialog's title (e.g. "Contact Olga Belova"). */
  title: string;
  /** type / name / service title, joined by ' / ' (contactSubject). */
  subject: string;
  className?: string;
};

export function ContactRequestButton({ label, title, subject, className }: ContactButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={cx(primaryButton, className)}
        onClick={() => setOpen(true)}
        data-testid="contact-open"
        aria-haspopup="dialog"
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ContactRequestDialog subject={subject} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
