import { describe, expect, it } from "vitest";
import { insertBeforeBodyEnd, replaceInStream } from "../../worker/lib/html-page";

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** The page cut into pieces of `size` bytes (so tags and multi-byte letters fall across chunks). */
function pieces(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.slice(at, at + size));
  return chunks;
}

describe("page data goes in before </body> on every runtime (no HTMLRewriter)", () => {
  const page = "<!doctype html><html><head><title>Żółć</title></head><body><div id=app></div></body></html>";
  const script = '<script type="application/json" id="d">{"a":1}</script>';
  const expected = page.replace("</body>", `${script}</body>`);

  it.each([1, 2, 3, 5, 7, 64, 4096])("whatever the chunk size (%i bytes)", async (size) => {
    const out = await textOf(insertBeforeBodyEnd(streamOf(pieces(page, size)), async () => script));
    expect(out).toBe(expected);
  });

  it("streams the head before the data is ready", async () => {
    let release: (value: string) => void = () => {};
    const ready = new Promise<string>((resolve) => {
      release = resolve;
    });
    const reader = insertBeforeBodyEnd(streamOf(pieces(page, 16)), () => ready).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe(page.slice(0, 10));
    release(script);
    let rest = new TextDecoder().decode(first.value);
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      rest += new TextDecoder().decode(read.value);
    }
    expect(rest).toBe(expected);
  });

  it("a page without </body> passes unchanged and the insertion is never asked for", async () => {
    let asked = false;
    const out = await textOf(
      insertBeforeBodyEnd(streamOf(pieces("<p>bez końca", 3)), async () => {
        asked = true;
        return script;
      }),
    );
    expect(out).toBe("<p>bez końca");
    expect(asked).toBe(false);
  });
});

describe("the first screen replaces the empty root element (decision 0022)", () => {
  const page = '<html><body><div id="root"></div><noscript>Włącz JS</noscript></body></html>';
  const screen = '<div id="root"><h1>Żółte food trucki</h1></div>';

  it.each([1, 2, 3, 7, 21, 4096])("whatever the chunk size (%i bytes)", async (size) => {
    const out = await textOf(
      replaceInStream(streamOf(pieces(page, size)), '<div id="root"></div>', async () => screen),
    );
    expect(out).toBe(page.replace('<div id="root"></div>', screen));
  });

  it("finds the marker after letters whose lower case is longer (İ)", async () => {
    const named = '<h3>Kebab İstanbul İİİ</h3><div id="root"></div><p>koniec</p>';
    const out = await textOf(
      replaceInStream(streamOf(pieces(named, 5)), '<div id="root"></div>', async () => screen),
    );
    expect(out).toBe(named.replace('<div id="root"></div>', screen));
  });

  it("replaces only the first occurrence, in any letter case, and text with $ patterns as it is", async () => {
    const twice = '<DIV ID="root"></DIV><div id="root"></div>';
    const out = await textOf(
      replaceInStream(streamOf(pieces(twice, 4)), '<div id="root"></div>', async () => "$&$1"),
    );
    expect(out).toBe('$&$1<div id="root"></div>');
  });
});
