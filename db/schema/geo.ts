// Countries with their Russian and English names and ISO code.
import { index, pgTable, serial, text } from "drizzle-orm/pg-core";

export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  rusTrans: text("rus_trans").notNull(),
  engTrans: text("eng_trans").notNull(),
  isoCode: text("iso_code").notNull().unique(),
  region: text("region"),
}, (t) => [index("countries_eng_idx").on(t.engTrans)]);
