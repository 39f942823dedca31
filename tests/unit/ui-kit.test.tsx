// The UI kit's server HTML: what each wrapper renders before any JavaScript runs in the browser.
import assert from "node:assert/strict";
import { renderToString } from "react-dom/server";
import { Select } from "../../src/ui/select.tsx";
import { Carousel, slideWidthCss } from "../../src/ui/carousel.tsx";
import { Tabs } from "../../src/ui/tabs.tsx";
import { Accordion } from "../../src/ui/accordion.tsx";
import { Dialog } from "../../src/ui/dialog.tsx";
import { Drawer } from "../../src/ui/drawer.tsx";
import { Menu } from "../../src/ui/menu.tsx";
import { Tooltip } from "../../src/ui/tooltip.tsx";
import { showToast, TOAST_DURATION_MS, toaster, Toasts } from "../../src/ui/toast.tsx";

/** [text, attributes] of every element with this data-part, in document order. */
function parts(html: string, part: string, tag = "\\w+") {
  const re = new RegExp(`<(${tag})([^>]*data-part="${part}"[^>]*)>(.*?)</\\1>`, "g");
  return [...html.matchAll(re)].map((m) => ({ attrs: m[2], inner: m[3] }));
}

const countries = [{ value: "de", label: "Germany" }, { value: "fr", label: "France" }];

/** [label, disabled] of each option of the first native select whose opening tag starts with `attrs`. */
function nativeOptions(html: string, attrs = "") {
  const select = new RegExp(`<select${attrs}[^>]*>(.*?)</select>`).exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map((m) => [m[2], /disabled/.test(m[1])]);
}

Deno.test("Select's first option is a disabled 'Not specified' in the native select; the list is built when it opens", () => {
  const html = renderToString(
    <Select
      label="Country"
      items={countries}
      value=""
      onValueChange={() => {}}
      notSpecifiedLabel="Not specified"
      name="country"
    />,
  );
  // Closed, the list's items are not rendered at all (decision 132): the browser builds them when it opens, where the
  // tracker's browser test picks one.
  assert.deepEqual(parts(html, "item", "div"), []);
  assert.doesNotMatch(html, /Germany<\/span>/);
  // The native select (form posts): Ark's own empty placeholder while nothing is chosen, then the same items.
  assert.deepEqual(nativeOptions(html, ' name="country"'), [
    ["", false],
    ["Not specified", true],
    ["Germany", false],
    ["France", false],
  ]);
  // Nothing chosen: the trigger shows the placeholder.
  assert.match(parts(html, "value-text", "span")[0].inner, /^Not specified$/);
  assert.match(html, /<label[^>]*>Country<\/label>/);
});

Deno.test("the tracker's Select may let 'Not specified' be chosen", () => {
  const html = renderToString(
    <Select
      label="Status"
      items={countries}
      value=""
      onValueChange={() => {}}
      notSpecifiedLabel="Not specified"
      notSpecifiedSelectable
    />,
  );
  assert.deepEqual(nativeOptions(html), [["", false], ["Not specified", false], ["Germany", false], ["France", false]]);
});

Deno.test("Select shows the chosen label, and an error marks the trigger invalid and describes it", () => {
  const html = renderToString(
    <Select
      label="Country"
      items={countries}
      value="fr"
      onValueChange={() => {}}
      notSpecifiedLabel="Not specified"
      error="Choose a country"
    />,
  );
  assert.equal(parts(html, "value-text", "span")[0].inner, "France");
  const trigger = /<button[^>]*data-part="trigger"[^>]*>/.exec(html)?.[0] ?? "";
  assert.match(trigger, /aria-invalid="true"/);
  const describedBy = /aria-describedby="([^"]+)"/.exec(trigger)?.[1];
  assert.ok(describedBy);
  assert.match(html, new RegExp(`<p id="${describedBy}" role="alert"[^>]*>Choose a country</p>`));
  assert.match(html, /<option value="fr" selected="">France<\/option>/);
});

Deno.test("an open dialog renders its title, content and labelled close button; a closed one renders nothing", () => {
  const open = renderToString(
    <Dialog open onOpenChange={() => {}} title="Login" closeLabel="Close">
      <p>Body</p>
    </Dialog>,
  );
  assert.match(open, /role="dialog"/);
  assert.match(open, /aria-modal="true"/);
  assert.match(open, /<h2[^>]*data-part="title"[^>]*>Login<\/h2>/);
  assert.match(open, /<p>Body<\/p>/);
  const close = /<button[^>]*data-part="close-trigger"[^>]*>/.exec(open)?.[0] ?? "";
  assert.match(close, /aria-label="Close"/);
  assert.doesNotMatch(close, /\sdisabled=""/);

  const closed = renderToString(
    <Dialog open={false} onOpenChange={() => {}} title="Login" closeLabel="Close">Body</Dialog>,
  );
  assert.equal(closed, "");
});

