import assert from "node:assert/strict";
import { renderToString } from "react-dom/server";
import { Select } from "../../src/ui/select.tsx";
import { Carousel, slideWidthCss } from "../../src/ui/carousel.tsx";
import { Tabs } from "../../src/ui/tabs.tsx";
import { Accordion } from "../../src/ui/accordion.tsx";
import { Dialog } from "../../src/ui/dialog.tsx";
import { TOAST_DURATION_MS, toaster } from "../../src/ui/toast.tsx";

Deno.test("Select's first option is a disabled 'Not specified'", () => {
  const html = renderToString(
    <Select
      label="Country"
      items={[{ value: "de", label: "Germany" }]}
      value=""
      onValueChange={() => {}}
      notSpecifiedLabel="Not specified"
      name="country"
    />,
  );
  // The hidden native select carries the same options for forms and no-JS.
  const options = [...html.matchAll(/<option([^>]*)>([^<]+)<\/option>/g)].map((m) => [m[2], /disabled/.test(m[1])]);
  assert.deepEqual(options, [["Not specified", true], ["Germany", false]]);
  assert.match(html, /Country/);
});

Deno.test("the carousel's server HTML is Swiper's structure with CSS-sized slides and labelled arrows", () => {
  const html = renderToString(
    <Carousel
      ariaLabel="Reviews"
      slides={["one", "two", "three"].map((s) => <span key={s}>{s}</span>)}
      slidesPerView={1}
      breakpoints={{ 600: { slidesPerView: 2 } }}
      spaceBetween={20}
      navigation={{ prevLabel: "Previous", nextLabel: "Next" }}
    />,
  );
  assert.equal((html.match(/class="swiper-slide"/g) ?? []).length, 3);
  assert.match(html, /class="swiper-wrapper"/);
  assert.match(html, /aria-label="Previous"/);
  assert.match(html, /aria-label="Next"/);
  assert.match(html, /width:calc\(\(100% - 0px\) \/ 1\)/);
  assert.match(
    html,
    /@media \(min-width:600px\)\{#\w+ \.swiper-slide\{width:calc\(\(100% - 20px\) \/ 2\);margin-right:20px\}/,
  );
});

Deno.test("slide widths follow slidesPerView and the gap at each breakpoint", () => {
  const css = slideWidthCss("x", 3, 10, { 889: { slidesPerView: 4 } });
  assert.match(css, /#x \.swiper-slide\{width:calc\(\(100% - 20px\) \/ 3\);margin-right:10px\}/);
  assert.match(css, /@media \(min-width:889px\)\{#x \.swiper-slide\{width:calc\(\(100% - 30px\) \/ 4\)/);
});

Deno.test("Tabs renders the default panel; Accordion renders every title", () => {
  const tabs = renderToString(
    <Tabs
      ariaLabel="Expert"
      tabs={[{ value: "about", label: "About me", content: "Bio" }, {
        value: "exp",
        label: "Experience",
        content: "CV",
      }]}
    />,
  );
  assert.match(tabs, /About me/);
  assert.match(tabs, /Bio/);
  const accordion = renderToString(
    <Accordion items={[{ value: "a", title: "Q1", content: "A1" }, { value: "b", title: "Q2", content: "A2" }]} />,
  );
  assert.match(accordion, /Q1/);
  assert.match(accordion, /Q2/);
});

Deno.test("a closed dialog renders nothing", () => {
  const closed = renderToString(
    <Dialog open={false} onOpenChange={() => {}} title="Login" closeLabel="Close">Body</Dialog>,
  );
  assert.doesNotMatch(closed, /Body/);
});

Deno.test("toasts hide after 5 s, at the top centre and the bottom centre", () => {
  assert.equal(TOAST_DURATION_MS, 5000);
  assert.equal(toaster.top.attrs.placement, "top");
  assert.equal(toaster.bottom.attrs.placement, "bottom");
});
