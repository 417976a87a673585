import { COVER_PHOTO_SIZES } from "@shared/domain/photo-variants";
import { polishPlural } from "@shared/domain/plural";
import { Photo } from "../../components/photo";
import { onPlainClick } from "../../lib/plain-click";
import type { TruckPhotosProps } from "./gallery";

/** "Zobacz wszystkie zdjęcia (5)"; a single photo is only enlarged. */
function openText(count: number): string {
  if (count === 1) return "Powiększ zdjęcie";
  return `Zobacz ${count} ${polishPlural(count, "zdjęcie", "zdjęcia", "zdjęć")}`;
}

/**
 * The truck's cover (the gallery's first photo, issue 36) large at the top of its profile: the first thing
 * seen, so it is fetched first; its box is reserved by the stylesheet's aspect ratio before it loads. A tap
 * opens the full-screen gallery at it; it is a link to the photo itself, which it shows before the app has
 * started or with scripts off. Nothing when the truck has no photos (the gallery section says so).
 */
export function CoverPhoto({ photos, name, onOpen }: TruckPhotosProps) {
  const cover = photos[0];
  if (!cover) return null;
  return (
    <a
      href={cover.url}
      className="profile-cover"
      data-app-link=""
      onClick={(event) => {
        const link = event.currentTarget;
        onPlainClick(event, () => onOpen(0, link));
      }}
    >
      <Photo
        className="profile-cover__image"
        photo={cover}
        alt={`Okładka – ${name}`}
        sizes={COVER_PHOTO_SIZES}
        priority="high"
      />
      <span className="profile-cover__open">{openText(photos.length)}</span>
    </a>
  );
}