Deno.test("while closeDisabled the dialog's and the drawer's close buttons are disabled", () => {
  const dialog = renderToString(
    <Dialog open onOpenChange={() => {}} title="Saving" closeLabel="Close" closeDisabled>Body</Dialog>,
  );
  assert.match(/<button[^>]*data-part="close-trigger"[^>]*>/.exec(dialog)?.[0] ?? "", /disabled=""/);
  assert.match(dialog, /aria-busy="true"/);
  const drawer = renderToString(
    <Drawer open onOpenChange={() => {}} title="Calendar" closeLabel="Close" placement="bottom" closeDisabled>
      Days
    </Drawer>,
  );
  assert.match(drawer, /data-placement="bottom"/);
  assert.match(drawer, />Calendar<\/h2>/);
  assert.match(/<button[^>]*data-part="close-trigger"[^>]*>/.exec(drawer)?.[0] ?? "", /disabled=""/);
  assert.equal(
    renderToString(<Drawer open={false} onOpenChange={() => {}} title="T" closeLabel="Close">D</Drawer>),
    "",
  );
});

Deno.test("the carousel's server HTML is Swiper's structure with every slide sized by CSS and labelled arrows", () => {
  const html = renderToString(
    <Carousel
      ariaLabel="Reviews"
      slides={["one", "two", "three"].map((s) => <span key={s}>{s}</span>)}
      slidesPerView={1}
      breakpoints={{ 889: { slidesPerView: 3 }, 600: { slidesPerView: 2 } }}
      spaceBetween={20}
      pagination
      navigation={{ prevLabel: "Previous", nextLabel: "Next" }}
    />,
  );
  // A group in the ARIA carousel pattern, not a landmark: pages with several carousels keep unique landmark names.
  assert.match(html, /<div role="group" aria-roledescription="carousel" aria-label="Reviews"/);
  assert.match(html, /class="swiper-wrapper" tabindex="0"/);
  const root =
    /<div id="(\w+)" class="swiper"[^>]*><div class="swiper-wrapper" tabindex="0">((?:<div class="swiper-slide">.*?<\/div>)*)<\/div><\/div>/
      .exec(html);
  assert.ok(root, "div.swiper > div.swiper-wrapper");
  const [, scope, track] = root;
  assert.deepEqual(
    [...track.matchAll(/<div class="swiper-slide">(.*?)<\/div>/g)].map((m) => m[1]),
    ["<span>one</span>", "<span>two</span>", "<span>three</span>"],
  );
  // The scoped stylesheet: the base custom properties, one width rule from them, then the breakpoints in ascending
  // order. No style attribute sets them: it would beat the media queries.
  const sheet = /<style>(.*?)<\/style>/.exec(html)?.[1] ?? "";
  assert.equal(sheet, slideWidthCss(scope, 1, 20, { 600: { slidesPerView: 2 }, 889: { slidesPerView: 3 } }));
  assert.ok(sheet.startsWith(`#${scope}{--carousel-per-view:1;--carousel-gap:20px}`));
  assert.doesNotMatch(html, /style="--carousel/);
  assert.ok(
    sheet.includes(
      `#${scope} .swiper-slide{position:relative;width:calc((100% - (var(--carousel-per-view) - 1) * var(--carousel-gap)) / ` +
        "var(--carousel-per-view));margin-right:var(--carousel-gap)",
    ),
  );
  assert.ok(
    sheet.indexOf(`@media (min-width:600px){#${scope}{--carousel-per-view:2}}`) <
      sheet.indexOf(`@media (min-width:889px){#${scope}{--carousel-per-view:3}}`),
  );
  // No Swiper JS has run: nothing is marked initialised, and the arrows are real buttons with the given names.
  assert.doesNotMatch(html, /class="[^"]*swiper-(initialized|slide-active)/);
  assert.match(html, /<button type="button" aria-label="Previous" disabled=""/);
  assert.match(html, /<button type="button" aria-label="Next"/);
});

Deno.test("a looping carousel without arrows renders no buttons, and its 'previous' is never disabled", () => {
  const plain = renderToString(<Carousel ariaLabel="A" slides={["x"]} slidesPerView={2} />);
  assert.doesNotMatch(plain, /<button/);
  assert.match(plain, /\{--carousel-per-view:2;--carousel-gap:16px\}/);
  const looping = renderToString(
    <Carousel
      ariaLabel="A"
      slides={["x", "y", "z"]}
      slidesPerView={1}
      loop
      navigation={{ prevLabel: "P", nextLabel: "N" }}
    />,
  );
  assert.doesNotMatch(/<button[^>]*aria-label="P"[^>]*>/.exec(looping)?.[0] ?? "", /\sdisabled=""/);
});

