// The rich-text editor's one custom node: a video player (YouTube, Vimeo or Rutube) whose address passes the rule the
// server's sanitizer applies (src/domain/rich-text.ts).
import { mergeAttributes, Node } from "@tiptap/react";
import { isAllowedVideoEmbedUrl } from "../../../../domain/rich-text.ts";
import { videoFrame } from "./styles.ts";

/**
 * A video player (an iframe to YouTube, Vimeo or Rutube), kept as one block. In the editor it is shown inert (clicks
 * select it instead of playing it, and focus does not wander into the player); the saved HTML is the bare iframe.
 */
export const VideoEmbed = Node.create({
  name: "videoEmbed",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    const plainNumber = (name: string) => ({
      default: null,
      parseHTML: (element: HTMLElement) => {
        const value = element.getAttribute(name);
        return value && /^\d{1,4}$/.test(value) ? value : null;
      },
    });
    return {
      src: { default: null },
      title: { default: null },
      width: plainNumber("width"),
      height: plainNumber("height"),
    };
  },
  parseHTML() {
    return [{
      tag: "iframe[src]",
      getAttrs: (element) => isAllowedVideoEmbedUrl(element.getAttribute("src") ?? "") ? null : false,
    }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["iframe", mergeAttributes(HTMLAttributes, { allowfullscreen: "" })];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement("div");
      dom.className = videoFrame;
      const frame = document.createElement("iframe");
      if (isAllowedVideoEmbedUrl(node.attrs.src ?? "")) frame.src = node.attrs.src;
      frame.title = node.attrs.title ?? "";
      frame.tabIndex = -1;
      frame.loading = "lazy";
      dom.append(frame);
      return { dom };
    };
  },
});
