import { reviewSchema } from "@shared/schemas/bookings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { TextAreaField } from "../../../components/text-area-field";
import { api, unwrap } from "../../../lib/api";
import { fieldErrors } from "../../../lib/form-errors";
import { refreshTruckPages } from "../../../lib/query-client";
import { useFormFields } from "../../../lib/use-form-fields";
import { ACTION_ERRORS, ActionForm, type ActionModalProps } from "./action-form";
import "./review-stars.css";

const STAR_WORDS = ["gwiazdka", "gwiazdki", "gwiazdki", "gwiazdki", "gwiazdek"] as const;

/** 1–5 stars as radio buttons, plus an optional comment. */
export function ReviewModal({ booking, onClose, onDone }: ActionModalProps) {
  const groupId = useId();
  const queryClient = useQueryClient();
  const form = useFormFields({ rating: "", comment: "" });
  const { values, errors } = form;
  const review = useMutation({
    mutationFn: () =>
      unwrap(
        api.reviews.$post({
          json: {
            request_id: booking.request_id,
            rating: Number(values.rating),
            comment: values.comment.trim(),
          },
        }),
        ACTION_ERRORS.review,
      ),
    onSuccess: (answer) => {
      // The truck's rating and reviews changed on its public pages.
      void refreshTruckPages(queryClient);
      onDone(answer.message);
    },
  });
  const other = booking.my_role === "owner" ? `organizatorem (${booking.organizer_name})` : "food truckiem";
  return (
    <ActionForm
      booking={booking}
      formRef={form.formRef}
      title="Wystaw opinię"
      description={`Oceń współpracę z ${other}. Opinię można wystawić tylko raz.`}
      onClose={onClose}
      mutation={review}
      fallback={ACTION_ERRORS.review}
      onSubmit={() =>
        form.check(fieldErrors(reviewSchema, { request_id: booking.request_id, ...values })) &&
        review.mutate()
      }
      submitText="Dodaj opinię"
      busyText="Zapisywanie..."
    >
      <fieldset className="bk-stars" aria-describedby={errors.rating ? `${groupId}-error` : undefined}>
        <legend>Ocena</legend>
        <div className="bk-stars__options">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="bk-star" data-filled={Number(values.rating) >= value || undefined}>
              <input
                type="radio"
                name="rating"
                value={value}
                checked={values.rating === String(value)}
                disabled={review.isPending}
                aria-invalid={errors.rating ? true : undefined}
                onChange={() => form.setValue("rating", String(value))}
              />
              <span aria-hidden="true" className="bk-star__icon">
                ★
              </span>
              <span className="sr-only">
                {value} {STAR_WORDS[value - 1]}
              </span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <span id={`${groupId}-error`} className="field__error">
            {errors.rating}
          </span>
        )}
      </fieldset>
      <TextAreaField
        label="Komentarz (opcjonalnie)"
        rows={4}
        maxLength={2000}
        disabled={review.isPending}
        {...form.bind("comment")}
      />
    </ActionForm>
  );
}
