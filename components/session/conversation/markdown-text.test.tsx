import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownText } from "./markdown-text";

const render = (text: string) => renderToStaticMarkup(<MarkdownText text={text} />);

describe("MarkdownText draws a transcript's markdown inert", () => {
  it.each([
    [
      "a script tag",
      "<script>window.__pwned=1</script>",
      "&lt;script&gt;window.__pwned=1&lt;/script&gt;",
    ],
    [
      "an img with onerror",
      '<img src=x onerror="alert(1)">',
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;",
    ],
    [
      "an iframe inside a paragraph",
      "see <iframe src=//evil></iframe> here",
      "&lt;iframe src=//evil&gt;",
    ],
  ])("shows %s as its characters", (_name, text, escaped) => {
    const html = render(text);
    expect(html).toContain(escaped);
    expect(html).not.toMatch(/<(script|img|iframe)\b/i);
  });

  it.each([
    ["javascript:", "[x](javascript:alert(1))"],
    ["data:", "[x](data:text/html,<script>alert(1)</script>)"],
    ["vbscript:", "[x](vbscript:msgbox)"],
    ["a relative URL", "[x](/api/transcripts)"],
  ])("drops a %s link's target and keeps its words", (_name, text) => {
    const html = render(text);
    expect(html).not.toContain("<a");
    expect(html).toContain(">x</span>");
  });

  it("opens a web link in a new tab without the page's identity", () => {
    expect(render("[docs](https://example.com/a)")).toContain(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">docs</a>',
    );
  });

  it("never loads an image: it names it as text", () => {
    const html = render("![chart](https://tracker.example/p.png)");
    expect(html).not.toMatch(/<img\b/);
    expect(html).toContain("[image: chart (https://tracker.example/p.png), not loaded]");
  });

  it("renders markdown itself: headings, code, lists, tables", () => {
    const html = render("# Title\n\n- a\n- b\n\n`code`\n\n| x | y |\n| - | - |\n| 1 | 2 |");
    // A message's heading stays out of the page's outline.
    expect(html).toMatch(/<p class="[^"]*">Title<\/p>/);
    expect(html).not.toMatch(/<h[1-6]/);
    expect(html).toContain("<li>a</li>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("<td>1</td>");
  });
});
