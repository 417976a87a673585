// The D1 schema, one file per area; drizzle-kit and the query client read it through this index.
export * from "./accounts";
export * from "./bookings";
export * from "./calendar";
export * from "./chat";
export * from "./favourites";
export * from "./operations";
export * from "./payments";
export * from "./profiles";
export * from "./reschedule";
