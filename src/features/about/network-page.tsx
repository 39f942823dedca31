// The network page (spec 03): the title, the visitor's profile card and the button to the members' chat — members
// get the external chat link (from the server, members only), everyone else goes to /subscribe.
import { useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { pictureUrl } from "../../domain/pictures.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { pageWidth, primaryButton } from "../../ui/styles.ts";
import { aboutCard, AboutHero, aboutSectionTitle } from "./about-ui.tsx";
import { networkPageQuery } from "./queries.ts";

/** A long label wraps on a phone instead of pushing the page wider than the screen. */
const wrapping = css({ whiteSpace: "normal", textAlign: "center", h: "auto", minH: "44px", py: "2" });

export function NetworkPage() {
  const { t, viewerTier } = useI18n();
  const gql = useGql();
  const { data } = useSuspenseQuery(networkPageQuery(gql, viewerTier));
  const me = data.me;
  const k = (rest: string) => `about.networkPage.${rest}`;
  const name = me ? `${me.firstName} ${me.lastName}`.trim() : t(k("guest"));
  const member = Boolean(me?.isFellow);
  return (
    <div className={css({ pb: "16" })}>
      <AboutHero title={t(k("title"))} lead={t(k("lead"))} art="members network" testId="network-page" />
      <div
        className={`${pageWidth} ${
          css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "1fr 1fr" }, gap: "6" })
        }`}
      >
        <section
          aria-label={name}
          data-testid="network-profile"
          className={`${aboutCard} ${css({ display: "flex", flexDirection: "column", gap: "4" })}`}
        >
          <div className={css({ display: "flex", gap: "4", alignItems: "center" })}>
            <img
              src={me?.avatarSrc ?? pictureUrl("avatar", me ? `${me.firstName} ${me.lastName}` : "guest")}
              alt=""
              width={80}
              height={80}
              className={css({ w: "80px", h: "80px", borderRadius: "full", objectFit: "cover", bg: "white" })}
            />
            <div>
              <p className={css({ fontSize: "xl", fontWeight: "bold", color: "brand" })}>{name}</p>
              <p className={css({ color: "muted" })} data-testid="network-status">
                {me ? t(k(member ? "member" : "notMember")) : t(k("guestText"))}
              </p>
            </div>
          </div>
          {member
            ? data.getClubChatLink
              ? (
                <a
                  href={data.getClubChatLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cx(primaryButton, wrapping)}
                  data-testid="network-chat"
                >
                  {t(k("chatButton"))}
                </a>
              )
              : <p role="note" data-testid="network-chat-missing">{t(k("chatMissing"))}</p>
            : (
              <LocaleLink to="/$locale/subscribe" className={cx(primaryButton, wrapping)} data-testid="network-join">
                {t(k("joinButton"))}
              </LocaleLink>
            )}
        </section>
        <section aria-labelledby="chat-rules" className={aboutCard}>
          <h2 id="chat-rules" className={aboutSectionTitle}>{t(k("rulesTitle"))}</h2>
          <ul className={css({ mt: "3", pl: "5", listStyle: "disc", display: "grid", gap: "2" })}>
            <li>{t(k("r1"))}</li>
            <li>{t(k("r2"))}</li>
            <li>{t(k("r3"))}</li>
          </ul>
        </section>
      </div>
    </div>
  );
}
