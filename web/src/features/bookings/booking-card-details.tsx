import { formatPln } from "@shared/domain/money";
import type { Booking } from "./bookings-query";
import { telHref } from "./format";

/** The commitment fee or deposit: how much, who asked for it, and whether it is paid. */
export function PaymentInfo({ booking }: { booking: Booking }) {
  const fee = booking.commitment_fee;
  if (booking.payment_status === null || fee === null) return null;
  const owner = booking.my_role === "owner";
  const waiting = booking.status === "awaiting_deposit" ? " Czeka na wpłatę." : "";
  let title: string;
  let text: string;
  if (booking.payment_status === "requested_by_owner") {
    title = `Zaliczka: ${formatPln(fee)}`;
    text = owner
      ? `Prośba o zaliczkę została wysłana do organizatora.${waiting}`
      : `Właściciel food trucka poprosił o wpłatę zaliczki.${waiting}`;
  } else if (booking.payment_status === "requested_by_organizer") {
    title = `Opłata gwarancyjna: ${formatPln(fee)}`;
    text = owner
      ? `Organizator poprosił o wpłatę opłaty gwarancyjnej.${waiting}`
      : `Prośba o opłatę gwarancyjną została wysłana do właściciela.${waiting}`;
  } else {
    // Paid: a deposit carries the total cost the owner gave; a guarantee fee does not.
    const deposit = booking.total_cost !== null;
    title = `${deposit ? "Zaliczka" : "Opłata gwarancyjna"}: ${formatPln(fee)} – opłacona`;
    text = deposit
      ? "Zaliczka, o którą poprosił właściciel."
      : "Opłata gwarancyjna, o którą poprosił organizator.";
  }
  return (
    <div className={`bk-box ${booking.payment_status === "paid" ? "bk-box--paid" : "bk-box--payment"}`}>
      <p className="bk-box__title">{title}</p>
      <p className="bk-box__text">{text}</p>
      {booking.total_cost !== null && (
        <p className="bk-box__hint">Całkowity koszt usługi: {formatPln(booking.total_cost)}</p>
      )}
    </div>
  );
}

/** The other party's contact details, which the server sends once the booking is confirmed. */
export function Contacts({ booking }: { booking: Booking }) {
  const owner = booking.my_role === "owner";
  const email = owner ? booking.organizer_email : booking.owner_email;
  const phone = owner ? booking.organizer_phone : booking.owner_phone;
  if (!email && !phone) return null;
  // The owner's name is not part of the booking: the truck's name in the card title stands for them.
  const name = owner
    ? [booking.organizer_first_name, booking.organizer_last_name].filter(Boolean).join(" ")
    : "";
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
