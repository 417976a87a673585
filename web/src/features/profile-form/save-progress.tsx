import { useId } from "react";

/** Where a profile save is: photos are compressed in the browser first, then everything is uploaded. */
export type Phase =
  | { kind: "idle" }
  | { kind: "compressing"; percent: number }
  | { kind: "uploading"; percent: number }
  | { kind: "done" };

export function submitLabel(phase: Phase, editing: boolean): string {
  if (phase.kind === "compressing") return "Kompresowanie zdjęć…";
  if (phase.kind === "uploading") return "Wysyłanie…";
  return editing ? "Zapisz zmiany" : "Utwórz profil";
}

/** The progress bar while saving, and the same step announced to screen readers. */
export function SaveProgress({ phase }: { phase: Phase }) {
  const progressId = useId();
  const working = phase.kind === "compressing" || phase.kind === "uploading";
  const step = phase.kind === "compressing" ? "Kompresowanie zdjęć…" : "Wysyłanie…";
  return (
    <>
      {working && (
        <div className="pf-progress">
          <label htmlFor={progressId}>
            {step} {phase.percent}%
          </label>
          <progress id={progressId} max={100} value={phase.percent} />
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {working ? step : ""}
      </p>
    </>
  );
}
