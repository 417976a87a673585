import type { PointerEvent as ReactPointerEvent } from "react";
import { Photo } from "../../components/photo";
import type { GalleryPhoto } from "./gallery-order";
import type { PhotoUploadState } from "./use-gallery";
import { useObjectUrl } from "./use-object-url";

/** A tile's width: two to a row on phones, a few on wider screens. */
export const TILE_SIZES = "(max-width: 480px) 45vw, 200px";

interface TileProps {
  photo: GalleryPhoto;
  /** Its place among the shown photos (0 is the cover). */
  index: number;
  count: number;
  dragging: boolean;
  onMove: (shownIndex: number, focus: "left" | "right" | "cover") => void;
  onRemove: () => void;
  onDragStart: (event: ReactPointerEvent<HTMLElement>) => void;
}

/**
 * One stored photo with its controls: move left or right (by keyboard or tap), make it the cover, remove it;
 * the handle drags it to another place with a pointer (the buttons do the same for everyone else).
 */
export function GalleryTile({ photo, index, count, dragging, onMove, onRemove, onDragStart }: TileProps) {
  const number = index + 1;
  const cover = index === 0;
  return (
    <li className={`pf-thumb pf-tile${dragging ? " pf-tile--dragging" : ""}`} data-photo={photo.id}>
      <div className="pf-tile__frame">
        <Photo photo={photo} alt={cover ? `Zdjęcie 1, okładka` : `Zdjęcie ${number}`} sizes={TILE_SIZES} />
        <span
          className="pf-tile__handle"
          aria-hidden="true"
          title="Przeciągnij, aby zmienić kolejność"
          onPointerDown={onDragStart}
        >
          ⠿
        </span>
        <button
          type="button"
          className="pf-thumb__remove"
          data-control="remove"
          onClick={onRemove}
          aria-label={`Usuń zdjęcie ${number}`}
          title="Usuń zdjęcie"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="pf-tile__bar">
        <button
          type="button"
          className="pf-tile__move"
          data-control="left"
          disabled={cover}
          onClick={() => onMove(index - 1, "left")}
          aria-label={`Przesuń zdjęcie ${number} w lewo`}
          title="Przesuń w lewo"
        >
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className="pf-tile__move"
          data-control="right"
          disabled={index === count - 1}
          onClick={() => onMove(index + 1, "right")}
          aria-label={`Przesuń zdjęcie ${number} w prawo`}
          title="Przesuń w prawo"
        >
          <span aria-hidden="true">→</span>
        </button>
      </div>
      {cover ? (
        <span className="pf-tile__cover pf-tile__cover--current">Okładka</span>
      ) : (
        <button
          type="button"
          className="pf-tile__cover"
          data-control="cover"
          onClick={() => onMove(0, "cover")}
          aria-label={`Ustaw zdjęcie ${number} jako okładkę`}
        >
          Ustaw jako okładkę
        </button>
      )}
    </li>
  );
}

function stepText(upload: PhotoUploadState): string {
  if (upload.step === "waiting") return "Czeka w kolejce…";
  return `${upload.step === "compressing" ? "Kompresowanie" : "Wysyłanie"}… ${upload.percent}%`;
}

/** A photo on its way in: its preview and how far its step (compressing, then sending) has got. */
export function UploadTile({ upload }: { upload: PhotoUploadState }) {
  const url = useObjectUrl(upload.file);
  return (
    <li className="pf-thumb pf-tile pf-tile--upload">
      <div className="pf-tile__frame">
        {url ? <img src={url} alt="" /> : <span className="pf-thumb__placeholder" />}
      </div>
      <div className="pf-tile__progress">
        <span className="pf-tile__name" title={upload.file.name}>
          {upload.file.name}
        </span>
        <progress max={100} value={upload.percent} aria-label={`Dodawanie zdjęcia „${upload.file.name}”`} />
        <small>{stepText(upload)}</small>
      </div>
    </li>
  );
}
