// The package as outside developers get it: `pnpm pack` → tarball → `npm install` into an empty
// project → import with Node and type-check a consumer against the shipped declarations.
// It builds and packs a copy in a temporary folder: rebuilding this package's dist/ in place
// would race with other packages' tests that import it during the same run.
import { execFileSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const work = mkdtempSync(path.join(tmpdir(), "nestling-citations-pack-"));
const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, npm_config_update_notifier: "false" },
  });

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the packed tarball", () => {
  it("installs alone into an empty project and works from Node and TypeScript", () => {
    const copy = path.join(work, "package");
    mkdirSync(copy);
    for (const file of ["README.md", "LICENSE", "src"])
      cpSync(path.join(packageDir, file), path.join(copy, file), { recursive: true });
    // The workspace-only parts of the manifest (catalog: dev dependencies, the prepack build) stay behind.
    const manifest = JSON.parse(
      readFileSync(path.join(packageDir, "package.json"), "utf8"),
    ) as Record<string, unknown> & { scripts: Record<string, string> };
    delete manifest.devDependencies;
    delete manifest.scripts.prepack;
    writeFileSync(path.join(copy, "package.json"), JSON.stringify(manifest, null, 2));
    const tsc = path.join(packageDir, "node_modules", "typescript", "bin", "tsc");
    run(
      "node",
      [
        tsc,
        "-p",
        path.join(packageDir, "tsconfig.build.json"),
        "--outDir",
        path.join(copy, "dist"),
      ],
      packageDir,
    );

    const packDir = path.join(work, "pack");
    // The pnpm that runs this suite packs it (no download); run alone, npx fetches the pinned one.
    const execPath = process.env.npm_execpath;
    const packArgs = ["pack", "--pack-destination", packDir];
    if (execPath?.includes("pnpm")) run("node", [execPath, ...packArgs], copy);
    else run("npx", ["--yes", "pnpm@10.34.9", ...packArgs], copy);
    const tarball = readdirSync(packDir).find((f) => f.endsWith(".tgz"));
    expect(tarball).toBeDefined();

    const project = path.join(work, "project");
    run("mkdir", ["-p", project], work);
    writeFileSync(
      path.join(project, "package.json"),
      JSON.stringify({ name: "consumer", private: true, type: "module" }),
    );
    run(
      "npm",
      ["install", "--offline", "--no-audit", "--no-fund", path.join(packDir, tarball as string)],
      project,
    );

    const installed = path.join(project, "node_modules", "@nestling", "citations");
    const files = readdirSync(installed).sort();
    expect(files).toEqual(["LICENSE", "README.md", "dist", "package.json", "src"]);
    expect(readdirSync(path.join(installed, "src")).filter((f) => f.endsWith(".test.ts"))).toEqual(
      [],
    );
    expect(readdirSync(path.join(project, "node_modules")).sort()).toEqual([
      ".package-lock.json",
      "@nestling",
    ]);

    const script = [
      'import { RECOGNIZED_SOURCES, findRecognizedSource, findSourceByTag, formatCitations, buildPrompt, OFF_TOPIC_REPLY, createCitationStream } from "@nestling/citations";',
      'import remarkCitations from "@nestling/citations/remark";',
      'const stream = createCitationStream({ sources: [{ url: "https://www.nhs.uk/x", title: "NHS" }] });',
      'const streamed = ["Cot in ", "your room [", "1", "]", "."].map((c) => stream.push(c).markdown);',
      'const tree = { type: "root", children: [{ type: "paragraph", children: [{ type: "text", value: "Back to sleep [cdc]." }] }] };',
      "remarkCitations()(tree);",
      'const r = formatCitations("Back to sleep [cdc]. Cot in your room [1].", { sources: [{ url: "https://www.nhs.uk/x", title: "NHS" }] });',
      "console.log(JSON.stringify({ n: RECOGNIZED_SOURCES.length, host: findRecognizedSource('https://publications.aap.org/x')?.name,",
      "  tag: findSourceByTag('Mayo Clinic')?.key, r, streamed, tree, roles: buildPrompt({ question: 'q', passages: [] }).map((m) => m.role), off: OFF_TOPIC_REPLY }));",
    ].join("\n");
    writeFileSync(path.join(project, "index.js"), script);
    const result = JSON.parse(run("node", ["index.js"], project));
    expect(result).toEqual({
      n: 18,
      host: "AAP",
      tag: "mayo",
      r: {
        markdown:
          "Back to sleep [1](https://www.cdc.gov/). Cot in your room [2](https://www.nhs.uk/x).",
        sources: [
          { url: "https://www.cdc.gov/", title: "CDC" },
          { url: "https://www.nhs.uk/x", title: "NHS" },
        ],
      },
      streamed: [
        "Cot in ",
        "Cot in your room ",
        "Cot in your room ",
        "Cot in your room ",
        "Cot in your room [1](https://www.nhs.uk/x).",
      ],
      tree: {
        type: "root",
        children: [
          {
            type: "paragraph",
            children: [
              { type: "text", value: "Back to sleep" },
              { type: "footnoteReference", identifier: "1", label: "1" },
              { type: "text", value: "." },
            ],
          },
          {
            type: "footnoteDefinition",
            identifier: "1",
            label: "1",
            children: [
              {
                type: "paragraph",
                children: [
                  {
                    type: "link",
                    url: "https://www.cdc.gov/",
                    children: [{ type: "text", value: "CDC" }],
                  },
                ],
              },
            ],
          },
        ],
      },
      roles: ["system", "user"],
      off: "I can only help with baby care and parenting questions.",
    });

    writeFileSync(
      path.join(project, "consumer.ts"),
      [
        'import { formatCitations, createCitationStream, type CitationStream, type Source, type FormatCitationsResult } from "@nestling/citations";',
        'import remarkCitations, { type MdastRoot } from "@nestling/citations/remark";',
        'const sources: Source[] = [{ url: "https://www.cdc.gov/", title: "CDC" }];',
        'const result: FormatCitationsResult = formatCitations("x [1]", { sources });',
        "export const first: string | undefined = result.sources[0]?.title;",
        "const stream: CitationStream = createCitationStream({ sources });",
        'export const shown: string = stream.push("y [1").markdown;',
        'const tree: MdastRoot = { type: "root", children: [] };',
        "remarkCitations({ sources })(tree);",
      ].join("\n"),
    );
    writeFileSync(
      path.join(project, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: "nodenext",
          moduleResolution: "nodenext",
          noEmit: true,
          types: [],
        },
        files: ["consumer.ts"],
      }),
    );
    run("node", [tsc, "-p", "."], project);
  }, 180_000);
});
