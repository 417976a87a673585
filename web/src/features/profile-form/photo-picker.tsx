import { formatPolishNumber } from "@shared/domain/polish-number";
import { PROFILE_LIMITS, PROFILE_TEXTS } from "@shared/schemas/profiles";
import { type ChangeEvent, useId, useState } from "react";
import { useObjectUrl } from "./use-object-url";

export interface PickedPhoto {
  id: string;
  file: File;
}

interface PhotoPickerProps {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  error?: string | undefined;
  disabled: boolean;
}

export function notAnImage(name: string): string {
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
  const url = useObjectUrl(photo.file);
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

/**
 * A new truck's photos, chosen in one go and sent with the profile (a stored truck's gallery is changed
 * photo by photo instead: gallery-manager.tsx).
 */
export function PhotoPicker({ photos, onChange, error, disabled }: PhotoPickerProps) {
  const inputId = useId();
  const [pickError, setPickError] = useState<string | null>(null);
  const shownError = pickError ?? error;

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
          aria-describedby={[`${inputId}-hint`, shownError ? `${inputId}-error` : ""]
            .filter(Boolean)
            .join(" ")}
        />
        {/* The native control says "No file chosen" after every pick (it is cleared); this button does not. */}
        <label htmlFor={inputId} className="btn btn--secondary pf-file-button">
          Wybierz zdjęcia
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
