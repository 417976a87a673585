import { venueWords } from "@shared/domain/truck-needs";
import { venueOf } from "@shared/schemas/truck-needs";
import type { Booking } from "./bookings-query";
import { telHref } from "./format";

/** The other party's contact details, which the server sends once the booking is confirmed. */
export function Contacts({ booking }: { booking: Booking }) {
  const owner = booking.my_role === "owner";
  const email = owner ? booking.organizer_email : booking.owner_email;
  const phone = owner ? booking.organizer_phone : booking.owner_phone;
  if (!email && !phone) return null;
  const name = owner
    ? [booking.organizer_first_name, booking.organizer_last_name].filter(Boolean).join(" ")
    : (booking.owner_name ?? "");
  return (
    <div className="bk-box bk-box--contact">
      <p className="bk-box__title">
        {owner ? "Kontakt do organizatora" : "Kontakt do właściciela food trucka"}
      </p>
      <ul className="bk-contact">
        {name && <li>{name}</li>}
        {email && (
          <li>
            E-mail: <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
        {phone && (
          <li>
            Telefon: <a href={telHref(phone)}>{phone}</a>
          </li>
        )}
      </ul>
    </div>
  );
}

/** Beyond SPEC.md (issue 38): the venue's limits the organizer stated, for the truck's owner to check. */
export function VenueDetail({ booking }: { booking: Booking }) {
  const words = venueWords(venueOf(booking));
  if (words.length === 0) return null;
  return (
    <div className="bk-details__wide">
      <dt>Warunki na miejscu</dt>
      <dd>{words.map((word) => word.label).join(" · ")}</dd>
    </div>
  );
}
