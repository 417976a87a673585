import { describe, expect, it } from "vitest";
import { type Box, freeSpot, stillFree } from "../../web/src/features/search/social-proof-placement";

const PHONE = { width: 360, height: 740 };
const POPUP = { width: 328, height: 60 };

const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });

describe("where the social-proof popup stands (issue 37)", () => {
  it("in the bottom-left corner when nothing is there", () => {
    expect(freeSpot({ width: 1280, height: 800 }, { width: 320, height: 70 }, [])).toEqual(
      box(16, 714, 336, 784),
    );
  });

  it("never over a control or price: the other corner, or higher up the side", () => {
    const bottomLeftPrice = box(20, 720, 200, 740);
    expect(freeSpot({ width: 1280, height: 800 }, { width: 320, height: 70 }, [bottomLeftPrice])).toEqual(
      box(944, 714, 1264, 784),
    );
    // A phone: both corners are one place; a button across the bottom sends it up above the button.
    const button = box(12, 600, 348, 720);
    const spot = freeSpot(PHONE, POPUP, [button]);
    expect(spot?.bottom).toBeLessThanOrEqual(600);
    expect(spot && stillFree(spot, [button])).toBe(true);
  });

  it("of the free places, the one hiding the least text, the lowest among equals", () => {
    const form = box(0, 300, 360, 500);
    const lines = [box(24, 100, 340, 130), box(24, 520, 340, 700)];
    // Below the form every place hides some of the lower lines; above it, between the text and the form,
    // one hides none.
    const spot = freeSpot(PHONE, POPUP, [form], lines);
    expect(lines.every((line) => spot !== null && stillFree(spot, [line]))).toBe(true);
    expect(spot?.top).toBeGreaterThanOrEqual(130);
    expect(spot?.bottom).toBeLessThanOrEqual(300);
  });

  it("nowhere when every place covers something it must not", () => {
    expect(freeSpot(PHONE, POPUP, [box(0, 0, 360, 740)])).toBeNull();
  });
});
