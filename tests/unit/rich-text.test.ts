import assert from "node:assert/strict";
import { isRichTextEmpty, plainTextOf, sanitizeRichText } from "../../api/services/admin/rich-text.ts";
import { isAllowedLinkHref, isAllowedVideoEmbedUrl, videoEmbedUrl } from "../../src/domain/rich-text.ts";

/** Known XSS payloads (OWASP's filter-evasion cheat sheet, mXSS write-ups), each as an author might paste it. */
const XSS_PAYLOADS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.example/xss.js></SCRIPT>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<img src=x onerror=alert(1)>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<img src="jav&#x09;ascript:alert(1)">`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<img """><script>alert("XSS")</script>">`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href="  javascript:alert(1)">x</a>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="jav&#x0A;ascript:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="&#x6A;avascript&colon;alert(1)">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="//evil.example/">x</a>`,
  `<a href="/\\evil.example/">x</a>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<body onload=alert(1)>`,
  `<p onclick="alert(1)" onmouseover=alert(1)>text</p>`,
  `<iframe src="https://evil.example/"></iframe>`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>`,
  `<p style="background:url(javascript:alert(1))">x</p>`,
  `<div style="width: expression(alert(1))">x</div>`,
  `<form><button formaction="javascript:alert(1)">go</button></form>`,
  `<input autofocus onfocus=alert(1)>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<style><img src="</style><img src=x onerror=alert(1)//">`,
  `<a href="x" <img src=x onerror=alert(1)>>`,
  `<p>unclosed <b>bold <i>italic <img src=x onerror=alert(1)`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror=alert(1)></video>`,
  `<table background="javascript:alert(1)"><tr><td>x</td></tr></table>`,
  `<base href="javascript:alert(1)//">`,
  `<link rel=stylesheet href="javascript:alert(1)">`,
  `<template><img src=x onerror=alert(1)></template>`,
];

Deno.test("known XSS payloads come out with no script, no handler and no javascript: address", () => {
  assert.ok(XSS_PAYLOADS.length >= 25);
  for (const payload of XSS_PAYLOADS) {
    const clean = sanitizeRichText(payload);
    assert.doesNotMatch(clean, /<script/i, payload);
    assert.doesNotMatch(clean, /\son\w+\s*=/i, payload);
    assert.doesNotMatch(clean, /javascript:|vbscript:|data:/i, payload);
    assert.doesNotMatch(
      clean,
      /<(svg|math|form|input|button|style|object|embed|meta|base|link|body|video)\b/i,
      payload,
    );
    assert.doesNotMatch(clean, /\s(style|class|id|srcdoc|formaction)\s*=/i, payload);
    // Running the output through again changes nothing: what is stored is already in its final form.
    assert.equal(sanitizeRichText(clean), clean, payload);
  }
});

Deno.test("an iframe to a host that is not a known video player is removed whole", () => {
  assert.equal(sanitizeRichText(`<p>a</p><iframe src="https://evil.example/embed/x">fallback</iframe>`), "<p>a</p>");
  assert.equal(sanitizeRichText(`<iframe src="http://www.youtube.com/embed/abcdefgh"></iframe>`), "");
  assert.equal(sanitizeRichText(`<iframe src="https://www.youtube.com/account"></iframe>`), "");
});

Deno.test("headings, emphasis, lists, quotes, code, rules and tables survive unchanged", () => {
  const html = [
    "<h2>Заголовок</h2>",
    "<h3>Sub</h3>",
    "<h4>Sub-sub</h4>",
    "<p>Text with <strong>bold</strong>, <em>italic</em>, <b>b</b>, <i>i</i>, <u>u</u>, <s>s</s> and <code>x</code>.<br />Line two</p>",
    "<ul><li><p>one</p></li><li><p>two</p></li></ul>",
    "<ol><li><p>first</p></li></ol>",
    "<blockquote><p>quote</p></blockquote>",
    "<pre><code>const a = 1 &lt; 2;</code></pre>",
    "<hr />",
    "<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>",
    '<figure><img src="/api/pictures/abc.webp" alt="A" loading="lazy" /><figcaption>Caption</figcaption></figure>',
  ].join("");
  assert.equal(sanitizeRichText(html), html);
});

Deno.test("links keep an allowed href and always get rel noopener noreferrer nofollow", () => {
  assert.equal(
    sanitizeRichText(`<p><a href="https://example.com/a?b=1&amp;c=2">x</a></p>`),
    `<p><a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">x</a></p>`,
  );
  assert.equal(
    sanitizeRichText(`<a href="/ru/articles/x" target="_blank" rel="opener">x</a>`),
    `<a href="/ru/articles/x" target="_blank" rel="noopener noreferrer nofollow">x</a>`,
  );
  assert.equal(
    sanitizeRichText(`<a href="mailto:team@example.com" target="_top">x</a>`),
    `<a href="mailto:team@example.com" rel="noopener noreferrer nofollow">x</a>`,
  );
  assert.equal(
    sanitizeRichText(`<a href="javascript:alert(1)">x</a>`),
    `<a rel="noopener noreferrer nofollow">x</a>`,
  );
});

