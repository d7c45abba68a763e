// `@nestling/citations/remark`: the same citations as `formatCitations`, as a remark plugin that
// writes them as GitHub-style footnotes, so react-markdown, remark-rehype and streamdown users get
// numbered references and a list of sources without any rendering code of their own.
import { CitationRegistry } from "./citation-registry.js";
import type { FormatCitationsOptions } from "./format-citations.js";

/**
 * The few mdast node shapes the plugin reads and writes, declared here so the package keeps no
 * dependency of its own; they are the shapes of `@types/mdast`, which unified's trees satisfy.
 */
export interface MdastNode {
  type: string;
  children?: MdastNode[];
  value?: string;
  url?: string;
  identifier?: string;
  label?: string;
  [key: string]: unknown;
}

export interface MdastRoot extends MdastNode {
  type: "root";
  children: MdastNode[];
}

export type RemarkCitationsOptions = FormatCitationsOptions;

/** Nodes whose text is never a citation. */
const LITERAL = new Set(["code", "inlineCode", "html", "definition", "footnoteDefinition"]);
const LABEL = /\[([^[\]\n]{1,64})\]/g;

/**
 * A remark plugin (unified ≥ 11): links to recognised publishers or to `options.sources`, bare
 * tags (`[cdc]`, `[Mayo Clinic]`) and numeric markers (`[1]`, `[1, 3]`, `[2-4]`) become footnote
 * references numbered by first appearance, and one footnote definition per cited source (a link
 * with its title) is added at the end. Markers naming no source are removed, as in
 * `formatCitations`; code, and links to other sites, are left as they are.
 *
 * ```ts
 * import { unified } from "unified";
 * import remarkParse from "remark-parse";
 * import remarkRehype from "remark-rehype";
 * import remarkCitations from "@nestling/citations/remark";
 *
 * unified().use(remarkParse).use(remarkCitations, { sources }).use(remarkRehype);
 * ```
 */
export default function remarkCitations(
  options: RemarkCitationsOptions = {},
): (tree: MdastRoot) => void {
  return (tree) => {
    const registry = new CitationRegistry(options.sources ?? []);
    const reference = (n: number): MdastNode => ({
      type: "footnoteReference",
      identifier: citationId(n),
      label: citationId(n),
    });
    const visit = (parent: MdastNode) => {
      const children = parent.children;
      if (!children) return;
      const out: MdastNode[] = [];
      for (const node of children) {
        if (LITERAL.has(node.type)) out.push(node);
        else if (
          node.type === "link" &&
          typeof node.url === "string" &&
          registry.isCitable(node.url)
        ) {
          const n = registry.citeLink(node.url);
          // Link text that only names the citation ("1", "CDC") gives way to the number.
          const text = plainText(node).trim();
          if (text !== "" && text !== node.url && registry.resolve(text) === null)
            out.push(...(node.children ?? []));
          out.push(reference(n));
        } else if (node.type === "text" && typeof node.value === "string") {
          out.push(...citeInText(node.value, registry, reference));
        } else {
          visit(node);
          out.push(node);
        }
      }
      parent.children = out;
    };
    visit(tree);
    tree.children.push(
      ...registry.sources.map((source, i): MdastNode => ({
        type: "footnoteDefinition",
        identifier: citationId(i + 1),
        label: citationId(i + 1),
        children: [
          {
            type: "paragraph",
            children: [
              { type: "link", url: source.url, children: [{ type: "text", value: source.title }] },
              ...(source.description ? [{ type: "text", value: ` (${source.description})` }] : []),
            ],
          },
        ],
      })),
    );
  };
}

/** Footnote identifiers are the citation numbers, so `[^2]` is the second source cited. */
function citationId(n: number): string {
  return String(n);
}

function plainText(node: MdastNode): string {
  if (typeof node.value === "string") return node.value;
  return (node.children ?? []).map(plainText).join("");
}

/** A text node's tags and markers as footnote references; the rest stays text. */
function citeInText(
  value: string,
  registry: CitationRegistry,
  reference: (n: number) => MdastNode,
): MdastNode[] {
  const out: MdastNode[] = [];
  let plain = 0;
  let text = "";
  for (const match of value.matchAll(LABEL)) {
    const cited = registry.resolve(match[1] as string);
    if (cited === null) continue;
    text += value.slice(plain, match.index);
    plain = match.index + match[0].length;
    if (cited.length === 0) {
      // "claim [9]." reads "claim.".
      text = text.replace(/[ \t]+$/, "");
      continue;
    }
    // A footnote sits against its word: "claim[^1]".
    text = text.replace(/[ \t]+$/, "");
    if (text !== "") out.push({ type: "text", value: text });
    text = "";
    for (const cite of cited) out.push(reference(cite.number));
  }
  text += value.slice(plain);
  if (text !== "") out.push({ type: "text", value: text });
  return out;
}
