import { findRecognizedSource, type Source } from "@nestling/citations";
import type { SourceLookup } from "../compose/citations.js";
import type { SourceInfo } from "./load-knowledge.js";

/** Source details for an address: the catalogue's title and publisher, else the publisher's name. */
export function sourceLookup(sources: ReadonlyMap<string, SourceInfo>): SourceLookup {
  return (url: string): Source => {
    const info = sources.get(url);
    const publisher = findRecognizedSource(url)?.name ?? info?.publisher ?? "";
    if (info && info.title)
      return { url, title: info.title, description: publisher || info.publisher };
    return publisher ? { url, title: publisher } : { url, title: url };
  };
}
