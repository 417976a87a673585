import { describe, expect, it } from "vitest";
import {
  type GalleryPhoto,
  type GalleryView,
  mergeStored,
  moveTo,
  shownPhotos,
} from "../../web/src/features/profile-form/gallery-order";

function photo(id: number): GalleryPhoto {
  return { id, url: `/api/files/profiles/${id}.jpg`, width: 800, height: 600, variants: [] };
}

function view(ids: number[], hidden: { removing?: number; deleting?: number[] } = {}): GalleryView {
  return { photos: ids.map(photo), removing: hidden.removing ?? null, deleting: hidden.deleting ?? [] };
}

const ids = (photos: readonly GalleryPhoto[]) => photos.map((one) => one.id);

describe("the owner's gallery order (issue 36)", () => {
  it("moves a photo one place either way, or first (the cover)", () => {
    expect(ids(moveTo(view([1, 2, 3]), 3, 1))).toEqual([1, 3, 2]);
    expect(ids(moveTo(view([1, 2, 3]), 1, 1))).toEqual([2, 1, 3]);
    expect(ids(moveTo(view([1, 2, 3]), 3, 0))).toEqual([3, 1, 2]);
    expect(ids(moveTo(view([1, 2, 3]), 1, 2))).toEqual([2, 3, 1]);
    // Out of range is the nearest end; an unknown photo changes nothing.
    expect(ids(moveTo(view([1, 2, 3]), 2, 9))).toEqual([1, 3, 2]);
    expect(ids(moveTo(view([1, 2, 3]), 7, 0))).toEqual([1, 2, 3]);
  });

  it("counts places among the shown photos; a hidden one keeps its place, but never before the cover", () => {
    const removingSecond = view([1, 2, 3, 4], { removing: 2 });
    expect(ids(shownPhotos(removingSecond))).toEqual([1, 3, 4]);
    // Shown: 1, 3, 4; moving 4 to the shown place 1 puts it before 3, after the hidden 2.
    expect(ids(moveTo(removingSecond, 4, 1))).toEqual([1, 2, 4, 3]);
    const removingCover = view([1, 2, 3], { deleting: [1] });
    expect(ids(moveTo(removingCover, 3, 0))).toEqual([3, 1, 2]);
  });

  it("takes the server's photos in the order shown here, and adds the ones it did not know at the end", () => {
    const stored = [photo(3), photo(1), photo(5)];
    expect(ids(mergeStored([photo(1), photo(2), photo(3)], stored))).toEqual([1, 3, 5]);
    expect(ids(mergeStored([], stored))).toEqual([3, 1, 5]);
  });
});
