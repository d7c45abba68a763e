import { describe, expect, it } from "vitest";
import { fontPreloadTags } from "./font-preload";

const emitted = [
  "assets/index-abc.js",
  "assets/inter-latin-ext-wght-normal-X1.woff2",
  "assets/inter-latin-wght-normal-Dx4k.woff2",
  "assets/nunito-latin-wght-normal-Bz.woff2",
  "assets/nunito-cyrillic-wght-normal-CY.woff2",
];

describe("fontPreloadTags", () => {
  it("preloads exactly the Latin subsets of the first screen's fonts, as CORS font requests", () => {
    expect(fontPreloadTags(emitted).map((tag) => tag.attrs)).toEqual([
      {
        rel: "preload",
        href: "/assets/inter-latin-wght-normal-Dx4k.woff2",
        as: "font",
        type: "font/woff2",
        crossorigin: "",
      },
      {
        rel: "preload",
        href: "/assets/nunito-latin-wght-normal-Bz.woff2",
        as: "font",
        type: "font/woff2",
        crossorigin: "",
      },
    ]);
  });

  it("fails the build when a font it should preload is missing (renamed package, new subset names)", () => {
    expect(() => fontPreloadTags(emitted, ["roboto-latin-"])).toThrow(/roboto-latin-/);
  });
});