Deno.test("Tabs renders the default panel and hides the others", () => {
  const html = renderToString(
    <Tabs
      ariaLabel="Expert"
      defaultValue="exp"
      tabs={[
        { value: "about", label: "About me", content: "Bio" },
        { value: "exp", label: "Experience", content: "CV" },
      ]}
    />,
  );
  assert.match(html, /role="tablist"[^>]*aria-label="Expert"|aria-label="Expert"[^>]*role="tablist"/);
  const panels = parts(html, "content", "div");
  assert.deepEqual(panels.map((p) => [p.inner, /\shidden=""/.test(p.attrs)]), [["Bio", true], ["CV", false]]);
  const selected = parts(html, "trigger", "button").filter((t) => /aria-selected="true"/.test(t.attrs));
  assert.deepEqual(selected.map((t) => t.inner), ["Experience"]);
  // Without defaultValue the first tab is shown.
  const first = renderToString(<Tabs ariaLabel="X" tabs={[{ value: "a", label: "A", content: "PA" }]} />);
  assert.doesNotMatch(parts(first, "content", "div")[0].attrs, /\shidden=""/);
});

Deno.test("Accordion renders every title as a button and opens the default items", () => {
  const html = renderToString(
    <Accordion
      defaultValue={["b"]}
      items={[{ value: "a", title: "Q1", content: "A1" }, { value: "b", title: "Q2", content: "A2" }]}
    />,
  );
  const triggers = parts(html, "item-trigger", "button");
  // Each trigger names the panel it controls.
  for (const t of triggers) assert.match(t.attrs, /aria-controls="[^"]+"/);
  assert.deepEqual(triggers.map((t) => t.inner.replace(/<.*$/, "")), ["Q1", "Q2"]);
  assert.deepEqual(triggers.map((t) => /aria-expanded="true"/.test(t.attrs)), [false, true]);
  const contents = parts(html, "item-content", "div");
  assert.deepEqual(contents.map((c) => [c.inner, /\shidden=""/.test(c.attrs)]), [["A1", true], ["A2", false]]);
});

Deno.test("Menu and Tooltip render only their triggers on the server", () => {
  const menu = renderToString(<Menu trigger="Account" items={[{ value: "out", label: "Sign out", href: "/out" }]} />);
  assert.match(menu, /aria-haspopup="menu"[^>]*>Account<\/button>/);
  assert.doesNotMatch(menu, /Sign out/);
  const tooltip = renderToString(
    <Tooltip content="Fellows only" positioning={{ placement: "right" }}>
      <button type="button">Hidden salary</button>
    </Tooltip>,
  );
  // The trigger alone (Ark's tooltip loads on the first hover or focus), with the explanation as its title meanwhile.
  assert.match(tooltip, /<button[^>]*data-part="trigger"[^>]*>Hidden salary<\/button>/);
  assert.match(tooltip, /title="Fellows only"/);
  assert.doesNotMatch(tooltip, /role="tooltip"/);
});

Deno.test("toasts hide after 5 s, at the top centre and the bottom centre, whatever their type", () => {
  assert.equal(TOAST_DURATION_MS, 5000);
  assert.equal(toaster.top.attrs.placement, "top");
  assert.equal(toaster.bottom.attrs.placement, "bottom");
  assert.equal(toaster.top.attrs.duration, 5000);
  assert.equal(toaster.bottom.attrs.duration, 5000);
  // Ark's own default for success is 2 s; showToast makes every type 5 s.
  const id = showToast("bottom", { type: "success", title: "Saved", description: "Profile updated" });
  const [toast] = toaster.bottom.getVisibleToasts();
  assert.equal(toast.id, id);
  assert.equal(toast.duration, 5000);
  assert.equal(toast.type, "success");
  assert.equal(toaster.top.getVisibleToasts().length, 0);
  toaster.bottom.remove(id);

  const html = renderToString(
    <Toasts closeLabel="Close" regionLabels={{ top: "Notifications", bottom: "Notifications below" }} />,
  );
  const regions = [...html.matchAll(/<div[^>]*data-part="group"[^>]*>/g)].map((m) => m[0]);
  assert.deepEqual(regions.map((r) => /data-placement="(\w+)"/.exec(r)?.[1]), ["top", "bottom"]);
  // Two landmarks, two names.
  assert.deepEqual(regions.map((r) => /aria-label="([^"]+)"/.exec(r)?.[1]), ["Notifications", "Notifications below"]);
  assert.ok(regions.every((r) => /align-items:center/.test(r)));
});