Deno.test("pictures from /api/pictures/ and https keep their src and are loaded lazily", () => {
  assert.equal(
    sanitizeRichText(`<img src="/api/pictures/2024/a.png" alt="Схема" width="640" height="360">`),
    `<img src="/api/pictures/2024/a.png" alt="Схема" width="640" height="360" loading="lazy" />`,
  );
  assert.equal(
    sanitizeRichText(`<img src="https://cdn.example.com/a.png" width="100%" class="x" style="a" title="t">`),
    `<img src="https://cdn.example.com/a.png" loading="lazy" />`,
  );
  assert.equal(sanitizeRichText(`<p>a<img src="data:image/png;base64,AAAA">b</p>`), "<p>ab</p>");
});

Deno.test("a YouTube, a Vimeo and a Rutube player survive; attributes beyond the list are dropped", () => {
  const youtube =
    `<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video" allowfullscreen width="640" height="360"></iframe>`;
  assert.equal(sanitizeRichText(youtube), youtube);
  const vimeo = `<iframe src="https://player.vimeo.com/video/76979871" title="Vimeo" allowfullscreen></iframe>`;
  assert.equal(sanitizeRichText(vimeo), vimeo);
  const rutube = `<iframe src="https://rutube.ru/play/embed/c6cc4d620b1d4338901770a44b3e82f4"></iframe>`;
  assert.equal(sanitizeRichText(rutube), rutube);
  assert.equal(
    sanitizeRichText(
      `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" sandbox="allow-scripts" allow="camera" style="x" onload="alert(1)">text</iframe>`,
    ),
    `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`,
  );
});

Deno.test("pasted h1 and h5/h6 headings fall in under the page's own h1", () => {
  assert.equal(sanitizeRichText("<h1>A</h1><h5>B</h5><h6>C</h6>"), "<h2>A</h2><h4>B</h4><h4>C</h4>");
});

Deno.test("empty rich text is only whitespace and empty paragraphs; a picture or a player is content", () => {
  assert.equal(isRichTextEmpty(""), true);
  assert.equal(isRichTextEmpty("<p></p>"), true);
  assert.equal(isRichTextEmpty("  <p> &nbsp; </p><p><br></p>\n"), true);
  assert.equal(isRichTextEmpty("<script>alert(1)</script>"), true);
  assert.equal(isRichTextEmpty("<p>a</p>"), false);
  assert.equal(isRichTextEmpty(`<img src="/api/pictures/a.png">`), false);
  assert.equal(isRichTextEmpty(`<iframe src="https://player.vimeo.com/video/1"></iframe>`), false);
});

Deno.test("plain text separates blocks, decodes entities, hides scripts and cuts at a word", () => {
  assert.equal(
    plainTextOf("<h2>Title</h2><p>One &amp; two &lt;three&gt;</p><ul><li>a</li><li>b</li></ul>"),
    "Title One & two <three> a b",
  );
  assert.equal(plainTextOf("<p>visible</p><script>secret()</script><style>.x{}</style>"), "visible");
  assert.equal(plainTextOf("<p>Раз два три четыре пять</p>", 14), "Раз два три…");
  assert.equal(plainTextOf("<p>short</p>", 100), "short");
});

Deno.test("the address rules shared with the editor", () => {
  assert.equal(isAllowedLinkHref("/ru/articles"), true);
  assert.equal(isAllowedLinkHref("https://example.com"), true);
  assert.equal(isAllowedLinkHref("//evil.example"), false);
  assert.equal(isAllowedLinkHref("java\tscript:alert(1)"), false);
  assert.equal(isAllowedLinkHref("relative/path"), false);
  assert.equal(isAllowedVideoEmbedUrl("https://__proto__/embed/x"), false);
  assert.equal(isAllowedVideoEmbedUrl("https://user@www.youtube.com/embed/x"), false);
});

Deno.test("pasted video page addresses become player addresses", () => {
  const nocookie = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
  assert.equal(videoEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10"), nocookie);
  assert.equal(videoEmbedUrl("youtu.be/dQw4w9WgXcQ"), nocookie);
  assert.equal(videoEmbedUrl("https://youtube.com/shorts/dQw4w9WgXcQ"), nocookie);
  assert.equal(videoEmbedUrl("https://www.youtube.com/embed/dQw4w9WgXcQ"), "https://www.youtube.com/embed/dQw4w9WgXcQ");
  assert.equal(videoEmbedUrl("https://vimeo.com/76979871"), "https://player.vimeo.com/video/76979871");
  assert.equal(
    videoEmbedUrl("https://rutube.ru/video/c6cc4d620b1d4338901770a44b3e82f4/"),
    "https://rutube.ru/play/embed/c6cc4d620b1d4338901770a44b3e82f4",
  );
  assert.equal(videoEmbedUrl("https://evil.example/watch?v=dQw4w9WgXcQ"), null);
  assert.equal(videoEmbedUrl("javascript:alert(1)"), null);
  for (const url of ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://vimeo.com/1"]) {
    assert.equal(isAllowedVideoEmbedUrl(videoEmbedUrl(url)!), true);
  }
});
