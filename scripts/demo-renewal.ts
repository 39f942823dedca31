// `deno task demo:renewal EMAIL`: renews that member's membership now on the running app (the embedded default with
// the local payment fakes), so the renewal's receipt shows in /dev/outbox (decision 203). The app must be running
// (`deno task start`); APP_URL or PORT name it, else http://localhost:8000.
const email = Deno.args[0];
if (!email) {
  console.error("usage: deno task demo:renewal EMAIL   (a member who joined the club on the local fakes)");
  Deno.exit(2);
}
const origin = Deno.env.get("APP_URL") ?? `http://localhost:${Deno.env.get("PORT") ?? "8000"}`;
let response: Response;
try {
  response = await fetch(`${origin}/dev/renewal`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
} catch (error) {
  console.error(`No app answers at ${origin} (${(error as Error).message}): start it with \`deno task start\` first.`);
  Deno.exit(1);
}
const answer = await response.json().catch(() => ({ error: `the app answered ${response.status}` }));
if (!response.ok) {
  console.error(
    response.status === 404 && !answer.error
      ? "This app has no demo renewal: it runs only in development on the local payment fakes."
      : `Not renewed: ${answer.error ?? response.status}`,
  );
  Deno.exit(1);
}
console.log(
  answer.provider === "STRIPE"
    ? `Renewed through the Stripe fake (invoice ${answer.invoice ?? "none: the membership was set to end"}).`
    : `Renewed through the YooKassa fake: ${JSON.stringify(answer.counts)}.`,
);
console.log(`The receipt: ${answer.receipts}`);
