import { formatPolishNumber } from "@shared/domain/polish-number";
import { PROFILE_LIMITS, PROFILE_TEXTS } from "@shared/schemas/profiles";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { Photo, type SizedPhoto } from "../../components/photo";

export interface PickedPhoto {
  id: string;
  file: File;
}

interface PhotoPickerProps {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  /** Gallery of the profile being edited (empty when creating). */
  currentPhotos: readonly SizedPhoto[];
  error?: string | undefined;
  disabled: boolean;
}

/** The current gallery's thumbnails: at least 96 px, a few to a row. */
const CURRENT_THUMBNAIL_SIZES = "(max-width: 560px) 30vw, 140px";

function notAnImage(name: string): string {
  return `Plik „${name}” nie jest zdjęciem. Wybierz pliki graficzne (JPEG, PNG lub WebP).`;
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${formatPolishNumber(bytes / (1024 * 1024), { maxFractionDigits: 1 })} MB`;
}

/** A preview with its own object URL, revoked when the photo is removed or the form goes away. */
function PhotoPreview({
  photo,
  onRemove,
  disabled,
}: {
  photo: PickedPhoto;
  onRemove: () => void;
  disabled: boolean;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(photo.file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.file]);
  return (
    <li className="pf-thumb">
      {url ? <img src={url} alt={photo.file.name} /> : <span className="pf-thumb__placeholder" />}
      <span className="pf-thumb__name" title={photo.file.name}>
        {photo.file.name}
        <small>{formatSize(photo.file.size)}</small>
      </span>
      <button
        type="button"
        className="pf-thumb__remove"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Usuń zdjęcie ${photo.file.name}`}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

export function PhotoPicker({ photos, onChange, currentPhotos, error, disabled }: PhotoPickerProps) {
  const inputId = useId();
  const [pickError, setPickError] = useState<string | null>(null);
  const shownError = pickError ?? error;
  const replacing = currentPhotos.length > 0;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // Clearing the input lets the same file be chosen again after removing it.
    event.target.value = "";
    if (chosen.length === 0) return;
    const wrong = chosen.find((file) => !file.type.startsWith("image/"));
    if (wrong) {
      setPickError(notAnImage(wrong.name));
      return;
    }
    if (photos.length + chosen.length > PROFILE_LIMITS.maxPhotos) {
      setPickError(
        `${PROFILE_TEXTS.tooManyPhotos} Wybrano już ${photos.length}, a próbujesz dodać ${chosen.length}.`,
      );
      return;
    }
    setPickError(null);
    onChange([...photos, ...chosen.map((file) => ({ id: crypto.randomUUID(), file }))]);
  }

  function remove(id: string) {
    setPickError(null);
    onChange(photos.filter((photo) => photo.id !== id));
  }

  return (
    <section className="pf-photos" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className="pf-photos__heading">
        Zdjęcia (maksymalnie {PROFILE_LIMITS.maxPhotos})
      </h2>

      {replacing && (
        <div className="pf-current">
          <p className="pf-current__title">Obecna galeria ({currentPhotos.length})</p>
          <ul className="pf-grid pf-grid--current">
            {currentPhotos.map((photo, index) => (
              <li key={photo.url} className="pf-thumb pf-thumb--current">
                <Photo photo={photo} alt={`Obecne zdjęcie ${index + 1}`} sizes={CURRENT_THUMBNAIL_SIZES} />
              </li>
            ))}
          </ul>
          <p className="pf-note" id={`${inputId}-note`}>
            Wybranie nowych zdjęć zastąpi całą obecną galerię. Jeśli nie wybierzesz żadnych, galeria
            pozostanie bez zmian.
          </p>
        </div>
      )}

      <div className="field">
        <input
          id={inputId}
          className="pf-file"
          type="file"
          name="gallery_photos"
          accept="image/*"
          multiple
          disabled={disabled}
          onChange={pick}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={
            [`${inputId}-hint`, replacing ? `${inputId}-note` : "", shownError ? `${inputId}-error` : ""]
              .filter(Boolean)
              .join(" ") || undefined
          }
        />
        {/* The native control says "No file chosen" after every pick (it is cleared); this button does not. */}
        <label htmlFor={inputId} className="btn btn--secondary pf-file-button">
          {replacing ? "Wybierz nowe zdjęcia" : "Wybierz zdjęcia"}
        </label>
        <span id={`${inputId}-hint`} className="field__hint">
          JPEG, PNG lub WebP. Przed wysłaniem zmniejszymy każde zdjęcie do najwyżej 1 MB i 1920 px na dłuższym
          boku. Wybrano {photos.length} z {PROFILE_LIMITS.maxPhotos}.
        </span>
        {shownError && (
          <span id={`${inputId}-error`} className="field__error" role="alert">
            {shownError}
          </span>
        )}
      </div>

      {photos.length > 0 && (
        <ul className="pf-grid" aria-label="Wybrane zdjęcia">
          {photos.map((photo) => (
            <PhotoPreview
              key={photo.id}
              photo={photo}
              disabled={disabled}
              onRemove={() => remove(photo.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
