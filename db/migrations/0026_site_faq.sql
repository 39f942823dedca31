CREATE TABLE "faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" "language" NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" "content_status" DEFAULT 'PUBLISHED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "faq_items_language_idx" ON "faq_items" USING btree ("language","status","sort_order");--> statement-breakpoint
-- The questions the home page showed from its dictionaries until now, so every database (production included, which
-- is never seeded) keeps its FAQ; db/seed/faq.ts holds the same texts.
INSERT INTO "faq_items" ("language", "question", "answer", "sort_order") VALUES
  ('ru', 'Для кого клуб?', '<p>Для всех, кто строит международную карьеру или собирается учиться за рубежом: студентов, молодых специалистов и опытных профессионалов, которые идут в международные организации.</p>', 1),
  ('ru', 'Что получают участники?', '<p>Полный доступ к <a href="/ru/jobs/">вакансиям</a> с зарплатой и компанией, ко всем <a href="/ru/articles/">статьям</a> и учебным трекам, встречи и чат участников, а также цены для участников на услуги.</p>', 2),
  ('ru', 'Можно попробовать до оплаты?', '<p>Да. Регистрация бесплатна и открывает часть вакансий и статей. Новым участникам часто предлагаем пробную неделю на <a href="/ru/subscribe/">странице подписки</a>.</p>', 3),
  ('ru', 'Как отменить подписку?', '<p>В <a href="/ru/profile/">профиле</a>, в блоке подписки: она действует до конца оплаченного периода.</p>', 4),
  ('ru', 'Какие способы оплаты принимаются?', '<p>Карты, выпущенные в России, — через ЮKassa; карты других стран — через Stripe. Способ выбирается при оплате.</p>', 5),
  ('ru', 'Как проходят консультации?', '<p>Выберите <a href="/ru/services/">услугу</a> и оплатите её — в течение рабочего дня мы напишем, чтобы согласовать время и прислать анкету.</p>', 6),
  ('en', 'Who is the club for?', '<p>For anyone building an international career or planning to study abroad: students, young professionals and experienced specialists moving into international organisations.</p>', 1),
  ('en', 'What do members get?', '<p>Full access to <a href="/en/jobs/">jobs</a> with salaries and companies, all <a href="/en/articles/">articles</a> and learning paths, members'' events and the chat, and member prices on services.</p>', 2),
  ('en', 'Can I try before paying?', '<p>Yes. Registration is free and opens part of the jobs and articles. New members are often offered a trial week on the <a href="/en/subscribe/">subscription page</a>.</p>', 3),
  ('en', 'How do I cancel my membership?', '<p>In your <a href="/en/profile/">profile</a>, in the membership block: the membership stays active until the end of the paid period.</p>', 4),
  ('en', 'Which payment methods are accepted?', '<p>Cards issued in Russia are paid through YooKassa; cards from other countries through Stripe. Both are chosen at checkout.</p>', 5),
  ('en', 'How do coaching services work?', '<p>Choose a <a href="/en/services/">service</a> and pay for it; we write to you within a working day to agree the time and send the questionnaire.</p>', 6);
