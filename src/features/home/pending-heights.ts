// How tall each below-the-fold home section's content usually is, per breakpoint (base < 600 px, sm, md from 889,
// b1124, lg from 1280) and language, measured on the demo content in Chromium at 375, 768, 1024, 1124 and 1280 px:
// the placeholder that stands in for it until it loads keeps everything below from moving. Where pictures fill a
// phone's width, the base height grows with it (a 40:21 card picture, a 16:10 screenshot, 32 px of page padding).
// Written out whole so Panda extracts every value; the Russian figures apply under html lang="ru".
import { css } from "styled-system/css";

export const pendingHeight = {
  paths: css({
    minH: { base: "calc((100vw - 32px) * 0.525 + 252px)", sm: "437px", md: "480px", b1124: "387px", lg: "407px" },
  }),
  jobs: css({
    minH: { base: "398px", sm: "398px", md: "386px", b1124: "398px", lg: "398px" },
    "&:lang(ru)": { minH: { base: "452px", sm: "452px", md: "386px", b1124: "452px", lg: "430px" } },
  }),
  // The Russian page adds the twelve review screenshots under the reviews.
  reviews: css({
    minH: { base: "292px", sm: "292px", md: "268px", b1124: "268px", lg: "244px" },
    "&:lang(ru)": {
      minH: { base: "calc((100vw - 32px) * 0.625 + 351px)", sm: "571px", md: "627px", b1124: "544px", lg: "577px" },
    },
  }),
  // The upcoming-events card (ten events) sets the height; the month grid beside it is always six weeks.
  networking: css({
    minH: { base: "1197px", sm: "850px", md: "858px", b1124: "858px", lg: "1109px" },
    "&:lang(ru)": { minH: { base: "1197px", sm: "850px", md: "858px", b1124: "858px", lg: "1085px" } },
  }),
  articles: css({
    minH: { base: "517px", sm: "521px", md: "543px", b1124: "519px", lg: "524px" },
    "&:lang(ru)": { minH: { base: "540px", sm: "545px", md: "566px", b1124: "543px", lg: "524px" } },
  }),
  services: css({
    minH: { base: "511px", sm: "516px", md: "562px", b1124: "514px", lg: "541px" },
    "&:lang(ru)": { minH: { base: "535px", sm: "540px", md: "562px", b1124: "537px", lg: "541px" } },
  }),
  featured: css({
    minH: { base: "1048px", sm: "1048px", md: "390px", b1124: "336px", lg: "336px" },
    "&:lang(ru)": { minH: { base: "1162px", sm: "1048px", md: "420px", b1124: "390px", lg: "366px" } },
  }),
  education: css({
    minH: { base: "calc((100vw - 32px) * 2.625 + 1172px)", sm: "1267px", md: "1448px", b1124: "1527px", lg: "442px" },
    "&:lang(ru)": {
      minH: { base: "calc((100vw - 32px) * 2.625 + 1216px)", sm: "1291px", md: "1448px", b1124: "1506px", lg: "441px" },
    },
  }),
  plans: css({
    minH: { base: "868px", sm: "676px", md: "376px", b1124: "352px", lg: "328px" },
    "&:lang(ru)": { minH: { base: "1000px", sm: "676px", md: "424px", b1124: "376px", lg: "352px" } },
  }),
};
