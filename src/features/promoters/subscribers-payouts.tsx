// The subscribers/payouts switch: subscribers, product buyers and payouts, one list each.
import { useState } from "react";
import { useI18n } from "../../lib/i18n.tsx";
import { Tabs } from "../../ui/tabs.tsx";
import { PayoutsList } from "./payouts-list.tsx";
import { ProductBuyersTable, SubscribersTable } from "./subscribers-table.tsx";
import { block } from "./styles.ts";

export function SubscribersPayouts() {
  const { t } = useI18n();
  const [tab, setTab] = useState("subscribers");
  return (
    <section className={block} data-testid="subscribers-payouts">
      <Tabs
        ariaLabel={t("promoters.lists")}
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: "subscribers", label: t("promoters.subscribers.title"), content: <SubscribersTable /> },
          { value: "buyers", label: t("promoters.buyers.title"), content: <ProductBuyersTable /> },
          { value: "payouts", label: t("promoters.payouts.title"), content: <PayoutsList /> },
        ]}
      />
    </section>
  );
}
