// Escaping text for hand-written markup (src/domain/html.ts): mail bodies, the SVG pictures and the payment fakes'
// pages all use the one rule.
import assert from "node:assert/strict";
import { escapeHtml } from "../../src/domain/html.ts";

Deno.test("the five markup characters become numeric references, everything else stays", () => {
  assert.equal(
    escapeHtml(`<b class="x">Tom & 'Jerry'</b>`),
    "&#60;b class=&#34;x&#34;&#62;Tom &#38; &#39;Jerry&#39;&#60;/b&#62;",
  );
  assert.equal(escapeHtml("Привет, мир — 100 ₽ / $1"), "Привет, мир — 100 ₽ / $1");
  assert.equal(escapeHtml("&#60;"), "&#38;#60;", "an existing reference is escaped again, not trusted");
  assert.equal(escapeHtml(""), "");
});

Deno.test("escaped text cannot leave an attribute of either quote", () => {
  for (const quote of [`"`, `'`]) {
    const html = `<a title=${quote}${escapeHtml(`x${quote} onmouseover=${quote}alert(1)`)}${quote}>`;
    assert.equal(html.split(quote).length, 3, `${quote}: the attribute is still one value`);
  }
});
